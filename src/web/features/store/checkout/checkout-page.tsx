import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { DELIVERY_OPTIONS, PROVINCES } from '@shared/constants';
import { formatRand } from '@shared/money';
import { PATHS } from '@shared/routes';
import { placeOrderBodySchema } from '@shared/schemas/checkout';
import { Button } from '@web/components/ui/button';
import { Form } from '@web/components/form/form';
import { TextField, useEarlyInput, useFieldId } from '@web/components/form/form-field';
import { MarketingConsentField } from '@web/components/form/marketing-consent-field';
import { SelectField } from '@web/components/form/select-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { usePublicConfig } from '@web/api/config';
import { useSession } from '@web/api/session';
import { OrderTotals } from '@web/components/order-totals';
import { type PageLoaderArgs, pageRequest, privatePageHead } from '@web/lib/page-route';
import { offeredPaymentMethods } from '@web/lib/payment-methods';
import { usePlaceOrder } from './api/place-order';
import { type CheckoutSection, CheckoutReview, QuoteLines } from './checkout-review';
import { quoteQuery, useQuote } from './api/quote';

const PROVINCE_OPTIONS = PROVINCES.map((province) => ({ value: province, label: province }));

/** What the shopper types, as Place Order's own schema checks it; the server checks it all again. */
const detailsSchema = placeOrderBodySchema.pick({
  customerName: true,
  customerEmail: true,
  customerPhone: true,
  shippingAddress: true,
  deliveryMethod: true,
  paymentMethod: true,
  marketingConsent: true,
});
type Details = z.input<typeof detailsSchema>;
type ParsedDetails = z.output<typeof detailsSchema>;

/** The field each part of the review goes back to. */
const SECTION_FIELDS = {
  contact: 'customerName',
  address: 'shippingAddress.street',
  delivery: 'deliveryMethod',
  payment: 'paymentMethod',
} as const satisfies Record<CheckoutSection, string>;

/** A coupon is tried on the review (Apply) before the order is placed with it. */
function CouponField({
  onApply,
  applied,
}: {
  onApply: (code: string | undefined) => void;
  applied: string | undefined;
}) {
  const [code, setCode] = useState(applied ?? '');
  return (
    <div className="space-y-2">
      <Label htmlFor="coupon-code">Coupon code (optional)</Label>
      <div className="flex gap-2">
        <Input
          id="coupon-code"
          value={code}
          placeholder="SAVE20"
          className="uppercase"
          onChange={(event) => setCode(event.target.value.toUpperCase())}
        />
        <Button type="button" variant="outline" onClick={() => onApply(code.trim() || undefined)}>
          Apply
        </Button>
      </div>
    </div>
  );
}

/** A radio button's value once the visitor has picked it (useEarlyInput). */
const pickedAs = (value: string) => (element: HTMLElement) =>
  element instanceof HTMLInputElement && element.checked ? value : undefined;

/** One choice of a radio group of the form, with its description and price on the right. */
function Choice({
  name,
  value,
  title,
  detail,
  price,
}: {
  name: 'deliveryMethod' | 'paymentMethod';
  value: string;
  title: string;
  detail: string;
  price?: string;
}) {
  const { field } = useController<Details, typeof name>({ name });
  const id = useFieldId(`${name}-${value}`);
  useEarlyInput<string | undefined>(id, pickedAs(value), field.value, field.onChange);
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-md border p-4 has-[:checked]:border-primary has-[:checked]:bg-primary/5">
      <input
        id={id}
        type="radio"
        name={field.name}
        value={value}
        checked={field.value === value}
        onChange={() => field.onChange(value)}
        onBlur={field.onBlur}
        disabled={field.disabled}
        className="mt-1 accent-primary"
      />
      <span className="flex-1">
        <span className="block font-medium">{title}</span>
        <span className="block text-sm text-muted-foreground">{detail}</span>
      </span>
      {price && <span className="font-medium whitespace-nowrap">{price}</span>}
    </label>
  );
}

