import type { Executor } from '../../db/database.js';
import type { ShopModule } from '../../http/shop-module.js';
import { type UnsubscribeLinks, createUnsubscribeLinks } from './consents.js';
import { marketingRoutes } from './routes.js';

/** Marketing consent and the unsubscribe link (docs/decisions/0021-privacy.md). */
export function createMarketingModule({
  db,
  now,
}: {
  db: Executor;
  now: () => Date;
}): ShopModule & { unsubscribeLinks: UnsubscribeLinks } {
  const unsubscribeLinks = createUnsubscribeLinks({ db, now });
  return {
    unsubscribeLinks,
    routes: async (app) => app.register(marketingRoutes, { links: unsubscribeLinks }),
  };
}
