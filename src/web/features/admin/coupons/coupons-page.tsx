import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatAmount } from '@shared/money';
import type { Coupon } from '@shared/schemas/coupons';
import { useAdminMoney } from '@web/admin-kit/admin-api';
import { AdminList, type Column, TitledCell, useScheduledList } from '@web/admin-kit/admin-list';
import { AdminPageHeader, DeleteButton, EditButton, ScheduleBadge } from '@web/admin-kit/admin-page';
import { Button } from '@web/components/ui/button';
import { couponsApi } from './api';
import { CouponDialog } from './coupon-dialog';

const formatCalendarDate = (date: string) => date.replaceAll('-', '/');

/** /admin/coupons: 'Discount Coupons' (docs/specification.md §2). */
export function Component() {
  const { query, toolbar, filtered, onPage } = useScheduledList('Search by code or description');
  const coupons = useQuery(couponsApi.query(query));
  const setActive = couponsApi.useSetActive();
  const remove = couponsApi.useDelete();
  const money = useAdminMoney();
  const [dialog, setDialog] = useState<{ open: boolean; coupon?: Coupon }>({ open: false });

  const columns: Column<Coupon>[] = [
    {
      label: 'Code',
      cell: (coupon) => (
        <TitledCell title={coupon.code} detail={coupon.description} className="font-mono font-semibold" />
      ),
    },
    {
      label: 'Discount',
      cell: (coupon) =>
        coupon.discountType === 'percentage'
          ? `${formatAmount(coupon.discountValue).replace(/\.00$/, '')}%`
          : money(coupon.discountValue),
    },
    { label: 'Usage', cell: (coupon) => `${coupon.timesUsed} / ${coupon.usageLimit ?? '∞'}` },
    {
      label: 'Valid Period',
      className: 'whitespace-nowrap',
      cell: (coupon) =>
        `${formatCalendarDate(coupon.validFrom)} - ${coupon.validUntil ? formatCalendarDate(coupon.validUntil) : 'No end'}`,
    },
    { label: 'Status', cell: (coupon) => <ScheduleBadge status={coupon.status} /> },
    {
      label: 'Actions',
      cell: (coupon) => (
        <div className="flex items-center gap-1">
          <EditButton label={`Edit ${coupon.code}`} onClick={() => setDialog({ open: true, coupon })} />
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
      ),
    },
  ];

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Discount Coupons"
        action={{ label: 'Add Coupon', onClick: () => setDialog({ open: true }) }}
      />
      {toolbar}
      <AdminList
        rows={coupons.data?.coupons}
        columns={columns}
        status={coupons}
        noun="coupons"
        one="coupon"
        filtered={filtered}
        page={coupons.data}
        onPage={onPage}
      />
      <CouponDialog
        open={dialog.open}
        coupon={dialog.coupon}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </div>
  );
}
