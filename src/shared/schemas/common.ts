import { z } from 'zod';

export const idSchema = z.uuid({ error: 'Must be a valid id' });

/** The `:id` of a route. */
export const idParamsSchema = z.strictObject({ id: idSchema });

/** Text typed on one line contains no control characters (no NUL, no line breaks). */
export const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;

/**
 * A required text field: trimmed, not blank, at most `max` characters, and one line unless
 * `multiline` (a description, a message).
 */
export function requiredText(
  label: string,
  max: number,
  { requiredMessage = `${label} is required`, multiline = false } = {},
) {
  const text = z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: `${label} can be at most ${max} characters` });
  return multiline
    ? text
    : text.regex(NO_CONTROL_CHARACTERS, { error: `${label} cannot contain control characters` });
}

/** An optional text field: trimmed, at most `max` characters; blank or null is saved as null. */
export function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `${label} can be at most ${max} characters` })
    .nullable()
    .transform((text) => (text ? text : null));
}

/** Activate or deactivate (SPEC.md §7: 'Update only is_active'), for coupons and promotions alike. */
export const activeBodySchema = z.strictObject({ isActive: z.boolean() });

/** Every error answer of the API (DESIGN.md §6). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
