import { z } from 'zod';

/** Public settings the storefront reads from the server at start. */
export const publicConfigSchema = z.object({
  whatsappNumber: z.string(),
  adminCurrencySymbol: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
