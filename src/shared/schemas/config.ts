import { z } from 'zod';
import { bankAccountSchema, deliveryRatesSchema, savedBusinessSchema } from './settings.js';

/** Public settings the storefront reads from the server at start. */
export const publicConfigSchema = z.object({
  whatsappNumber: z.string(),
  adminCurrencySymbol: z.string(),
  /**
   * The business's details every page shows (ECT Act section 43): null until the owner fills them in,
   * and then the pages show none.
   */
  business: savedBusinessSchema.nullable(),
  /** The shop's bank account for EFT payments (the order number is the reference). */
  eft: bankAccountSchema,
  /** Whether PayFast is offered at checkout (its merchant settings are configured). */
  payfastEnabled: z.boolean(),
  /** The delivery fees: standard, free from a threshold; express, never free. */
  delivery: deliveryRatesSchema,
  /** Whether emails are sent (SMTP_URL set), or kept in the outbox for the admin to read. */
  mailConfigured: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
