import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../http/endpoint-routes.js';
import type { PromotionsAdminService } from './admin-service.js';

/** Sale promotions (SPEC.md §7 Admin promotions). Mounted under /api/admin. */
export const promotionsAdminRoutes: FastifyPluginAsync<{ promotions: PromotionsAdminService }> = async (
  app,
  { promotions },
) => {
  serve(app, 'listPromotions', async ({ query }) => {
    const { items, ...page } = await promotions.list(query);
    return { promotions: items, ...page };
  });
  serve(app, 'createPromotion', ({ body }) => promotions.create(body));
  serve(app, 'updatePromotion', ({ params, body }) => promotions.update(params.id, body));
  serve(app, 'setPromotionActive', ({ params, body }) => promotions.setActive(params.id, body.isActive));
  serve(app, 'deletePromotion', ({ params }) => promotions.remove(params.id));
};
