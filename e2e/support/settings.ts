import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { SettingsAnswer, SettingsSave, ShopSettings } from '../../src/shared/schemas/settings.js';
import { callApi } from './api.js';

/** The shop's settings as the API has them now, read in an administrator's tab. */
export const readSettings = async (admin: Page) =>
  (await callApi<SettingsAnswer>(admin, 'GET', '/api/admin/settings')).body;

/** Saves settings through the API, as another administrator's screen would; the answer's status. */
export const saveSettings = async (admin: Page, save: SettingsSave) =>
  (await callApi(admin, 'PUT', '/api/admin/settings', save)).status;

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
