import { useQuery } from '@tanstack/react-query';
import { EyeIcon } from 'lucide-react';
import { useState } from 'react';
import { ERASED_CUSTOMER, ERASED_DETAIL, isCustomerErased } from '@shared/privacy';
import { type OrderStatus, PAYMENT_STATUSES, PAYMENT_STATUS_LABELS } from '@shared/constants';
import { type Order, adminOrdersQuerySchema } from '@shared/schemas/orders';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { formatAdminDate, useAdminMoney } from '@web/admin-kit/admin-api';
import { AdminPageHeader, DeleteButton } from '@web/admin-kit/admin-page';
import { ExportCsvLink } from '@web/admin-kit/csv-files';
import { ListTabs } from '@web/admin-kit/list-tabs';
import {
  AdminList,
  type Column,
  ListFilter,
  ListSearch,
  ListToolbar,
  TitledCell,
  useListQuery,
} from '@web/admin-kit/admin-list';
import { OrderStatusBadge, PaymentStatusBadge } from '@web/components/order-badges';
import { adminOrdersQuery, useDeleteOrder } from './api';
import { OrderDetailsDialog } from './order-details-dialog';

/** docs/specification.md §2: five tabs; cancelled orders appear only under All. */
const TABS: Array<{ value: 'all' | Exclude<OrderStatus, 'cancelled'>; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'processing', label: 'Processing' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'delivered', label: 'Delivered' },
];

const PAYMENT_OPTIONS = PAYMENT_STATUSES.map((value) => ({ value, label: PAYMENT_STATUS_LABELS[value] }));

/** A day of the range, as the browser's date field takes it. */
function DayField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <label className="grid gap-1 text-xs font-medium text-muted-foreground">
      {label}
      <Input
        type="date"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
        className="text-foreground sm:w-40"
      />
    </label>
  );
}

/**
 * /admin/orders: 'Orders Management' (docs/specification.md §2), paged, searched and filtered on the server.
 */
export function Component() {
  const { query, update, search, goTo, filtered } = useListQuery(adminOrdersQuerySchema);
  const orders = useQuery(adminOrdersQuery(query));
  const remove = useDeleteOrder();
  // The order as listed when opened: a change may move it off this page (another tab), and its
  // dialog stays open.
  const [viewing, setViewing] = useState<Order>();

  const money = useAdminMoney();
  const list = orders.data;
  const tab = query.status ?? 'all';

  const columns: Column<Order>[] = [
    { label: 'Order #', className: 'font-mono text-xs', cell: (order) => order.orderNumber },
    {
      label: 'Customer',
      cell: (order) =>
        isCustomerErased(order) ? (
          <TitledCell title={ERASED_CUSTOMER} detail={ERASED_DETAIL} />
        ) : (
          <TitledCell title={order.customerName} detail={order.customerEmail} />
        ),
    },
    { label: 'Amount', cell: (order) => money(order.totalCents) },
    { label: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
    { label: 'Payment', cell: (order) => <PaymentStatusBadge status={order.paymentStatus} /> },
    { label: 'Date', className: 'whitespace-nowrap', cell: (order) => formatAdminDate(order.createdAt) },
    {
      label: 'Actions',
      cell: (order) => (
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`View order ${order.orderNumber}`}
            onClick={() => setViewing(order)}
          >
            <EyeIcon />
          </Button>
          <DeleteButton
            label={`Delete order ${order.orderNumber}`}
            confirmation="Are you sure you want to delete this order?"
            onConfirm={() => remove.mutate(order.id)}
          />
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-6">
      <AdminPageHeader title="Orders Management">
        <ExportCsvLink endpoint="exportOrders" query={query} />
      </AdminPageHeader>
      <ListToolbar>
        <ListSearch label="Search by order number, name or email" value={query.q} onSearch={search} />
        <ListFilter
          label="Payment"
          any="Any payment"
          value={query.paymentStatus}
          options={PAYMENT_OPTIONS}
          onChange={(paymentStatus) => update({ paymentStatus })}
        />
        <DayField label="From" value={query.from} onChange={(from) => update({ from })} />
        <DayField label="To" value={query.to} onChange={(to) => update({ to })} />
      </ListToolbar>
      <AdminList
        rows={list?.orders}
        columns={columns}
        status={orders}
        noun="orders"
        one="order"
        filtered={filtered}
        page={list}
        onPage={goTo}
        // The orders sit under their status tabs.
        frame={(table) => (
          <ListTabs
            tabs={TABS}
            value={tab}
            counts={list?.counts}
            onChange={(value) => update({ status: value === 'all' ? undefined : value })}
          >
            {table}
          </ListTabs>
        )}
      />
      <OrderDetailsDialog order={viewing} onClose={() => setViewing(undefined)} />
    </div>
  );
}
