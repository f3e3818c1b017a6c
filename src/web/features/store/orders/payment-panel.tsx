import { CheckCircle2Icon, ClockIcon, XCircleIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatRand } from '@shared/money';
import { shopMoment } from '@shared/shop-time';
import type { ShopperOrderDetail } from '@shared/schemas/checkout';
import { Button } from '@web/components/ui/button';
import { usePublicConfig } from '@web/api/config';
import { errorMessage } from '@web/lib/error-message';
import { offeredPaymentMethods } from '@web/lib/payment-methods';
import { usePayOrder } from './api/pay-order';

function Panel({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <section
      aria-labelledby="payment-heading"
      className="space-y-3 rounded-lg border bg-background p-6"
      role="status"
    >
      <h2 id="payment-heading" className="flex items-center gap-2 text-lg font-semibold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The shop's bank account and the reference to use (EFT). */
function EftDetails({ order }: { order: ShopperOrderDetail }) {
  const config = usePublicConfig();
  if (!config) return null;
  const { eft } = config;
  if (!eft) {
    // The owner removed the account since the order was placed: never an empty bank block
    // (docs/decisions/0019-shop-settings.md).
    return (
      <p className="text-sm">
        Our bank account details are being updated. Please contact us for them before you pay, with{' '}
        <strong>{order.orderNumber}</strong> as the payment reference
        {config.payfastEnabled ? ', or pay online with PayFast below.' : '.'}
      </p>
    );
  }
  const rows: [string, string][] = [
    ['Bank', eft.bankName],
    ['Account holder', eft.accountHolder],
    ['Account number', eft.accountNumber],
    ['Branch code', eft.branchCode],
    ['Reference', order.orderNumber],
    ['Amount', formatRand(order.totalCents)],
  ];
  return (
    <>
      <p className="text-sm">
        Pay by EFT into our bank account, with <strong>{order.orderNumber}</strong> as the payment reference.
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm" aria-label="Bank details">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/**
 * How the order is paid, and what the shopper can do about it (docs/decisions/0009-trading.md): the bank
 * details for EFT; for PayFast 'Waiting for payment confirmation' until the notification lands, then 'Payment
 * received'; 'Payment cancelled' after PayFast's cancel. An unpaid order can be paid again or by EFT.
 * A refunded one says so (docs/decisions/0020-invoices.md: each refund has its credit note).
 */
export function PaymentPanel({
  order,
  accessKey,
  returned,
}: {
  order: ShopperOrderDetail;
  accessKey: string | undefined;
  /** How PayFast sent the shopper back: its return or its cancel address. */
  returned: 'return' | 'cancelled' | null;
}) {
  const offered = offeredPaymentMethods(usePublicConfig());
  const payfastEnabled = offered.includes('payfast');
  const pay = usePayOrder(order.id, accessKey);
  const holdNote = order.holdUntil && (
    <p className="text-sm text-muted-foreground">
      We hold your items until {shopMoment(order.holdUntil)}. If payment has not arrived by then, the order is
      cancelled.
    </p>
  );
  const options = (offerEft: boolean) => (
    <div className="flex flex-wrap gap-3">
      {payfastEnabled && (
        <Button disabled={pay.isPending} onClick={() => pay.mutate('payfast')}>
          {order.paymentMethod === 'payfast' ? 'Pay again with PayFast' : 'Pay online with PayFast'}
        </Button>
      )}
      {offerEft && offered.includes('eft') && (
        <Button variant="outline" disabled={pay.isPending} onClick={() => pay.mutate('eft')}>
          Pay by EFT instead
        </Button>
      )}
      {pay.error && (
        <p role="alert" className="w-full text-sm font-medium text-destructive">
          {errorMessage(pay.error, {
            eft_unavailable: 'The shop does not take EFT payments at the moment.',
            payments_unavailable: 'The shop cannot take payments at the moment. Please try again later.',
          })}
        </p>
      )}
    </div>
  );

  // Refunded in part or in full, the order was paid: never ask for its payment again.
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'partially_refunded') {
    return (
      <Panel icon={<CheckCircle2Icon aria-hidden className="size-5 text-primary" />} title="Payment received">
        <p className="text-sm">
          Thank you: we received {formatRand(order.totalCents)}.
          {order.paymentStatus === 'partially_refunded' &&
            ' Part of it has been refunded: the credit notes are listed with your invoices.'}
          {order.stockShort &&
            ' Some items sold out before the payment arrived; we will contact you about them.'}
        </p>
      </Panel>
    );
  }
  if (order.paymentStatus === 'refunded') {
    return (
      <Panel
        icon={<CheckCircle2Icon aria-hidden className="size-5 text-muted-foreground" />}
        title={order.status === 'cancelled' ? 'Order cancelled' : 'Payment refunded'}
      >
        <p className="text-sm">
          We refunded your payment of {formatRand(order.totalCents)} in full. The credit notes are listed with
          your invoices.
        </p>
      </Panel>
    );
  }
  if (order.status === 'cancelled' && (order.cancelReason === 'admin' || order.cancelReason === null)) {
    return (
      <Panel icon={<XCircleIcon aria-hidden className="size-5 text-destructive" />} title="Order cancelled" />
    );
  }
  if (order.status === 'cancelled' && order.cancelReason === 'released') {
    return (
      <Panel icon={<XCircleIcon aria-hidden className="size-5 text-destructive" />} title="Order cancelled">
        <p className="text-sm">
          We did not receive payment in time, so the order was cancelled and its items returned to stock. You
          can still pay for it while the items are in stock.
        </p>
        {options(true)}
      </Panel>
    );
  }
  if (
    order.cancelReason === 'payment_cancelled' ||
    (returned === 'cancelled' && order.paymentMethod === 'payfast')
  ) {
    return (
      <Panel icon={<XCircleIcon aria-hidden className="size-5 text-destructive" />} title="Payment cancelled">
        <p className="text-sm">The payment was cancelled and nothing was charged.</p>
        {options(true)}
      </Panel>
    );
  }
  if (order.paymentMethod === 'payfast') {
    const failed = order.paymentStatus === 'failed';
    return (
      <Panel
        icon={
          failed ? (
            <XCircleIcon aria-hidden className="size-5 text-destructive" />
          ) : (
            <ClockIcon aria-hidden className="size-5 text-muted-foreground" />
          )
        }
        title={failed ? 'Payment failed' : 'Waiting for payment confirmation'}
      >
        <p className="text-sm">
          {failed
            ? 'PayFast could not take the payment. Nothing was charged.'
            : 'This page updates by itself as soon as PayFast confirms your payment.'}
        </p>
        {holdNote}
        {/* Just back from paying: no second payment while PayFast's confirmation is on its way. */}
        {(failed || returned !== 'return') && options(true)}
      </Panel>
    );
  }
  return (
    <Panel
      icon={<ClockIcon aria-hidden className="size-5 text-muted-foreground" />}
      title="Waiting for your EFT payment"
    >
      <EftDetails order={order} />
      {holdNote}
      {payfastEnabled && options(false)}
    </Panel>
  );
}