/** The review as the form starts, which the loader fills: no coupon, standard delivery. */
const FIRST_REVIEW = { couponCode: undefined, deliveryMethod: 'standard' } as const;

export async function loader(args: PageLoaderArgs) {
  const { queryClient } = pageRequest(args);
  await queryClient.prefetchQuery(quoteQuery(FIRST_REVIEW.couponCode, FIRST_REVIEW.deliveryMethod));
  return null;
}

export const head = privatePageHead('Checkout');

/**
 * /checkout (docs/design.md §5; docs/decisions/0008 and 0009): contact, a South African address, delivery,
 * payment, an optional coupon, the server's review, Place Order.
 */
export function Component() {
  const { user, isPending: sessionPending } = useSession();
  const config = usePublicConfig();
  const [couponCode, setCouponCode] = useState<string | undefined>(FIRST_REVIEW.couponCode);
  const place = usePlaceOrder();
  // One key for this checkout: a double submit, or a retry after a lost answer, places one order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const offered = offeredPaymentMethods(config);
  // The details checked and shown for review (the checkout's last step), or null while they are typed.
  const [reviewing, setReviewing] = useState<ParsedDetails | null>(null);
  const editing = useRef<CheckoutSection | null>(null);
  const form = useForm<Details, unknown, ParsedDetails>({
    resolver: zodResolver(detailsSchema),
    values: {
      customerName: user?.fullName ?? '',
      customerEmail: user?.email ?? '',
      customerPhone: '',
      shippingAddress: { street: '', suburb: '', city: '', province: undefined as never, postalCode: '' },
      deliveryMethod: FIRST_REVIEW.deliveryMethod,
      marketingConsent: false,
      paymentMethod: offered[0] ?? 'eft',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const deliveryMethod =
    useWatch({ control: form.control, name: 'deliveryMethod' }) ?? FIRST_REVIEW.deliveryMethod;
  // A choice the shop stopped offering meanwhile (Place Order refused it, and the config was read
  // again) gives way to one it offers.
  const paymentMethod = useWatch({ control: form.control, name: 'paymentMethod' });
  const firstOffered = offered[0];
  const choiceOffered = paymentMethod === undefined || offered.includes(paymentMethod);
  useEffect(() => {
    if (!choiceOffered && firstOffered) form.setValue('paymentMethod', firstOffered);
  }, [choiceOffered, firstOffered, form]);
  const quote = useQuote(couponCode, deliveryMethod);
  // Back from the review to a part of the form: its first field takes the focus once it is there.
  useEffect(() => {
    const section = editing.current;
    if (reviewing || !section) return;
    editing.current = null;
    form.setFocus(SECTION_FIELDS[section]);
  }, [reviewing, form]);

  if (quote.isPending || sessionPending) return <Spinner />;
  const review = quote.data;
  if (!review || review.lines.length === 0) {
    return (
      <div className="mx-auto max-w-lg px-4 py-16 text-center">
        <h1 className="mb-2 text-2xl font-bold">Your cart is empty</h1>
        <p className="mb-6 text-muted-foreground">Add something to your cart to check out.</p>
        <Button asChild>
          <Link to="/">Continue Shopping</Link>
        </Button>
      </div>
    );
  }

  const blocked = review.couponError ?? review.stockProblem;
  if (reviewing) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="mb-8 text-center text-3xl font-bold tracking-tight">Review your order</h1>
        <CheckoutReview
          details={reviewing}
          quote={review}
          placing={place.isPending}
          blocked={blocked}
          onEdit={(section) => {
            editing.current = section;
            setReviewing(null);
          }}
          onPlace={() => place.mutate({ ...reviewing, couponCode, idempotencyKey })}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="mb-8 text-3xl font-bold tracking-tight">Checkout</h1>
      <Form
        form={form}
        onSubmit={(details) => {
          setReviewing(details);
          window.scrollTo({ top: 0 });
        }}
        className="grid gap-8 lg:grid-cols-[1fr_380px]"
      >
        <div className="space-y-8">
          <fieldset className="space-y-4 rounded-lg border bg-background p-6">
            <legend className="px-1 text-lg font-semibold">Contact</legend>
            <TextField name="customerName" label="Full Name" autoComplete="name" required />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name="customerEmail" label="Email" type="email" autoComplete="email" required />
              <TextField
                name="customerPhone"
                label="Phone"
                type="tel"
                autoComplete="tel"
                placeholder="082 555 0134"
                required
              />
            </div>
            <MarketingConsentField />
          </fieldset>

          <fieldset className="space-y-4 rounded-lg border bg-background p-6">
            <legend className="px-1 text-lg font-semibold">Delivery address</legend>
            <TextField
              name="shippingAddress.street"
              label="Street Address"
              autoComplete="address-line1"
              required
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                name="shippingAddress.suburb"
                label="Suburb"
                autoComplete="address-level3"
                required
              />
              <TextField name="shippingAddress.city" label="City" autoComplete="address-level2" required />
              <SelectField
                name="shippingAddress.province"
                label="Province"
                placeholder="Choose a province"
                options={PROVINCE_OPTIONS}
              />
              <TextField
                name="shippingAddress.postalCode"
                label="Postal Code"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={4}
                required
              />
            </div>
          </fieldset>

          <fieldset className="space-y-3 rounded-lg border bg-background p-6">
            <legend className="px-1 text-lg font-semibold">Delivery</legend>
            {review.deliveryOptions.map(({ method, feeCents }) => (
              <Choice
                key={method}
                name="deliveryMethod"
                value={method}
                title={DELIVERY_OPTIONS[method].name}
                detail={DELIVERY_OPTIONS[method].days}
                price={feeCents === 0 ? 'Free' : formatRand(feeCents)}
              />
            ))}
          </fieldset>

          <fieldset className="space-y-3 rounded-lg border bg-background p-6">
            <legend className="px-1 text-lg font-semibold">Payment</legend>
            {offered.includes('payfast') && (
              <Choice
                name="paymentMethod"
                value="payfast"
                title="Pay online with PayFast"
                detail="Card, Instant EFT and the other ways PayFast offers. You pay on PayFast's secure page."
              />
            )}
            {offered.includes('eft') && (
              <Choice
                name="paymentMethod"
                value="eft"
                title="EFT (bank transfer)"
                detail="Pay into our bank account with your order number as the reference. We show the bank details once you place the order and hold your items for a few days."
              />
            )}
            {offered.length === 0 && (
              <p id="no-payment-methods" className="text-sm font-medium text-destructive">
                This shop cannot take payments yet, so orders cannot be placed. Please come back soon.
              </p>
            )}
          </fieldset>
        </div>

        <aside
          className="h-fit space-y-6 rounded-lg border bg-background p-6"
          aria-labelledby="review-heading"
        >
          <h2 id="review-heading" className="text-lg font-semibold">
            Order Review
          </h2>
          <QuoteLines lines={review.lines} />
          <CouponField key={couponCode ?? ''} applied={couponCode} onApply={setCouponCode} />
          {(review.couponError ?? review.coupon) && (
            <div className="flex items-center justify-between gap-2 text-sm font-medium">
              {review.couponError ? (
                <p role="alert" className="text-destructive">
                  {review.couponError}
                </p>
              ) : (
                <p role="status" className="text-primary">
                  Coupon {review.coupon?.code} applied.
                </p>
              )}
              <Button type="button" variant="link" size="sm" onClick={() => setCouponCode(undefined)}>
                Remove coupon
              </Button>
            </div>
          )}
          <OrderTotals
            {...review.totals}
            deliveryMethod={review.deliveryMethod}
            couponCode={review.coupon?.code}
          />
          {review.stockProblem && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {review.stockProblem}{' '}
              <Link to={PATHS.cart} className="underline">
                Go to cart
              </Link>
            </p>
          )}
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={blocked !== null || offered.length === 0}
            aria-describedby={offered.length === 0 ? 'no-payment-methods' : undefined}
          >
            Review Order
          </Button>
        </aside>
      </Form>
    </div>
  );
}
