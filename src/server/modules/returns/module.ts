import type { ReturnWindows } from '../../../shared/schemas/settings.js';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/database.js';
import type { ShopModule } from '../../http/shop-module.js';
import type { AuthService } from '../auth/index.js';
import type { Invoicing } from '../invoices/index.js';
import type { OrderMail, ShopperOrders } from '../orders/index.js';
import type { PayfastRefunds } from '../payments/index.js';
import type { Realtime } from '../realtime/index.js';
import { createRefundService } from './refund-service.js';
import { createReturnsService } from './returns-service.js';
import { returnRoutes, returnsAdminRoutes } from './routes.js';

export interface ReturnsModuleOptions {
  db: Executor;
  config: Pick<Config, 'publicUrl'>;
  orders: ShopperOrders;
  mail: OrderMail;
  invoicing: Invoicing;
  payfast: PayfastRefunds | undefined;
  realtime: Realtime;
  auth: AuthService;
  /** The return windows now (the shop's settings). */
  windows: () => ReturnWindows;
  now: () => Date;
}

/** Returns and refunds: the shopper's requests, the Returns screen, and refunds of paid orders. */
export function createReturnsModule(options: ReturnsModuleOptions): ShopModule {
  const { db, config, orders, mail, invoicing, payfast, realtime, auth, windows, now } = options;
  const returns = createReturnsService({ db, orders, mail, invoicing, realtime, windows, now });
  const refunds = createRefundService({ db, payfast, invoicing, mail, realtime, now });
  return {
    routes: async (app) => app.register(returnRoutes, { returns, auth, publicUrl: config.publicUrl }),
    adminRoutes: async (app) =>
      app.register(returnsAdminRoutes, { returns, refunds, publicUrl: config.publicUrl }),
  };
}
