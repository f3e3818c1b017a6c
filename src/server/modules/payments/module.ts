import type { EftAccount, HoldTimes } from '../../../shared/schemas/settings.js';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/database.js';
import type { ShopModule } from '../../http/shop-module.js';
import type { AuthService } from '../auth/index.js';
import type { OrderMail, PaymentReceived, ShopperOrders } from '../orders/index.js';
import type { Realtime } from '../realtime/index.js';
import { payfastApiSettings } from './payfast/api-request.js';
import { type PayfastRefunds, createPayfastRefunds } from './payfast/refunds.js';
import { type Payments, createPayments } from './payments.js';
import { paymentRoutes } from './routes.js';

export interface PaymentsModuleOptions {
  db: Executor;
  config: Pick<Config, 'payfast' | 'payfastApiUrl' | 'publicUrl'>;
  holds: () => HoldTimes;
  /** The shop's bank account now (its settings), which EFT needs. */
  eftAccount: () => EftAccount | null;
  mail: OrderMail;
  /** What follows a payment received: its invoice and email. */
  paymentReceived: PaymentReceived;
  /** The shoppers' orders, which a payment opens. */
  orders: ShopperOrders;
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
  eftAccount,
  mail,
  paymentReceived,
  orders,
  realtime,
  auth,
  now,
  log,
  resolveHost,
}: PaymentsModuleOptions): ShopModule & { payments: Payments; payfastRefunds: PayfastRefunds | undefined } {
  const payments = createPayments({
    db,
    payfast: config.payfast,
    holds,
    eftAccount,
    mail,
    paymentReceived,
    realtime,
    now,
    log,
    ...(resolveHost ? { resolveHost } : {}),
  });
  return {
    payments,
    // Refunds of PayFast's payments through its API (docs/decisions/0009-trading.md).
    payfastRefunds: config.payfast
      ? createPayfastRefunds(payfastApiSettings(config.payfast, config.payfastApiUrl))
      : undefined,
    routes: async (app) =>
      app.register(paymentRoutes, {
        payments,
        orders,
        auth,
        publicUrl: config.publicUrl,
      }),
    // Notifications being handled finish before the app closes.
    jobs: [{ start: () => undefined, stop: () => payments.notifications.idle() }],
  };
}
