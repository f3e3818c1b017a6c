import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ScheduledListQuery } from '@shared/schemas/admin-lists';
import type { CouponInput } from '@shared/schemas/coupons';
import { endpointQueryFn, httpTransport } from '@web/lib/api-client';
import { adminQueryNotices } from '@web/admin-kit/admin-api';
import { queryKeys } from '@web/lib/query-keys';
import { adminListApi } from '@web/admin-kit/admin-list-api';

export const couponsApi = adminListApi(
  {
    key: queryKeys.admin.coupons,
    /** One page of the list; the page shown stays while the next one loads. */
    query: (query: ScheduledListQuery) =>
      queryOptions({
        queryKey: queryKeys.admin.couponsList(query),
        queryFn: endpointQueryFn('listCoupons', { query }),
        meta: adminQueryNotices,
        placeholderData: keepPreviousData,
      }),
  },
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
