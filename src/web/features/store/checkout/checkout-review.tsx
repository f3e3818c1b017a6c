import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DELIVERY_OPTIONS, type PaymentMethod } from '@shared/constants';
import { formatRand } from '@shared/money';
import { PATHS } from '@shared/routes';
import type { Quote } from '@shared/schemas/checkout';
import { Address } from '@web/components/address';
import { LineTitle } from '@web/components/line-title';
import { OrderTotals } from '@web/components/order-totals';
import { Button } from '@web/components/ui/button';

const PAYMENT_WORDS: Record<PaymentMethod, string> = {
  payfast: 'Pay online with PayFast (card, Instant EFT and more), on PayFast’s secure page',
  eft: 'EFT (bank transfer): the bank details and reference follow once the order is placed',
};

/** The parts of the checkout the shopper can go back and change. */
export type CheckoutSection = 'contact' | 'address' | 'delivery' | 'payment';

/** What the review shows of the details the shopper typed. */
export interface ReviewedDetails {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  shippingAddress: { street: string; suburb: string; city: string; province: string; postalCode: string };
  deliveryMethod: keyof typeof DELIVERY_OPTIONS;
  paymentMethod: PaymentMethod;
}

/** The cart's lines as the server priced them. */
export function QuoteLines({ lines }: { lines: Quote['lines'] }) {
  return (
    <ul className="space-y-2 text-sm">
      {lines.map((line) => (
        <li key={line.productId ?? line.sku} className="flex justify-between gap-4">
          <span>
            <LineTitle line={line} /> × {line.quantity}
          </span>
          <span className="whitespace-nowrap">{formatRand(line.lineTotalCents)}</span>
        </li>
      ))}
    </ul>
  );
}

function Part({ title, onEdit, children }: { title: string; onEdit?: () => void; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-2 rounded-lg border bg-background p-5 text-sm">
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-base font-semibold">{title}</h2>
        {onEdit && (
          <Button
            type="button"
            variant="link"
            size="sm"
            onClick={onEdit}
            aria-label={`Change ${title.toLowerCase()}`}
          >
            Change
          </Button>
        )}
      </div>
      {children}
    </section>
  );
}

/**
 * The checkout's last step: the whole order as it will be placed, every part with a way back to
 * change it, before the shopper commits to pay (ECT Act section 43(2); docs/decisions/0019-shop-settings.md).
 */
export function CheckoutReview({
  details,
  quote,
  placing,
  blocked,
  onEdit,
  onPlace,
}: {
  details: ReviewedDetails;
  quote: Quote;
  placing: boolean;
  /** Why the order cannot be placed as it is (a coupon refused, a line short of stock), if it cannot. */
  blocked: string | null;
  onEdit: (section: CheckoutSection) => void;
  onPlace: () => void;
}) {
  const delivery = DELIVERY_OPTIONS[details.deliveryMethod];
  const fee = quote.deliveryOptions.find((option) => option.method === details.deliveryMethod)?.feeCents;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <p className="text-muted-foreground">
        Check your order before you place it. Change anything that is not right; nothing is ordered until you
        choose Place Order.
      </p>
      <Part title="Items">
        <QuoteLines lines={quote.lines} />
        <p>
          <Link to={PATHS.cart} className="underline">
            Change the items in your cart
          </Link>
        </p>
        <OrderTotals
          {...quote.totals}
          deliveryMethod={quote.deliveryMethod}
          couponCode={quote.coupon?.code}
        />
      </Part>
      <Part title="Contact" onEdit={() => onEdit('contact')}>
        <p>{details.customerName}</p>
        <p>{details.customerEmail}</p>
        <p>{details.customerPhone}</p>
      </Part>
      <Part title="Delivery address" onEdit={() => onEdit('address')}>
        <Address address={details.shippingAddress} />
      </Part>
      <Part title="Delivery" onEdit={() => onEdit('delivery')}>
        <p>
          {delivery.name} ({delivery.days}): {fee === undefined || fee === 0 ? 'Free' : formatRand(fee)}
        </p>
      </Part>
      <Part title="Payment" onEdit={() => onEdit('payment')}>
        <p>{PAYMENT_WORDS[details.paymentMethod]}</p>
      </Part>
      <p className="text-sm text-muted-foreground">
        By placing your order you accept our{' '}
        <Link to={PATHS.terms} className="underline">
          terms
        </Link>
        . You may return it as our{' '}
        <Link to={PATHS.returns} className="underline">
          returns policy
        </Link>{' '}
        says, and cancel it within the cooling-off period after delivery.
      </p>
      {blocked && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {blocked}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" size="lg" onClick={() => onEdit('contact')}>
          Back to your details
        </Button>
        <Button type="button" size="lg" disabled={placing || blocked !== null} onClick={onPlace}>
          {placing ? 'Placing order...' : 'Place Order'}
        </Button>
      </div>
    </div>
  );
}
