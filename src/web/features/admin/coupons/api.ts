import { queryOptions } from '@tanstack/react-query';
import type { EndpointResponse } from '@shared/api/endpoints';
import type { CouponInput } from '@shared/schemas/coupons';
import { endpointQueryFn, httpTransport } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { adminListApi } from '../lib/admin-list-api';

export const couponsApi = adminListApi(
  queryOptions({
    queryKey: queryKeys.admin.coupons,
    queryFn: endpointQueryFn('listCoupons', {}),
    select: ({ coupons }: EndpointResponse<'listCoupons'>) => coupons,
  }),
  {
    create: (body: CouponInput) => httpTransport('createCoupon', { body }),
    update: (id, body) => httpTransport('updateCoupon', { params: { id }, body }),
    setActive: (id, isActive) => httpTransport('setCouponActive', { params: { id }, body: { isActive } }),
    remove: (id) => httpTransport('deleteCoupon', { params: { id } }),
  },
  {
    created: 'Coupon created successfully',
    updated: 'Coupon updated successfully',
    deleted: 'Coupon deleted successfully',
    activated: 'Coupon activated',
    deactivated: 'Coupon deactivated',
  },
);
