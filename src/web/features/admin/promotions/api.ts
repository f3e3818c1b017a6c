import { queryOptions } from '@tanstack/react-query';
import type { EndpointResponse } from '@shared/api/endpoints';
import type { PromotionInput } from '@shared/schemas/promotions';
import { endpointQueryFn, httpTransport } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { adminListApi } from '../lib/admin-list-api';

export const promotionsApi = adminListApi(
  queryOptions({
    queryKey: queryKeys.admin.promotions,
    queryFn: endpointQueryFn('listPromotions', {}),
    select: ({ promotions }: EndpointResponse<'listPromotions'>) => promotions,
  }),
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
