/**
 * A shopper's rights under POPIA on their own account: the account page, the export of everything
 * the shop holds about them, and the account's deletion (docs/decisions/0021-privacy.md). It owns no
 * table: each module reads and erases its own.
 */
export { createPrivacyModule } from './module.js';
