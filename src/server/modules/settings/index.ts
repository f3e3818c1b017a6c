/** The shop's settings: the business's details, EFT account, delivery fees and hold times the owner changes (docs/decisions/0019-shop-settings.md). */
export { createSettingsModule } from './module.js';
export { type SettingsService, createSettingsService, firstSettings } from './settings-service.js';
