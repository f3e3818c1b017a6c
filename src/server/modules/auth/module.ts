import type { onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/database.js';
import type { ShopModule } from '../../http/shop-module.js';
import type { RequestLimits } from '../limits/index.js';
import { type Gate, requireRole } from './admin-guard.js';
import { authAdminRoutes } from './admin-routes.js';
import { createPasswordReset } from './password-reset.js';
import { authRoutes } from './routes.js';
import { type AuthService, createAuthService } from './service.js';
import { createSignInThrottle } from './sign-in-throttle.js';
import { createTrustedDevices } from './trusted-devices.js';

export interface AuthModuleOptions {
  db: Executor;
  config: Pick<Config, 'cookieSecure' | 'publicUrl'>;
  limits: RequestLimits;
  now: () => Date;
}

/** Accounts and sessions, and the gates every admin route sits behind. */
export function createAuthModule({ db, config, limits, now }: AuthModuleOptions): ShopModule & {
  auth: AuthService;
  gates: Record<Gate, onRequestAsyncHookHandler>;
} {
  const auth = createAuthService(db, now);
  return {
    auth,
    gates: { admin: requireRole(auth, 'admin'), moderation: requireRole(auth, 'moderation') },
    routes: async (app) =>
      app.register(authRoutes, {
        auth,
        throttle: createSignInThrottle(db, () => now().getTime()),
        devices: createTrustedDevices(db, now),
        passwordReset: createPasswordReset(db, now),
        limits,
        secureCookies: config.cookieSecure,
        publicUrl: config.publicUrl,
      }),
    adminRoutes: async (app) => app.register(authAdminRoutes, { auth }),
  };
}
