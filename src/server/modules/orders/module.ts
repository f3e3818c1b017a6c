import type { DeliveryRates } from '../../../shared/schemas/settings.js';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/database.js';
import type { ShopModule } from '../../http/shop-module.js';
import type { AuthService } from '../auth/index.js';
import type { RequestLimits } from '../limits/index.js';
import type { Pricing } from '../pricing/index.js';
import type { Realtime } from '../realtime/index.js';
import { ordersAdminRoutes } from './admin-routes.js';
import { createOrdersAdminService } from './admin-service.js';
import { type PaymentMethods, createCheckoutService } from './checkout-service.js';
import type { Invoicing } from '../invoices/index.js';
import type { OrderMail } from './order-mail.js';
import type { PaymentReceived } from './payment-received.js';
import { type HoldSweeper, createHoldSweeper } from './order-release.js';
import { orderRoutes } from './routes.js';
import type { ShopperOrders } from './shopper-orders.js';

export interface OrdersModuleOptions {
  db: Executor;
  config: Pick<Config, 'publicUrl'>;
  /** The shop's delivery fees now (its settings). */
  deliveryRates: () => DeliveryRates;
  pricing: Pricing;
  payments: PaymentMethods;
  mail: OrderMail;
  invoicing: Invoicing;
  paymentReceived: PaymentReceived;
  shopperOrders: ShopperOrders;
  realtime: Realtime;
  auth: AuthService;
  limits: RequestLimits;
  now: () => Date;
  log: { error(object: object, message: string): void; info(object: object, message: string): void };
  /** Runs before each sweep (payments that arrived but could not be checked yet). */
  beforeSweep: () => Promise<void>;
}

/** Checkout and orders, for shoppers and the admin, and the sweep that releases unpaid ones. */
export function createOrdersModule({
  db,
  config,
  deliveryRates,
  pricing,
  payments,
  mail,
  invoicing,
  paymentReceived,
  shopperOrders,
  realtime,
  auth,
  limits,
  now,
  log,
  beforeSweep,
}: OrdersModuleOptions): ShopModule & { sweeper: HoldSweeper } {
  const sweeper = createHoldSweeper({ db, mail, realtime, now, log, beforeSweep });
  return {
    sweeper,
    routes: async (app) =>
      app.register(orderRoutes, {
        checkout: createCheckoutService({
          db,
          pricing,
          mail,
          deliveryRates,
          payments,
          now,
        }),
        orders: shopperOrders,
        auth,
        limits,
        publicUrl: config.publicUrl,
      }),
    adminRoutes: async (app) =>
      app.register(ordersAdminRoutes, {
        orders: createOrdersAdminService({ db, mail, paymentReceived, invoicing, realtime, now }),
        publicUrl: config.publicUrl,
      }),
    jobs: [sweeper],
  };
}
