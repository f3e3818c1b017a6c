import type { ReviewSettings } from '../../../shared/schemas/settings.js';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/database.js';
import type { ResponseCache } from '../../http/response-cache.js';
import type { ShopModule } from '../../http/shop-module.js';
import type { AuthService } from '../auth/index.js';
import type { RequestLimits } from '../limits/index.js';
import type { ShopperOrders } from '../orders/index.js';
import { createModerationService } from './moderation-service.js';
import { type ReviewRequests, createReviewRequests } from './review-requests.js';
import { createReviewsService } from './reviews-service.js';
import { moderationRoutes, reviewRoutes } from './routes.js';

export interface ReviewsModuleOptions {
  db: Executor;
  config: Pick<Config, 'publicUrl' | 'port'>;
  orders: ShopperOrders;
  auth: AuthService;
  limits: RequestLimits;
  cache: ResponseCache;
  settings: () => ReviewSettings;
  /** A published review changed: the storefront's cached answers and open pages are stale. */
  onPublishedChanged: () => void;
  now: () => Date;
  log: { error(object: object, message: string): void; info(object: object, message: string): void };
}

/** Reviews from verified buyers: writing, moderating, the product page's, and the review request. */
export function createReviewsModule(
  options: ReviewsModuleOptions,
): ShopModule & { requests: ReviewRequests } {
  const { db, config, orders, auth, limits, cache, settings, onPublishedChanged, now, log } = options;
  const reviews = createReviewsService({ db, orders, settings, onPublishedChanged, now });
  const moderation = createModerationService({ db, onPublishedChanged, now });
  const requests = createReviewRequests({
    db,
    settings,
    origin: config.publicUrl ?? `http://localhost:${config.port}`,
    now,
    log,
  });
  return {
    requests,
    routes: async (app) => app.register(reviewRoutes, { reviews, auth, limits, cache }),
    moderationRoutes: async (app) =>
      app.register(moderationRoutes, { moderation, publicUrl: config.publicUrl }),
    jobs: [requests],
  };
}
