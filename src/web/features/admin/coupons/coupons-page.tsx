import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatAmount } from '@shared/money';
import type { Coupon } from '@shared/schemas/coupons';
import { Button } from '@web/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { useAdminMoney } from '@web/admin-kit/admin-api';
import {
  AdminCard,
  AdminPageHeader,
  ScheduleBadge,
  DeleteButton,
  EditButton,
} from '@web/admin-kit/admin-page';
import { ListPager, useScheduledList } from '@web/admin-kit/list-controls';
import { couponsApi } from './api';
import { CouponDialog } from './coupon-dialog';

const formatCalendarDate = (date: string) => date.replaceAll('-', '/');

/** /admin/coupons: 'Discount Coupons' (docs/specification.md §2). */
export function Component() {
  const { query, toolbar, onPage } = useScheduledList('Search by code or description');
  const coupons = useQuery(couponsApi.query(query));
  const setActive = couponsApi.useSetActive();
  const remove = couponsApi.useDelete();
  const money = useAdminMoney();
  const [dialog, setDialog] = useState<{ open: boolean; coupon?: Coupon }>({ open: false });

  const discount = (c: Coupon) =>
    c.discountType === 'percentage'
      ? `${formatAmount(c.discountValue).replace(/\.00$/, '')}%`
      : money(c.discountValue);

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Discount Coupons"
        action={{ label: 'Add Coupon', onClick: () => setDialog({ open: true }) }}
      />
      {toolbar}
      <AdminCard pending={coupons.isPending}>
        <Table cards>
          <TableHeader>
            <TableRow>
              <TableHead>Code</TableHead>
              <TableHead>Discount</TableHead>
              <TableHead>Usage</TableHead>
              <TableHead>Valid Period</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {(coupons.data?.coupons ?? []).map((coupon) => (
              <TableRow key={coupon.id}>
                <TableCell label="Code">
                  <span className="block font-mono font-semibold">{coupon.code}</span>
                  {coupon.description && <span className="text-muted-foreground">{coupon.description}</span>}
                </TableCell>
                <TableCell label="Discount">{discount(coupon)}</TableCell>
                <TableCell label="Usage">
                  {coupon.timesUsed} / {coupon.usageLimit ?? '∞'}
                </TableCell>
                <TableCell label="Valid Period" className="whitespace-nowrap">
                  {formatCalendarDate(coupon.validFrom)} -{' '}
                  {coupon.validUntil ? formatCalendarDate(coupon.validUntil) : 'No end'}
                </TableCell>
                <TableCell label="Status">
                  <ScheduleBadge status={coupon.status} />
                </TableCell>
                <TableCell label="Actions">
                  <div className="flex items-center gap-1">
                    <EditButton
                      label={`Edit ${coupon.code}`}
                      onClick={() => setDialog({ open: true, coupon })}
                    />
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setActive.mutate({ id: coupon.id, isActive: !coupon.isActive })}
                    >
                      {coupon.isActive ? 'Deactivate' : 'Activate'}
                    </Button>
                    <DeleteButton
                      label={`Delete ${coupon.code}`}
                      confirmation="Are you sure you want to delete this coupon?"
                      onConfirm={() => remove.mutate(coupon.id)}
                    />
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </AdminCard>
      <ListPager noun="coupons" one="coupon" list={coupons.data} onPage={onPage} />
      <CouponDialog
        open={dialog.open}
        coupon={dialog.coupon}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </div>
  );
}
