import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../http/endpoint-routes.js';
import type { CouponsAdminService } from './admin-service.js';

/** Discount coupons (SPEC.md §7 Admin coupons). Mounted under /api/admin. */
export const couponsAdminRoutes: FastifyPluginAsync<{ coupons: CouponsAdminService }> = async (
  app,
  { coupons },
) => {
  serve(app, 'listCoupons', async () => ({ coupons: await coupons.list() }));
  serve(app, 'createCoupon', ({ body }) => coupons.create(body));
  serve(app, 'updateCoupon', ({ params, body }) => coupons.update(params.id, body));
  serve(app, 'setCouponActive', ({ params, body }) => coupons.setActive(params.id, body.isActive));
  serve(app, 'deleteCoupon', ({ params }) => coupons.remove(params.id));
};
