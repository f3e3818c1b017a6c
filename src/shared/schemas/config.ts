import { z } from 'zod';
import {
  bankAccountSchema,
  deliveryRatesSchema,
  returnWindowsSchema,
  savedBusinessSchema,
} from './settings.js';

/** Public settings the storefront reads from the server at start. */
export const publicConfigSchema = z.object({
  whatsappNumber: z.string(),
  adminCurrencySymbol: z.string(),
  /**
   * The business's details every page shows (ECT Act section 43): null until the owner fills them in,
   * and then the pages show none.
   */
  business: savedBusinessSchema.nullable(),
  /**
   * The information officer POPIA asks the business to name (the privacy page names them); null
   * until the owner fills them in, and then the page names the business's email instead.
   */
  privacy: z.object({ officerName: z.string().nullable(), officerEmail: z.string().nullable() }),
  /**
   * The shop's bank account for EFT payments (the order number is the reference); null when it has
   * none, and then checkout does not offer EFT.
   */
  eft: bankAccountSchema.nullable(),
  /** Whether PayFast is offered at checkout (its merchant settings are configured). */
  payfastEnabled: z.boolean(),
  /** The delivery fees: standard, free from a threshold; express, never free. */
  delivery: deliveryRatesSchema,
  /** The return windows after delivery: any reason, a defect, and the cooling-off period (the returns page words them). */
  returns: returnWindowsSchema,
  /** Whether emails are sent (SMTP_URL set), or kept in the outbox for the admin to read. */
  mailConfigured: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
