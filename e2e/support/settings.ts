import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { SettingsAnswer, SettingsSave, ShopSettings } from '../../src/shared/schemas/settings.js';

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

/**
 * Changes the shop's settings for a file's tests, in an administrator's tab; answers how to put them
 * back as they were found (its afterAll calls it).
 */
export async function changeSettings(
  admin: Page,
  change: (settings: ShopSettings) => ShopSettings,
): Promise<() => Promise<void>> {
  const found = await readSettings(admin);
  expect(await saveSettings(admin, { settings: change(found.settings), version: found.version })).toBe(200);
  return async () => {
    const now = await readSettings(admin);
    expect(await saveSettings(admin, { settings: found.settings, version: now.version })).toBe(200);
  };
}
