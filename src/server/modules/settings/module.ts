import type { PublicConfig } from '../../../shared/schemas/config.js';
import type { Config } from '../../config.js';
import { serve } from '../../http/endpoint-routes.js';
import type { ShopModule } from '../../http/shop-module.js';
import { actorOf } from '../auth/index.js';
import type { SettingsService } from './settings-service.js';

/** The shop's settings: what the storefront reads of them, and the admin's screen (docs/decisions/0019-shop-settings.md). */
export function createSettingsModule(config: Config, settings: SettingsService): ShopModule {
  const publicConfig = (): PublicConfig => {
    const { business, eft, delivery, returns } = settings.current();
    return {
      whatsappNumber: config.whatsappNumber,
      adminCurrencySymbol: config.adminCurrencySymbol,
      business,
      privacy: settings.current().privacy,
      eft,
      payfastEnabled: config.payfast !== undefined,
      delivery,
      returns,
      mailConfigured: config.smtpUrl !== undefined,
    };
  };
  return {
    routes: async (app) => serve(app, 'getConfig', () => publicConfig()),
    adminRoutes: async (app) => {
      serve(app, 'getSettings', () => settings.answer());
      serve(app, 'saveSettings', ({ body }, request) =>
        settings.save(body.settings, body.version, actorOf(request)),
      );
    },
  };
}
