import type { Coupon, CouponInput } from '@shared/schemas/coupons';
import { queryKeys } from '@web/lib/query-keys';
import { adminListApi } from '../lib/admin-list-api';

export const couponsApi = adminListApi<CouponInput, Coupon>('coupons', queryKeys.admin.coupons, {
  created: 'Coupon created successfully',
  updated: 'Coupon updated successfully',
  deleted: 'Coupon deleted successfully',
  activated: 'Coupon activated',
  deactivated: 'Coupon deactivated',
});
