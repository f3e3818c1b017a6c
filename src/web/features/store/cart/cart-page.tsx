import { ImageIcon, ShoppingBagIcon, Trash2Icon } from 'lucide-react';
import { Form, Link, useSearchParams } from 'react-router';
import { endpoints } from '@shared/api/endpoints';
import { PATHS } from '@shared/routes';
import { formatRand } from '@shared/money';
import { imageAt } from '@shared/media';
import { CART_PROBLEMS, cartLineAnchor, productPath } from '@shared/routes';
import type { Cart, CartLine } from '@shared/schemas/cart';
import { Button } from '@web/components/ui/button';
import { type ErrorWording, errorMessage } from '@web/lib/error-message';
import { QuantityStepper } from '@web/components/quantity-stepper';
import { useCart } from '@web/api/cart';
import { privatePageHead } from '@web/lib/page-route';
import { lineStockLabel } from './line-stock-label';
import { useClearCart } from './api/clear-cart';
import { useRemoveCartItem } from './api/remove-cart-item';
import { useUpdateCartItem } from './api/update-cart-item';
import { LineTitle } from '@web/components/line-title';

function EmptyCart() {
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <ShoppingBagIcon className="size-16 text-muted-foreground" aria-hidden />
      <h2 className="text-xl font-semibold">Your cart is empty</h2>
      <p className="text-muted-foreground">Start shopping to add items to your cart</p>
      <Button asChild className="mt-2">
        <Link to="/">Continue Shopping</Link>
      </Button>
    </div>
  );
}

/** Where a form posted without JavaScript leaves its problem: the address (see FormProblem). */
const PROBLEM_PARAMS = Object.values(CART_PROBLEMS);

/** Takes the problem out of the address once the cart has changed since: it no longer applies. */
function useForgetFormProblem(): () => void {
  const [params, setParams] = useSearchParams();
  return () => {
    if (!PROBLEM_PARAMS.some((name) => params.has(name))) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of PROBLEM_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  };
}

function CartLineRow({ line }: { line: CartLine }) {
  const forgetProblem = useForgetFormProblem();
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const image = line.product.images[0];
  const available = line.product.status === 'active';
  const stockLabel = lineStockLabel(line.stock);
  const busy = update.isPending || remove.isPending;
  return (
    // Landed on by a change made without JavaScript: clear of the sticky header, which is taller
    // without JavaScript on a phone (its search and categories rows).
    <li
      id={cartLineAnchor(line.id)}
      className="flex scroll-mt-44 gap-4 py-4 lg:scroll-mt-20"
      data-testid="cart-line"
    >
      <Link
        to={productPath(line.product.id)}
        tabIndex={-1}
        aria-hidden
        className="size-24 shrink-0 overflow-hidden rounded-md border bg-muted"
      >
        {image ? (
          <img src={imageAt(image, 200)} alt="" width={96} height={96} className="size-full object-cover" />
        ) : (
          <ImageIcon className="m-auto size-8 h-full text-muted-foreground" aria-hidden />
        )}
      </Link>
      {/* A plain form post without JavaScript, landing on the cart again; with it, the mutations
          (docs/decisions/0011-server-rendering.md). */}
      <Form
        method="post"
        action={endpoints.changeCartLineForm.path}
        className="flex flex-1 flex-col gap-2"
        onSubmit={(event) => event.preventDefault()}
      >
        <input type="hidden" name="lineId" value={line.id} />
        <div className="flex items-start justify-between gap-2">
          <Link to={productPath(line.product.id)} className="font-medium hover:underline">
            <LineTitle line={{ title: line.product.title, variantOptions: line.variantOptions }} />
          </Link>
          <Button
            type="submit"
            name="quantity"
            value={0}
            variant="ghost"
            size="icon"
            aria-label={`Remove ${line.product.title}`}
            // Enabled while a change is under way, so the keyboard's focus stays (as the stepper's).
            aria-disabled={busy || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (!busy) remove.mutate(line.id, { onSuccess: forgetProblem });
            }}
          >
            <Trash2Icon />
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">{formatRand(line.unitPriceCents)} each</p>
        {stockLabel && (
          <p className="text-sm font-medium text-destructive" data-testid="line-stock">
            {stockLabel}
          </p>
        )}
        <div className="mt-auto flex items-center justify-between">
          <QuantityStepper
            label={`Quantity of ${line.product.title}`}
            value={line.quantity}
            min={0}
            max={line.product.inventoryQuantity}
            disabled={!available}
            busy={busy}
            onChange={(quantity) => update.mutate({ id: line.id, quantity }, { onSuccess: forgetProblem })}
            name="quantity"
          />
          <p className="font-semibold" data-testid="line-total">
            {formatRand(line.lineTotalCents)}
          </p>
        </div>
      </Form>
    </li>
  );
}

