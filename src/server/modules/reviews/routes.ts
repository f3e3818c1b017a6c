import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { serve } from '../../http/endpoint-routes.js';
import { publicOrigin } from '../../http/public-origin.js';
import type { ResponseCache } from '../../http/response-cache.js';
import { type AuthService, actorOf, readSessionToken } from '../auth/index.js';
import { readCartSession } from '../cart/index.js';
import type { RequestLimits } from '../limits/index.js';
import type { ModerationService } from './moderation-service.js';
import type { ReviewsService } from './reviews-service.js';

/** The product page's reviews, and a buyer's reviews on their order's page (signed in or the guest's link). */
export const reviewRoutes: FastifyPluginAsync<{
  reviews: ReviewsService;
  auth: AuthService;
  limits: RequestLimits;
  cache: ResponseCache;
}> = async (app, { reviews, auth, limits, cache }) => {
  const userId = async (request: FastifyRequest) => (await auth.currentUser(readSessionToken(request)))?.id;
  /** Each review written or changed counts against the limits, by address and by account or cart. */
  const counted = async (request: FastifyRequest) => {
    const user = await userId(request);
    await limits.take('reviews', { address: request.ip, session: user ?? readCartSession(request) });
    return user;
  };

  serve(app, 'listProductReviews', ({ params, query }) => reviews.ofProduct(params.id, query), { cache });

  serve(app, 'getOrderReviews', async ({ params, query }, request) =>
    reviews.forOrder(params.id, { key: query.key, userId: await userId(request) }),
  );

  serve(app, 'writeReview', async ({ params, body }, request) =>
    reviews.write(params.id, params.lineId, { key: body.key, userId: await counted(request) }, body),
  );

  serve(app, 'editReview', async ({ params, body }, request) =>
    reviews.edit(params.id, params.lineId, { key: body.key, userId: await counted(request) }, body),
  );
};

/** The Reviews screen, behind the moderation gate (moderators and administrators), under /api/admin. */
export const moderationRoutes: FastifyPluginAsync<{
  moderation: ModerationService;
  publicUrl: string | undefined;
}> = async (app, { moderation, publicUrl }) => {
  serve(app, 'listAdminReviews', ({ query }) => moderation.list(query));
  serve(app, 'approveReview', ({ params, body }, request) =>
    moderation.approve(params.id, body.seenVersion, actorOf(request)),
  );
  serve(app, 'rejectReview', ({ params, body }, request) =>
    moderation.reject(
      params.id,
      body.seenVersion,
      body.reason,
      actorOf(request),
      publicOrigin(publicUrl, request),
    ),
  );
  serve(app, 'replyToReview', ({ params, body }, request) =>
    moderation.reply(params.id, body.reply, actorOf(request)),
  );
  serve(app, 'deleteReview', ({ params }, request) => moderation.remove(params.id, actorOf(request)));
};
