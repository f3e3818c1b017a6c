import { formatRand } from '@shared/money';

/** The money lines of an order or of the checkout's review; prices include VAT. */
export function OrderTotals({
  subtotalCents,
  savingsCents,
  discountCents,
  couponCode,
  shippingCents,
  totalCents,
}: {
  subtotalCents: number;
  savingsCents?: number;
  discountCents: number;
  couponCode?: string | null;
  shippingCents: number;
  totalCents: number;
}) {
  const row = (label: string, value: string, className?: string) => (
    <div className={`flex justify-between ${className ?? ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className="space-y-2 text-sm">
      {row('Subtotal', formatRand(subtotalCents))}
      {savingsCents !== undefined &&
        savingsCents > 0 &&
        row('Savings', `−${formatRand(savingsCents)}`, 'text-sale')}
      {discountCents > 0 &&
        row(
          couponCode ? `Coupon discount (${couponCode})` : 'Coupon discount',
          `−${formatRand(discountCents)}`,
          'text-sale',
        )}
      {row('Shipping', shippingCents === 0 ? 'Free' : formatRand(shippingCents))}
      <div className="flex items-baseline justify-between border-t pt-2 text-base font-bold">
        <dt>Total</dt>
        <dd>
          {formatRand(totalCents)}{' '}
          <span className="text-xs font-normal text-muted-foreground">incl. VAT</span>
        </dd>
      </div>
    </dl>
  );
}
