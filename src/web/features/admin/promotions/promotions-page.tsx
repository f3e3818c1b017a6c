import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CATEGORY_TITLES } from '@shared/constants';
import type { Promotion } from '@shared/schemas/promotions';
import { Badge } from '@web/components/ui/badge';
import { Switch } from '@web/components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import {
  AdminCard,
  AdminPageHeader,
  ScheduleBadge,
  DeleteButton,
  EditButton,
} from '@web/admin-kit/admin-page';
import { ListPager, useScheduledList } from '@web/admin-kit/list-controls';
import { promotionsApi } from './api';
import { PromotionDialog } from './promotion-dialog';

const formatInstant = (iso: string) =>
  new Date(iso).toLocaleString('en-ZA', { dateStyle: 'short', timeStyle: 'short' });

/** /admin/promos: 'Sale Promotions' (docs/specification.md §2). */
export function Component() {
  const { query, toolbar, filtered, onPage } = useScheduledList('Search by name or description');
  const promotions = useQuery(promotionsApi.query(query));
  const setActive = promotionsApi.useSetActive();
  const remove = promotionsApi.useDelete();
  const [dialog, setDialog] = useState<{ open: boolean; promotion?: Promotion }>({ open: false });
  const list = promotions.data?.promotions ?? [];

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Sale Promotions"
        action={{ label: 'Create Promotion', onClick: () => setDialog({ open: true }) }}
      />
      {toolbar}
      <AdminCard pending={promotions.isPending}>
        {list.length === 0 ? (
          <p className="px-4 py-12 text-center text-muted-foreground">
            {filtered
              ? 'No promotions match this search.'
              : 'No promotions found. Create your first promotion to get started.'}
          </p>
        ) : (
          <Table cards>
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Discount</TableHead>
                <TableHead>Duration</TableHead>
                <TableHead>Applies To</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.map((promotion) => (
                <TableRow key={promotion.id}>
                  <TableCell label="Name">
                    <span className="block font-medium">{promotion.name}</span>
                    {promotion.description && (
                      <span className="text-muted-foreground">{promotion.description}</span>
                    )}
                  </TableCell>
                  <TableCell label="Discount">{promotion.discountBps / 100}%</TableCell>
                  <TableCell label="Duration" className="whitespace-nowrap">
                    {formatInstant(promotion.startDate)} to {formatInstant(promotion.endDate)}
                  </TableCell>
                  <TableCell label="Applies To">
                    {promotion.appliesToAll ? (
                      <Badge>All Products</Badge>
                    ) : promotion.category ? (
                      CATEGORY_TITLES[promotion.category]
                    ) : (
                      <span className="text-muted-foreground">No category</span>
                    )}
                  </TableCell>
                  <TableCell label="Status">
                    <ScheduleBadge status={promotion.status} />
                  </TableCell>
                  <TableCell label="Actions">
                    <div className="flex items-center gap-2">
                      <EditButton
                        label={`Edit ${promotion.name}`}
                        onClick={() => setDialog({ open: true, promotion })}
                      />
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
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </AdminCard>
      <ListPager noun="promotions" one="promotion" list={promotions.data} onPage={onPage} />
      <PromotionDialog
        open={dialog.open}
        promotion={dialog.promotion}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </div>
  );
}
