import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../http/endpoint-routes.js';
import { actorOf } from '../auth/index.js';
import type { CouponsService } from './coupons-service.js';

/** Discount coupons (docs/specification.md §7 Admin coupons). Mounted under /api/admin. */
export const couponsAdminRoutes: FastifyPluginAsync<{ coupons: CouponsService }> = async (
  app,
  { coupons },
) => {
  serve(app, 'listCoupons', async ({ query }) => {
    const { items, ...page } = await coupons.list(query);
    return { coupons: items, ...page };
  });
  serve(app, 'createCoupon', ({ body }, request) => coupons.create(body, actorOf(request)));
  serve(app, 'updateCoupon', ({ params, body }, request) =>
    coupons.update(params.id, body, actorOf(request)),
  );
  serve(app, 'setCouponActive', ({ params, body }, request) =>
    coupons.setActive(params.id, body.isActive, actorOf(request)),
  );
  serve(app, 'deleteCoupon', ({ params }, request) => coupons.remove(params.id, actorOf(request)));
};
