import type { Page } from 'playwright-core';
import type { SettingsAnswer, SettingsSave } from '../../src/shared/schemas/settings.js';

/** The shop's settings as the API has them now, read in an administrator's tab. */
export const readSettings = (admin: Page) =>
  admin.evaluate(async () => (await (await fetch('/api/admin/settings')).json()) as SettingsAnswer);

/** Saves settings through the API, as another administrator's screen would; the answer's status. */
export const saveSettings = (admin: Page, save: SettingsSave) =>
  admin.evaluate(
    async (body) =>
      (
        await fetch('/api/admin/settings', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    save,
  );
