/** The shop's settings as the storefront reads them. */
export { createSettingsModule } from './module.js';
