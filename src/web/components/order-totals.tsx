import { DELIVERY_OPTIONS, type DeliveryMethod } from '@shared/constants';
import { formatRand } from '@shared/money';
import { useVatIncluded } from '@web/api/config';

export interface Breakdown {
  /** Money as this area shows it: R for shoppers, the admin's symbol in the admin. */
  format?: (cents: number) => string;
  /** 'Total' for shoppers; the admin's order details say 'Total Amount' (docs/specification.md §4). */
  totalLabel?: string;
  itemsCents: number;
  savingsCents: number;
  discountCents: number;
  couponCode?: string | null;
  shippingCents: number;
  deliveryMethod: DeliveryMethod;
  totalCents: number;
}

/**
 * The money of an order or of the checkout's review (docs/decisions/0009): each line is a term of
 * the total: items at full price − savings − coupon + delivery = total. Prices include VAT when the
 * shop is registered for it, and say so only then.
 */
export function OrderTotals({
  format = formatRand,
  totalLabel = 'Total',
  itemsCents,
  savingsCents,
  discountCents,
  couponCode,
  shippingCents,
  deliveryMethod,
  totalCents,
}: Breakdown) {
  const vatIncluded = useVatIncluded();
  const row = (label: string, value: string, className?: string) => (
    <div className={`flex justify-between gap-4 ${className ?? ''}`} data-summary-line>
      <dt>{label}</dt>
      <dd className="whitespace-nowrap">{value}</dd>
    </div>
  );
  return (
    <dl className="space-y-2 text-sm" aria-label="Order total">
      {row('Items', format(itemsCents))}
      {savingsCents > 0 && row('Savings', `−${format(savingsCents)}`, 'text-sale')}
      {discountCents > 0 &&
        row(couponCode ? `Coupon (${couponCode})` : 'Coupon', `−${format(discountCents)}`, 'text-sale')}
      {row(DELIVERY_OPTIONS[deliveryMethod].name, shippingCents === 0 ? 'Free' : format(shippingCents))}
      <div
        className="flex items-baseline justify-between border-t pt-2 text-base font-bold"
        data-summary-total
      >
        <dt>{totalLabel}</dt>
        <dd>
          {format(totalCents)}
          {vatIncluded && <span className="text-xs font-normal text-muted-foreground"> incl. VAT</span>}
        </dd>
      </div>
    </dl>
  );
}
