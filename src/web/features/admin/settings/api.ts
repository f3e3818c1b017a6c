import { queryOptions } from '@tanstack/react-query';
import type { SettingsSave } from '@shared/schemas/settings';
import { adminQueryNotices, useAdminMutation } from '@web/admin-kit/admin-api';
import { endpointQueryFn, httpTransport } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * The shop's settings with their version (docs/decisions/0019-shop-settings.md). The form edits them
 * as loaded, so they are read when the screen opens and after each save, never under the admin's
 * typing (a refresh on focus would change the form, or the version its save is made from).
 */
export const settingsQuery = queryOptions({
  queryKey: queryKeys.admin.settings,
  queryFn: endpointQueryFn('getSettings', {}),
  meta: adminQueryNotices,
  staleTime: Infinity,
  refetchOnMount: 'always',
});

/** Words of their own for a save refused because another came first: the screen reloads them. */
export const SETTINGS_CHANGED =
  'The settings were changed by someone else meanwhile. They have been reloaded: make your changes again.';

/**
 * Saves the settings made from the version loaded. Success or failure, the settings are read again
 * (a refused save's form shows the newer ones), and so is what the storefront reads of them: the
 * public config (fees, bank account), the cart's delivery and the dashboard's setup checklist.
 */
export const useSaveSettings = () =>
  useAdminMutation({
    mutationFn: (body: SettingsSave) => httpTransport('saveSettings', { body }),
    invalidates: [queryKeys.admin.settings, queryKeys.config, queryKeys.cart, queryKeys.admin.setup],
    success: () => 'Settings saved',
    wording: { settings_changed: SETTINGS_CHANGED },
  });
