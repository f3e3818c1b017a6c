/**
 * Marketing consent: given with an unticked box at sign-up or checkout, or on the account page; kept
 * with its time; withdrawn from the account page or the unsubscribe link every marketing email
 * carries (docs/decisions/0021-privacy.md).
 */
export type { ConsentOwner } from './consent-repository.js';
export {
  type UnsubscribeLinks,
  accountConsent,
  consentsOf,
  eraseConsentsOf,
  giveConsent,
  saidNo,
  setAccountConsent,
} from './consents.js';
export { listUnsubscribeHeaders } from './unsubscribe-links.js';
export { createMarketingModule } from './module.js';
