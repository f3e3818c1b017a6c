import type { Promotion, PromotionInput } from '@shared/schemas/promotions';
import { queryKeys } from '@web/lib/query-keys';
import { adminListApi } from '../lib/admin-list-api';

export const promotionsApi = adminListApi<PromotionInput, Promotion>(
  'promotions',
  queryKeys.admin.promotions,
  {
    created: 'Promotion created successfully.',
    updated: 'Promotion updated successfully.',
    deleted: 'Promotion deleted successfully.',
    activated: 'Promotion activated successfully.',
    deactivated: 'Promotion deactivated successfully.',
  },
);