function OrderSummary({ cart }: { cart: Cart }) {
  // What is left for free delivery, at the shop's threshold: the server's word, as the totals are.
  const toFreeShipping = cart.toFreeShippingCents;
  // The first line short of stock blocks checkout until the shopper fixes it.
  const problem = cart.stockProblem;
  return (
    <section aria-labelledby="order-summary" className="h-fit space-y-4 rounded-lg border p-6">
      <h2 id="order-summary" className="text-xl font-semibold">
        Order Summary
      </h2>
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd data-testid="subtotal">{formatRand(cart.subtotalCents)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>Shipping</dt>
          <dd data-testid="shipping">{cart.shippingCents === 0 ? 'Free' : formatRand(cart.shippingCents)}</dd>
        </div>
        <div className="flex justify-between border-t pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd data-testid="total">{formatRand(cart.totalCents)}</dd>
        </div>
      </dl>
      {toFreeShipping > 0 && cart.subtotalCents > 0 && (
        <p className="rounded-md bg-accent p-3 text-sm text-accent-foreground">
          Add {formatRand(toFreeShipping)} more for free shipping!
        </p>
      )}
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      {problem ? (
        <Button className="w-full" size="lg" disabled>
          Proceed to Checkout
        </Button>
      ) : (
        <Button asChild className="w-full" size="lg">
          <Link to={PATHS.checkout}>Proceed to Checkout</Link>
        </Button>
      )}
      <Button asChild variant="outline" className="w-full">
        <Link to="/">Continue Shopping</Link>
      </Button>
    </section>
  );
}

/** Why Add to Cart without JavaScript added nothing: the code the server redirected with. */
const ADD_PROBLEMS: ErrorWording = {
  out_of_stock: 'That product is out of stock.',
  insufficient_stock: 'There is not enough stock of that product for the quantity asked.',
  product_unavailable: 'That product is no longer available.',
  not_found: 'That product is no longer available.',
};

/** Why a line's quantity, set without JavaScript, did not change. */
const LINE_PROBLEMS: ErrorWording = {
  insufficient_stock: 'There is not enough stock of that product for the quantity asked.',
  product_unavailable: 'That product is no longer available.',
  not_found: 'That item is no longer in your cart.',
};

/** What a form posted without JavaScript could not do, from the code the server redirected with. */
function FormProblem() {
  const [params] = useSearchParams();
  const added = params.get(CART_PROBLEMS.added);
  const changed = params.get(CART_PROBLEMS.changed);
  const message = added
    ? errorMessage(added, ADD_PROBLEMS, 'That product could not be added to your cart. Please try again.')
    : changed && errorMessage(changed, LINE_PROBLEMS, 'Your cart could not be changed. Please try again.');
  if (!message) return null;
  return (
    <p role="alert" className="mt-4 rounded-md border border-sale/40 bg-sale/5 px-4 py-3 text-sale">
      {message}
    </p>
  );
}

export const head = privatePageHead('Shopping Cart');

export function Component() {
  const { data: cart, isPending, isError, refetch } = useCart();
  const clear = useClearCart();
  const forgetProblem = useForgetFormProblem();

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Shopping Cart</h1>
      <FormProblem />
      {isPending ? (
        <p className="mt-8">Loading...</p>
      ) : isError ? (
        <div className="mt-8 space-y-3">
          <p>Your cart could not be loaded.</p>
          <Button variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : cart.items.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <div>
            <ul className="divide-y">
              {cart.items.map((line) => (
                <CartLineRow key={line.id} line={line} />
              ))}
            </ul>
            {/* Without JavaScript each line is removed on its own. */}
            <Button
              variant="outline"
              className="js-only mt-4"
              disabled={clear.isPending}
              onClick={() => clear.mutate(undefined, { onSuccess: forgetProblem })}
            >
              Clear Cart
            </Button>
          </div>
          <OrderSummary cart={cart} />
        </div>
      )}
    </div>
  );
}
