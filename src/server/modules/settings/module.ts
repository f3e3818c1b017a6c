import type { PublicConfig } from '../../../shared/schemas/config.js';
import type { Config } from '../../config.js';
import { serve } from '../../http/endpoint-routes.js';
import type { ShopModule } from '../../http/shop-module.js';

/** What the storefront reads of the shop's settings at start. */
export function createSettingsModule(config: Config): ShopModule {
  const publicConfig: PublicConfig = {
    whatsappNumber: config.whatsappNumber,
    adminCurrencySymbol: config.adminCurrencySymbol,
    eft: config.eft,
    payfastEnabled: config.payfast !== undefined,
    expressDeliveryCents: config.expressDeliveryCents,
    mailConfigured: config.smtpUrl !== undefined,
  };
  return {
    routes: async (app) => serve(app, 'getConfig', () => publicConfig),
  };
}
