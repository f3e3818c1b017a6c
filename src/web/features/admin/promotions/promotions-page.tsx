import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CATEGORY_TITLES } from '@shared/constants';
import type { Promotion } from '@shared/schemas/promotions';
import { Badge } from '@web/components/ui/badge';
import { Switch } from '@web/components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { toastAdminError } from '../lib/admin-api';
import { AdminCard, AdminPageHeader, ScheduleBadge, DeleteButton, EditButton } from '../lib/admin-page';
import { promotionsApi } from './api';
import { PromotionDialog } from './promotion-dialog';

const formatInstant = (iso: string) =>
  new Date(iso).toLocaleString('en-ZA', { dateStyle: 'short', timeStyle: 'short' });

/** /admin/promos: 'Sale Promotions' (SPEC.md §2). */
export function PromotionsPage() {
  const promotions = useQuery(promotionsApi.query);
  const setActive = promotionsApi.useSetActive();
  const remove = promotionsApi.useDelete();
  const [dialog, setDialog] = useState<{ open: boolean; promotion?: Promotion }>({ open: false });
  useEffect(() => {
    if (promotions.isError) toastAdminError(promotions.error);
  }, [promotions.isError, promotions.error]);
  const list = promotions.data ?? [];

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Sale Promotions"
        action={{ label: 'Create Promotion', onClick: () => setDialog({ open: true }) }}
      />
      <AdminCard pending={promotions.isPending}>
        {list.length === 0 ? (
          <p className="px-4 py-12 text-center text-muted-foreground">
            No promotions found. Create your first promotion to get started.
          </p>
        ) : (
          <Table>
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
                  <TableCell>
                    <span className="block font-medium">{promotion.name}</span>
                    {promotion.description && (
                      <span className="text-muted-foreground">{promotion.description}</span>
                    )}
                  </TableCell>
                  <TableCell>{promotion.discountBps / 100}%</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {formatInstant(promotion.startDate)} to {formatInstant(promotion.endDate)}
                  </TableCell>
                  <TableCell>
                    {promotion.appliesToAll ? (
                      <Badge>All Products</Badge>
                    ) : promotion.category ? (
                      CATEGORY_TITLES[promotion.category]
                    ) : (
                      <span className="text-muted-foreground">No category</span>
                    )}
                  </TableCell>
                  <TableCell>
                    <ScheduleBadge status={promotion.status} />
                  </TableCell>
                  <TableCell>
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
      <PromotionDialog
        open={dialog.open}
        promotion={dialog.promotion}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </div>
  );
}
