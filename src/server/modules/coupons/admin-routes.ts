import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../http/endpoint-routes.js';
import type { CouponsAdminService } from './admin-service.js';

/** Discount coupons (SPEC.md §7 Admin coupons). Mounted under /api/admin. */
export const couponsAdminRoutes: FastifyPluginAsync<{ coupons: CouponsAdminService }> = async (
  app,
  { coupons },
) => {
  serve(app, 'listCoupons', async ({ query }) => {
    const { items, ...page } = await coupons.list(query);
    return { coupons: items, ...page };
  });
  serve(app, 'createCoupon', ({ body }) => coupons.create(body));
  serve(app, 'updateCoupon', ({ params, body }) => coupons.update(params.id, body));
  serve(app, 'setCouponActive', ({ params, body }) => coupons.setActive(params.id, body.isActive));
  serve(app, 'deleteCoupon', ({ params }) => coupons.remove(params.id));
};
