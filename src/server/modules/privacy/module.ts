import type { Executor } from '../../db/database.js';
import type { ShopModule } from '../../http/shop-module.js';
import type { AuthService } from '../auth/index.js';
import { createPrivacyService } from './privacy-service.js';
import { privacyRoutes } from './routes.js';

/** A shopper's account page, its export and its deletion (docs/decisions/0021-privacy.md). */
export function createPrivacyModule({
  db,
  auth,
  secureCookies,
  now,
}: {
  db: Executor;
  auth: AuthService;
  secureCookies: boolean;
  now: () => Date;
}): ShopModule {
  return {
    routes: async (app) =>
      app.register(privacyRoutes, {
        privacy: createPrivacyService({ db, auth, now }),
        auth,
        secureCookies,
        now,
      }),
  };
}
