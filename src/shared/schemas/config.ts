import { z } from 'zod';

/** Public settings the storefront reads from the server at start. */
export const publicConfigSchema = z.object({
  whatsappNumber: z.string(),
  adminCurrencySymbol: z.string(),
  /** The shop's bank account for EFT payments (the order number is the reference). */
  eft: z.object({
    bankName: z.string(),
    accountHolder: z.string(),
    accountNumber: z.string(),
    branchCode: z.string(),
  }),
  /** Whether PayFast is offered at checkout (its merchant settings are configured). */
  payfastEnabled: z.boolean(),
  expressDeliveryCents: z.number().int(),
  /** Whether emails are sent (SMTP_URL set), or kept in the outbox for the admin to read. */
  mailConfigured: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
