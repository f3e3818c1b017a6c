import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ScheduledListQuery } from '@shared/schemas/admin-lists';
import type { PromotionInput } from '@shared/schemas/promotions';
import { endpointQueryFn, httpTransport } from '@web/lib/api-client';
import { adminQueryNotices } from '@web/admin-kit/admin-api';
import { queryKeys } from '@web/lib/query-keys';
import { adminListApi } from '@web/admin-kit/admin-list-api';

export const promotionsApi = adminListApi(
  {
    key: queryKeys.admin.promotions,
    /** One page of the list; the page shown stays while the next one loads. */
    query: (query: ScheduledListQuery) =>
      queryOptions({
        queryKey: queryKeys.admin.promotionsList(query),
        queryFn: endpointQueryFn('listPromotions', { query }),
        meta: adminQueryNotices,
        placeholderData: keepPreviousData,
      }),
  },
  {
    create: (body: PromotionInput) => httpTransport('createPromotion', { body }),
    update: (id, body) => httpTransport('updatePromotion', { params: { id }, body }),
    setActive: (id, isActive) => httpTransport('setPromotionActive', { params: { id }, body: { isActive } }),
    remove: (id) => httpTransport('deletePromotion', { params: { id } }),
  },
  {
    created: 'Promotion created successfully.',
    updated: 'Promotion updated successfully.',
    deleted: 'Promotion deleted successfully.',
    activated: 'Promotion activated successfully.',
    deactivated: 'Promotion deactivated successfully.',
  },
);
