import { z } from 'zod';

export const idSchema = z.uuid({ error: 'Must be a valid id' });

/** The `:id` of a route. */
export const idParamsSchema = z.strictObject({ id: idSchema });

/** Every error answer of the API (DESIGN.md §6). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
