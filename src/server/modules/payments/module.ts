import type { HoldTimes } from '../../../shared/schemas/settings.js';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/database.js';
import type { ShopModule } from '../../http/shop-module.js';
import type { AuthService } from '../auth/index.js';
import { type OrderMail, createShopperOrders } from '../orders/index.js';
import type { Realtime } from '../realtime/index.js';
import { type Payments, createPayments } from './payments.js';
import { paymentRoutes } from './routes.js';

export interface PaymentsModuleOptions {
  db: Executor;
  config: Pick<Config, 'payfast' | 'publicUrl'>;
  holds: () => HoldTimes;
  mail: OrderMail;
  realtime: Realtime;
  auth: AuthService;
  now: () => Date;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
  resolveHost?: (host: string) => Promise<string[]>;
}

/** Paying orders: EFT and PayFast, and PayFast's notifications. */
export function createPaymentsModule({
  db,
  config,
  holds,
  mail,
  realtime,
  auth,
  now,
  log,
  resolveHost,
}: PaymentsModuleOptions): ShopModule & { payments: Payments } {
  const payments = createPayments({
    db,
    payfast: config.payfast,
    holds,
    mail,
    realtime,
    now,
    log,
    ...(resolveHost ? { resolveHost } : {}),
  });
  return {
    payments,
    routes: async (app) =>
      app.register(paymentRoutes, {
        payments,
        orders: createShopperOrders({ db }),
        auth,
        publicUrl: config.publicUrl,
      }),
    // Notifications being handled finish before the app closes.
    jobs: [{ start: () => undefined, stop: () => payments.notifications.idle() }],
  };
}
