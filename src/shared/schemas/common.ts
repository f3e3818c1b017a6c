import { z } from 'zod';
import { ERROR_CODES } from '../api/error-codes.js';

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

/** A South African number: 0 and nine digits, or +27 and nine digits; spaces and dashes are ignored. */
export const phoneSchema = z
  .string({ error: 'Phone is required' })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^(0|\+27)[1-9]\d{8}$/, { error: 'Enter a South African phone number, e.g. 082 555 0134' }),
  );

/** An email address: trimmed, required, lower-cased. */
export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required' })
  .max(254, { error: 'Email is too long' })
  .pipe(z.email({ error: 'Enter a valid email address' }))
  .transform((value) => value.toLowerCase());

/** The years a date the shop stores may fall in: both engines hold them, and no trade falls outside. */
export const SANE_YEARS = { first: 2000, last: 2100 } as const;
const OUT_OF_RANGE = `Enter a date between ${SANE_YEARS.first} and ${SANE_YEARS.last}`;
const saneYear = (year: number) => year >= SANE_YEARS.first && year <= SANE_YEARS.last;

/** A calendar date, YYYY-MM-DD, between SANE_YEARS. */
export const calendarDateSchema = z.iso
  .date({ error: 'Enter a date' })
  .refine((date) => saneYear(Number(date.slice(0, 4))), { error: OUT_OF_RANGE });

/**
 * A moment with its offset, between SANE_YEARS, answered in UTC (…Z): every stored moment has one
 * form, so the database compares them as instants (docs/decisions/0013).
 */
export const instantSchema = (error: string) =>
  z.iso
    .datetime({ offset: true, error })
    .refine((text) => saneYear(new Date(text).getUTCFullYear()), { error: OUT_OF_RANGE })
    .transform((text) => new Date(text).toISOString());

/** Activate or deactivate (docs/specification.md §7: 'Update only is_active'), for coupons and promotions alike. */
export const activeBodySchema = z.strictObject({ isActive: z.boolean() });

/** Every error answer of the API (docs/design.md §6). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
