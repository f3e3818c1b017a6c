import { z } from 'zod';
import { SCHEDULE_STATUSES } from '../schedule-status.js';
import { adminPageFields } from './admin-lists.js';
import { categorySchema } from './catalog.js';
import { instantSchema, optionalText, requiredText } from './common.js';

/**
 * A sale promotion as the admin saves it (docs/specification.md §7 Admin promotions). The discount is in basis
 * points (1550 = 15.5%); applying to all products clears the category (docs/specification.md §5).
 */
export const promotionInputSchema = z
  .strictObject({
    name: requiredText('Promotion name', 120),
    description: optionalText('Description', 500),
    discountBps: z
      .number({ error: 'Discount percentage is required' })
      .int()
      .min(1, { error: 'Discount percentage must be between 0 and 100.' })
      .max(10_000, { error: 'Discount percentage must be between 0 and 100.' }),
    startDate: instantSchema('Enter a start date and time'),
    endDate: instantSchema('Enter an end date and time'),
    appliesToAll: z.boolean(),
    category: categorySchema.nullable(),
    isActive: z.boolean(),
  })
  .transform((p) => ({
    ...p,
    category: p.appliesToAll ? null : p.category,
  }))
  .refine((p) => p.endDate > p.startDate, { error: 'The end must come after the start', path: ['endDate'] });
export type PromotionInput = z.input<typeof promotionInputSchema>;

export const promotionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  discountBps: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  appliesToAll: z.boolean(),
  category: categorySchema.nullable(),
  isActive: z.boolean(),
  /** From the switch and the dates, at the moment of the answer (schedule-status.ts). */
  status: z.enum(SCHEDULE_STATUSES),
  createdAt: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionListSchema = z.object({ promotions: z.array(promotionSchema), ...adminPageFields });
export type PromotionPage = z.infer<typeof promotionListSchema>;
