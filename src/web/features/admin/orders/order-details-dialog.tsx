import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import {
  DELIVERY_OPTIONS,
  ORDER_STATUSES,
  PAYMENT_STATUS_LABELS,
  SETTABLE_PAYMENT_STATUSES,
} from '@shared/constants';
import type { AdminOrderDetail } from '@shared/schemas/checkout';
import {
  type Order,
  type OrderUpdate,
  type ParsedOrderUpdate,
  orderUpdateSchema,
} from '@shared/schemas/orders';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { ERASED_CUSTOMER, ERASED_DETAIL, isCustomerErased } from '@shared/privacy';
import { Address } from '@web/components/address';
import { endpointUrl } from '@shared/api/endpoints';
import { OrderDocuments } from '@web/components/order-documents';
import { OrderTotals } from '@web/components/order-totals';
import { Form } from '@web/components/form/form';
import { TextField } from '@web/components/form/form-field';
import { SelectField } from '@web/components/form/select-field';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage, hasErrorCode } from '@web/lib/error-message';
import { capitalise } from '@web/lib/utils';
import { formatAdminMoment, useAdminMoney } from '@web/admin-kit/admin-api';
import { AuditTimeline } from '@web/admin-kit/audit-timeline';
import { adminOrderQuery, useUpdateOrder } from './api';
import { ORDER_AUDIT_FIELDS, isSettablePaymentStatus, orderChange, orderToForm } from './order-form';
import { OrderRefunds } from './order-refunds';
import { PaymentStatusBadge } from '@web/components/order-badges';
import { LineTitle } from '@web/components/line-title';

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
  if (!detail.data) return <Spinner className="py-4!" />;
  const o = detail.data;
  return (
    <section aria-labelledby="order-lines-heading" className="space-y-4">
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <ReadOnly label="Payment Method">{o.paymentMethod === 'payfast' ? 'PayFast' : 'EFT'}</ReadOnly>
        <ReadOnly label="Delivery">{DELIVERY_OPTIONS[o.deliveryMethod].name}</ReadOnly>
        {o.holdUntil && <ReadOnly label="Holds stock until">{formatAdminMoment(o.holdUntil)}</ReadOnly>}
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
              <LineTitle line={line} /> <span className="text-muted-foreground">({line.sku})</span> ×{' '}
              {line.quantity}
            </span>
            <span className="whitespace-nowrap">{money(line.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      <OrderTotals {...o} format={money} totalLabel="Total Amount" />
      {o.documents.length > 0 && (
        <>
          <h3 className="text-sm font-medium text-muted-foreground">Invoices</h3>
          <OrderDocuments
            documents={o.documents}
            format={money}
            hrefOf={(document) =>
              endpointUrl('getAdminOrderDocument', { params: { id: o.id, documentId: document.id } })
            }
          />
        </>
      )}
    </section>
  );
}

const STATUS_OPTIONS = ORDER_STATUSES.map((value) => ({ value, label: capitalise(value) }));
const PAYMENT_OPTIONS = SETTABLE_PAYMENT_STATUSES.map((value) => ({
  value,
  label: PAYMENT_STATUS_LABELS[value],
}));

/**
 * The order's details: statuses saved at once, tracking number and notes when the field loses focus
 * (docs/specification.md §4), each as the shared schema reads it.
 */
function OrderDetails({ order }: { order: AdminOrderDetail }) {
  const update = useUpdateOrder();
  const form = useForm<OrderUpdate, unknown, ParsedOrderUpdate>({
    resolver: zodResolver(orderUpdateSchema),
    // The server's copy, again whenever it changes (Refund and cancel cancels the order), keeping what
    // is being typed: a refetch meanwhile (the order changed) never wipes a field before it is left.
    values: orderToForm(order),
    resetOptions: { keepDirtyValues: true },
  });
  const saveChange = (change: OrderUpdate | undefined) =>
    change &&
    update.mutate(
      { id: order.id, update: change },
      {
        onError: (error) => {
          // A paid order is cancelled by refunding it (Refund and cancel, below): the status stays
          // as it is, and the server's words under it say so.
          if (hasErrorCode(error, 'refund_required')) {
            form.resetField('status');
            form.setError('status', { type: 'server', message: errorMessage(error) });
          }
        },
      },
    );
  const save = (field: keyof OrderUpdate) =>
    void form.handleSubmit((fields) => saveChange(orderChange(field, fields, order)))();

  return (
    <div className="grid gap-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        {/* A customer who deleted their account is erased from their orders (docs/decisions/0021-privacy.md). */}
        <ReadOnly label="Customer Name">
          {isCustomerErased(order) ? ERASED_CUSTOMER : order.customerName}
        </ReadOnly>
        <ReadOnly label="Email">{isCustomerErased(order) ? ERASED_DETAIL : order.customerEmail}</ReadOnly>
        {order.customerPhone && <ReadOnly label="Phone">{order.customerPhone}</ReadOnly>}
        <ReadOnly label="Shipping Address">
          {isCustomerErased(order) ? ERASED_DETAIL : <Address address={order.shippingAddress} />}
        </ReadOnly>
      </dl>
      {/* Enter in the tracking number saves it, as leaving it does. */}
      <Form
        form={form}
        onSubmit={(fields) => saveChange(orderChange('trackingNumber', fields, order))}
        className="grid gap-4 sm:grid-cols-2"
      >
        <SelectField
          name="status"
          label="Order Status"
          options={STATUS_OPTIONS}
          onPick={() => save('status')}
        />
        {isSettablePaymentStatus(order.paymentStatus) ? (
          <SelectField
            name="paymentStatus"
            label="Payment Status"
            options={PAYMENT_OPTIONS}
            onPick={() => save('paymentStatus')}
          />
        ) : (
          // A list of its own: a dt and dd belong in a dl, not straight in the form.
          <dl>
            <ReadOnly label="Payment Status">
              <PaymentStatusBadge status={order.paymentStatus} />
            </ReadOnly>
          </dl>
        )}
        <div className="sm:col-span-2">
          <TextField name="trackingNumber" label="Tracking Number" onLeave={() => save('trackingNumber')} />
        </div>
        <div className="sm:col-span-2">
          <TextField name="notes" label="Notes" rows={3} onLeave={() => save('notes')} />
        </div>
      </Form>
      <OrderLines orderId={order.id} />
      <OrderRefunds order={order} />
      <AuditTimeline entity="order" id={order.id} title="Timeline" fields={ORDER_AUDIT_FIELDS} />
    </div>
  );
}

/**
 * The order as the server has it now, so a saved change shows at once, and the tracking number and
 * notes start from the server's values (the list's copy may be older).
 */
function CurrentOrderDetails({ listed }: { listed: Order }) {
  const detail = useQuery(adminOrderQuery(listed.id));
  if (!detail.data) return <Spinner className="py-8!" />;
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
