import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../http/endpoint-routes.js';
import { actorOf } from '../auth/index.js';
import type { PromotionsService } from './promotions-service.js';

/** Sale promotions (docs/specification.md §7 Admin promotions). Mounted under /api/admin. */
export const promotionsAdminRoutes: FastifyPluginAsync<{ promotions: PromotionsService }> = async (
  app,
  { promotions },
) => {
  serve(app, 'listPromotions', async ({ query }) => {
    const { items, ...page } = await promotions.list(query);
    return { promotions: items, ...page };
  });
  serve(app, 'createPromotion', ({ body }, request) => promotions.create(body, actorOf(request)));
  serve(app, 'updatePromotion', ({ params, body }, request) =>
    promotions.update(params.id, body, actorOf(request)),
  );
  serve(app, 'setPromotionActive', ({ params, body }, request) =>
    promotions.setActive(params.id, body.isActive, actorOf(request)),
  );
  serve(app, 'deletePromotion', ({ params }, request) => promotions.remove(params.id, actorOf(request)));
};
