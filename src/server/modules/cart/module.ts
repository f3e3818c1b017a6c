import type { DeliveryRates } from '../../../shared/schemas/settings.js';
import type { Executor } from '../../db/database.js';
import type { ShopModule } from '../../http/shop-module.js';
import type { Pricing } from '../pricing/index.js';
import { createCartService } from './cart-service.js';
import { cartRoutes } from './routes.js';

/** The cart of a browser session. */
export const createCartModule = ({
  db,
  pricing,
  deliveryRates,
  secureCookies,
}: {
  db: Executor;
  pricing: Pricing;
  deliveryRates: () => DeliveryRates;
  secureCookies: boolean;
}): ShopModule => ({
  routes: async (app) =>
    app.register(cartRoutes, { cart: createCartService({ db, pricing, deliveryRates }), secureCookies }),
});
