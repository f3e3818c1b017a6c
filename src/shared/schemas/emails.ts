import { z } from 'zod';

/** The admin's Emails screen: the outbox, 25 emails a page, newest first. */
export const EMAILS_PAGE_SIZE = 25;

export const emailListQuerySchema = z.strictObject({
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int({ error: 'Page must be a whole number' })
    .min(1, { error: 'Page must be at least 1' })
    .max(100_000, { error: 'Page must be at most 100000' })
    .optional(),
});
export type EmailListQuery = z.infer<typeof emailListQuerySchema>;

export const emailSummarySchema = z.object({
  id: z.string(),
  /** order_placed, payment_received, order_shipped, order_cancelled, password_reset. */
  kind: z.string(),
  orderId: z.string().nullable(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  /** Null while it waits to be sent. */
  sentAt: z.string().nullable(),
  /** Attempts made so far (failed ones, and the one that sent it). */
  attempts: z.number().int(),
  /** Why the last attempt failed. */
  lastError: z.string().nullable(),
  /** When an unsent email is tried next. */
  nextAttemptAt: z.string(),
});
export type EmailSummary = z.infer<typeof emailSummarySchema>;

export const emailListSchema = z.object({
  emails: z.array(emailSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type EmailList = z.infer<typeof emailListSchema>;

/** One email with its bodies, for the preview. */
export const emailDetailSchema = emailSummarySchema.extend({
  html: z.string(),
  text: z.string(),
});
export type EmailDetail = z.infer<typeof emailDetailSchema>;
