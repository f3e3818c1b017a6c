import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CATEGORY_TITLES } from '@shared/constants';
import type { Promotion } from '@shared/schemas/promotions';
import { AdminList, type Column, TitledCell, useScheduledList } from '@web/admin-kit/admin-list';
import { AdminPageHeader, DeleteButton, EditButton, ScheduleBadge } from '@web/admin-kit/admin-page';
import { Badge } from '@web/components/ui/badge';
import { Switch } from '@web/components/ui/switch';
import { promotionsApi } from './api';
import { PromotionDialog } from './promotion-dialog';
import { shopFormat } from '@shared/shop-time';

const formatInstant = (iso: string) => shopFormat(iso, { dateStyle: 'short', timeStyle: 'short' });

/** /admin/promos: 'Sale Promotions' (docs/specification.md §2). */
export function Component() {
  const { query, toolbar, filtered, onPage } = useScheduledList('Search by name or description');
  const promotions = useQuery(promotionsApi.query(query));
  const setActive = promotionsApi.useSetActive();
  const remove = promotionsApi.useDelete();
  const [dialog, setDialog] = useState<{ open: boolean; promotion?: Promotion }>({ open: false });

  const columns: Column<Promotion>[] = [
    {
      label: 'Name',
      cell: (promotion) => <TitledCell title={promotion.name} detail={promotion.description} />,
    },
    { label: 'Discount', cell: (promotion) => `${promotion.discountBps / 100}%` },
    {
      label: 'Duration',
      className: 'whitespace-nowrap',
      cell: (promotion) => `${formatInstant(promotion.startDate)} to ${formatInstant(promotion.endDate)}`,
    },
    {
      label: 'Applies To',
      cell: (promotion) =>
        promotion.appliesToAll ? (
          <Badge>All Products</Badge>
        ) : promotion.category ? (
          CATEGORY_TITLES[promotion.category]
        ) : (
          <span className="text-muted-foreground">No category</span>
        ),
    },
    { label: 'Status', cell: (promotion) => <ScheduleBadge status={promotion.status} /> },
    {
      label: 'Actions',
      cell: (promotion) => (
        <div className="flex items-center gap-2">
          <EditButton label={`Edit ${promotion.name}`} onClick={() => setDialog({ open: true, promotion })} />
          <Switch
            aria-label={`${promotion.name} active`}
            checked={promotion.isActive}
            onCheckedChange={(isActive) => setActive.mutate({ id: promotion.id, isActive })}
          />
          <DeleteButton
            label={`Delete ${promotion.name}`}
            confirmation="Are you sure you want to delete this promotion?"
            onConfirm={() => remove.mutate(promotion.id)}
          />
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Sale Promotions"
        action={{ label: 'Create Promotion', onClick: () => setDialog({ open: true }) }}
      />
      {toolbar}
      <AdminList
        rows={promotions.data?.promotions}
        columns={columns}
        status={promotions}
        noun="promotions"
        one="promotion"
        filtered={filtered}
        empty="No promotions found. Create your first promotion to get started."
        page={promotions.data}
        onPage={onPage}
      />
      <PromotionDialog
        open={dialog.open}
        promotion={dialog.promotion}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </div>
  );
}
