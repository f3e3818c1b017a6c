import { z } from 'zod';
import { REVIEW_STATUSES } from '../reviews.js';
import { roleSchema } from './auth.js';
import { shopperOrderDetailSchema } from './checkout.js';
import { CONSENT_SOURCES, marketingConsentSchema } from './marketing.js';
import { shippingAddressSchema } from './orders.js';

/**
 * A shopper's rights under POPIA on their own account (docs/decisions/0021-privacy.md): to see what
 * the shop holds (the account page and its export), to object to marketing, and to have the account
 * deleted.
 */

/** The account page: who the account is, and its marketing consent. */
export const accountSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  createdAt: z.string(),
  marketing: marketingConsentSchema,
});
export type Account = z.infer<typeof accountSchema>;

/** Deleting the account takes its password again: a browser left signed in is not enough. */
export const deleteAccountBodySchema = z.strictObject({
  password: z
    .string({ error: 'Enter your password' })
    .min(1, { error: 'Enter your password' })
    .max(256, { error: 'Password is too long' }),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

/** The version of the export's shape, so a reader knows which it holds. */
export const ACCOUNT_EXPORT_FORMAT = 'lekker-living.account-export.v1';

/**
 * Everything the shop holds about an account, as one JSON file (GET /api/account/export). Money in
 * integer cents, moments as ISO-8601 instants.
 */
export const accountExportSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  exportedAt: z.string(),
  profile: z.object({
    id: z.string(),
    fullName: z.string(),
    email: z.string(),
    createdAt: z.string(),
    roles: z.array(roleSchema),
  }),
  /** Each address given at checkout, as stored on the orders, with the orders that used it. */
  addresses: z.array(shippingAddressSchema.extend({ orderNumbers: z.array(z.string()) })),
  /** The account's orders, newest first, with their lines and money (the admin's notes are the shop's own). */
  orders: z.array(shopperOrderDetailSchema),
  /** Every marketing consent given by the account or for its email address. */
  marketingConsents: z.array(
    z.object({
      email: z.string(),
      source: z.enum(CONSENT_SOURCES),
      givenAt: z.string(),
      withdrawnAt: z.string().nullable(),
      withdrawnVia: z.enum(['account', 'unsubscribe']).nullable(),
    }),
  ),
  /** The emails the shop wrote to the account's address or about its orders (their content is the orders'). */
  emails: z.array(
    z.object({
      to: z.string(),
      subject: z.string(),
      queuedAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
  /** The sessions signed in now (their tokens are never kept, only when they started and end). */
  sessions: z.array(z.object({ createdAt: z.string(), expiresAt: z.string() })),
  /** The browsers the account signed in from, by when (their tokens are never kept). */
  trustedDevices: z.array(z.object({ createdAt: z.string() })),
  /** The account's reviews, newest first, with the name they are shown under and the shop's reply. */
  reviews: z.array(
    z.object({
      product: z.string(),
      rating: z.number().int(),
      title: z.string(),
      body: z.string(),
      status: z.enum(REVIEW_STATUSES),
      shownAs: z.string(),
      reply: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
