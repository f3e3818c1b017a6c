import { STORE_NAME } from '@shared/constants';
import { CheckboxField } from './checkbox-field';

/**
 * The marketing box of sign-up and checkout (docs/decisions/0021-privacy.md): unticked until the
 * shopper ticks it, saying what they agree to and how to stop.
 */
export function MarketingConsentField() {
  return (
    <CheckboxField
      name="marketingConsent"
      label="Send me news and offers"
      hint={`${STORE_NAME} will email you now and then. You can stop them at any time, from your account or any of our emails.`}
    />
  );
}
