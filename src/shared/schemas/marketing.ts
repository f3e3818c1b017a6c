import { z } from 'zod';

/**
 * Marketing consent (docs/decisions/0021-privacy.md): given only by ticking a box that starts
 * unticked, kept with its time, withdrawn from the account page or any marketing email's link.
 */

/** How a consent was given: the sign-up form, the checkout form, or the account page. */
export const CONSENT_SOURCES = ['sign_up', 'checkout', 'account'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** The box on sign-up and checkout: false unless the shopper ticked it. */
export const marketingConsentField = z
  .boolean({ error: 'Marketing consent must be true or false' })
  .default(false);

/** An account's consent as its page shows it; the times are null when it was never given or withdrawn. */
export const marketingConsentSchema = z.object({
  subscribed: z.boolean(),
  givenAt: z.string().nullable(),
  source: z.enum(CONSENT_SOURCES).nullable(),
  withdrawnAt: z.string().nullable(),
});
export type MarketingConsent = z.infer<typeof marketingConsentSchema>;

/** The account page's switch: give (true) or withdraw (false) the account's consent. */
export const setMarketingBodySchema = z.strictObject({
  subscribed: z.boolean({ error: 'Choose whether to receive marketing emails' }),
});
export type SetMarketingBody = z.input<typeof setMarketingBodySchema>;

/**
 * An unsubscribe link's token: the consent's id and an HMAC-SHA256 of it (base64url), so a link
 * names no email address and cannot be made for another consent.
 */
export const UNSUBSCRIBE_TOKEN = /^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/;
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid.';

export const unsubscribeQuerySchema = z.strictObject({
  token: z
    .string({ error: UNSUBSCRIBE_LINK_INVALID })
    .regex(UNSUBSCRIBE_TOKEN, { error: UNSUBSCRIBE_LINK_INVALID }),
});

/**
 * What an unsubscribe link stops: the address, partly hidden (the link may have been forwarded), and
 * whether it still receives marketing emails. A consent since erased reads as unsubscribed.
 */
export const unsubscribeStatusSchema = z.object({
  maskedEmail: z.string().nullable(),
  subscribed: z.boolean(),
  withdrawnAt: z.string().nullable(),
});
export type UnsubscribeStatus = z.infer<typeof unsubscribeStatusSchema>;
