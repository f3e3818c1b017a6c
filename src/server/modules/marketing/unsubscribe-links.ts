import { createHmac, timingSafeEqual } from 'node:crypto';
import { withQuery } from '../../../shared/api/endpoints.js';
import { UNSUBSCRIBE_TOKEN } from '../../../shared/schemas/marketing.js';
import { PATHS } from '../../../shared/routes.js';

/**
 * The unsubscribe link every marketing email carries (docs/decisions/0021-privacy.md): it names the
 * consent by its id, never the address, and an HMAC-SHA256 of that id under the shop's own key proves
 * the shop made it. It works for as long as the consent exists: an email read a year later still stops
 * the mail.
 */

const mac = (key: string, consentId: string) =>
  createHmac('sha256', key).update(`unsubscribe:${consentId}`).digest('base64url');

/** The token of the link that withdraws this consent. */
export const unsubscribeToken = (key: string, consentId: string) => `${consentId}.${mac(key, consentId)}`;

/** The consent a token names, when the shop made it with this key; undefined for any other. */
export function consentOfToken(key: string, token: string): string | undefined {
  if (!UNSUBSCRIBE_TOKEN.test(token)) return undefined;
  const [consentId = '', given = ''] = token.split('.');
  const expected = Buffer.from(mac(key, consentId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? consentId : undefined;
}

/** The page a link opens: a GET shows a button, and only its POST withdraws, so a link scanner never does. */
export const unsubscribeUrl = (origin: string, token: string) =>
  `${origin}${withQuery(PATHS.unsubscribe, { token })}`;

/**
 * The headers that let a mail app offer its own unsubscribe button (RFC 2369) and send it as one
 * POST to the same address, which the form endpoint takes as the page's button (RFC 8058).
 */
export const listUnsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** An address as an unsubscribe page shows it: its first letter and its domain (the link may be forwarded). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
