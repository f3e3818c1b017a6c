import { useQuery } from '@tanstack/react-query';
import { EyeIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { OrderStatus } from '@shared/constants';
import type { Order } from '@shared/schemas/orders';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { formatAdminDate, toastAdminError, useAdminMoney } from '../lib/admin-api';
import { AdminPageHeader, DeleteButton } from '../lib/admin-page';
import { adminOrdersQuery, useDeleteOrder } from './api';
import { OrderStatusBadge, PaymentStatusBadge } from '@web/components/order-badges';
import { OrderDetailsDialog } from './order-details-dialog';

/** SPEC.md §2: five tabs; cancelled orders appear only under All. */
const TABS: Array<{ value: 'all' | Exclude<OrderStatus, 'cancelled'>; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'processing', label: 'Processing' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'delivered', label: 'Delivered' },
];

const inTab = (tab: (typeof TABS)[number]['value'], order: Order) => tab === 'all' || order.status === tab;

function OrdersTable({
  orders,
  onView,
  onDelete,
}: {
  orders: Order[];
  onView: (order: Order) => void;
  onDelete: (order: Order) => void;
}) {
  const money = useAdminMoney();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Order #</TableHead>
          <TableHead>Customer</TableHead>
          <TableHead>Amount</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Payment</TableHead>
          <TableHead>Date</TableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order.id}>
            <TableCell className="font-mono text-xs">{order.orderNumber}</TableCell>
            <TableCell>
              <span className="block font-medium">{order.customerName}</span>
              <span className="text-muted-foreground">{order.customerEmail}</span>
            </TableCell>
            <TableCell>{money(order.totalCents)}</TableCell>
            <TableCell>
              <OrderStatusBadge status={order.status} />
            </TableCell>
            <TableCell>
              <PaymentStatusBadge status={order.paymentStatus} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatAdminDate(order.createdAt)}</TableCell>
            <TableCell>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`View order ${order.orderNumber}`}
                  onClick={() => onView(order)}
                >
                  <EyeIcon />
                </Button>
                <DeleteButton
                  label={`Delete order ${order.orderNumber}`}
                  confirmation="Are you sure you want to delete this order?"
                  onConfirm={() => onDelete(order)}
                />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** /admin/orders: 'Orders Management' (SPEC.md §2). */
export function OrdersPage() {
  const orders = useQuery(adminOrdersQuery);
  const remove = useDeleteOrder();
  const [tab, setTab] = useState<(typeof TABS)[number]['value']>('all');
  const [viewing, setViewing] = useState<string>();
  useEffect(() => {
    if (orders.isError) toastAdminError(orders.error);
  }, [orders.isError, orders.error]);

  const all = orders.data ?? [];
  // The dialog shows the order as the list has it now, so a saved change shows at once.
  const viewed = all.find((order) => order.id === viewing);

  return (
    <div className="space-y-6">
      <AdminPageHeader title="Orders Management" />
      <Tabs value={tab} onValueChange={(value) => setTab(value as typeof tab)}>
        <TabsList className="h-auto flex-wrap">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label} ({all.filter((order) => inTab(value, order)).length})
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value }) => (
          <TabsContent key={value} value={value} className="rounded-lg border bg-background p-2 shadow-sm">
            {orders.isPending ? (
              <Spinner />
            ) : (
              <OrdersTable
                orders={all.filter((order) => inTab(value, order))}
                onView={(order) => setViewing(order.id)}
                onDelete={(order) => remove.mutate(order.id)}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
      <OrderDetailsDialog order={viewed} onClose={() => setViewing(undefined)} />
    </div>
  );
}
