import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { DELIVERY_OPTIONS, ORDER_STATUSES, PAYMENT_STATUSES } from '@shared/constants';
import type { Order, OrderUpdate } from '@shared/schemas/orders';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Address } from '@web/components/address';
import { OrderTotals } from '@web/components/order-totals';
import { Input, Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { capitalise } from '@web/lib/utils';
import { useAdminMoney } from '@web/admin-kit/admin-api';
import { AuditTimeline } from '@web/admin-kit/audit-timeline';
import { SelectField } from '@web/admin-kit/form-controls';
import { adminOrderQuery, useUpdateOrder } from './api';

function ReadOnly({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

/** The lines and the money of the order as it was placed: items − savings − coupon + delivery = total. */
function OrderLines({ orderId }: { orderId: string }) {
  const detail = useQuery(adminOrderQuery(orderId));
  const money = useAdminMoney();
  if (!detail.data) return <Spinner className="py-4" />;
  const o = detail.data;
  return (
    <section aria-labelledby="order-lines-heading" className="space-y-4">
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <ReadOnly label="Payment Method">{o.paymentMethod === 'payfast' ? 'PayFast' : 'EFT'}</ReadOnly>
        <ReadOnly label="Delivery">{DELIVERY_OPTIONS[o.deliveryMethod].name}</ReadOnly>
        {o.holdUntil && (
          <ReadOnly label="Holds stock until">{new Date(o.holdUntil).toLocaleString('en-ZA')}</ReadOnly>
        )}
      </dl>
      {o.stockShort && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
          Paid after its stock was released, and the stock was gone by then: restock and reopen it, or refund
          the customer.
        </p>
      )}
      <h3 id="order-lines-heading" className="mb-2 text-sm font-medium text-muted-foreground">
        Items
      </h3>
      <ul className="divide-y rounded-md border text-sm">
        {detail.data.lines.map((line) => (
          <li key={line.sku} className="flex justify-between gap-4 px-3 py-2">
            <span>
              {line.title} <span className="text-muted-foreground">({line.sku})</span> × {line.quantity}
            </span>
            <span className="whitespace-nowrap">{money(line.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      <OrderTotals {...o} format={money} totalLabel="Total Amount" />
    </section>
  );
}

/**
 * The order's details: statuses saved at once, tracking number and notes when the field loses focus
 * (docs/specification.md §4).
 */
function OrderDetails({ order }: { order: Order }) {
  const update = useUpdateOrder();
  const [trackingNumber, setTrackingNumber] = useState(order.trackingNumber ?? '');
  const [notes, setNotes] = useState(order.notes ?? '');
  const save = (change: OrderUpdate) => update.mutate({ id: order.id, update: change });

  return (
    <div className="grid gap-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        <ReadOnly label="Customer Name">{order.customerName}</ReadOnly>
        <ReadOnly label="Email">{order.customerEmail}</ReadOnly>
        {order.customerPhone && <ReadOnly label="Phone">{order.customerPhone}</ReadOnly>}
        <ReadOnly label="Shipping Address">
          <Address address={order.shippingAddress} />
        </ReadOnly>
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="order-status"
          label="Order Status"
          value={order.status}
          options={ORDER_STATUSES.map((value) => ({ value, label: capitalise(value) }))}
          onChange={(status) => save({ status })}
        />
        <SelectField
          id="payment-status"
          label="Payment Status"
          value={order.paymentStatus}
          options={PAYMENT_STATUSES.map((value) => ({ value, label: capitalise(value) }))}
          onChange={(paymentStatus) => save({ paymentStatus })}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="order-tracking">Tracking Number</Label>
        <Input
          id="order-tracking"
          value={trackingNumber}
          onChange={(event) => setTrackingNumber(event.target.value)}
          onBlur={() => {
            if (trackingNumber.trim() !== (order.trackingNumber ?? '')) save({ trackingNumber });
          }}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="order-notes">Notes</Label>
        <Textarea
          id="order-notes"
          rows={3}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          onBlur={() => {
            if (notes.trim() !== (order.notes ?? '')) save({ notes });
          }}
        />
      </div>
      <OrderLines orderId={order.id} />
      <AuditTimeline entity="order" id={order.id} title="Timeline" />
    </div>
  );
}

/**
 * The order as the server has it now, so a saved change shows at once, and the tracking number and
 * notes start from the server's values (the list's copy may be older).
 */
function CurrentOrderDetails({ listed }: { listed: Order }) {
  const detail = useQuery(adminOrderQuery(listed.id));
  if (!detail.data) return <Spinner className="py-8" />;
  return <OrderDetails order={detail.data} />;
}

export function OrderDetailsDialog({ order, onClose }: { order: Order | undefined; onClose: () => void }) {
  return (
    <Dialog open={order !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        {order && (
          <>
            <DialogHeader>
              <DialogTitle>Order Details - {order.orderNumber}</DialogTitle>
              <DialogDescription className="sr-only">
                The order's customer, address, statuses and total
              </DialogDescription>
            </DialogHeader>
            <CurrentOrderDetails key={order.id} listed={order} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
