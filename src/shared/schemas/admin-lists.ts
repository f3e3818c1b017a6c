import { z } from 'zod';
import { SCHEDULE_STATUSES } from '../schedule-status.js';
import { NO_CONTROL_CHARACTERS } from './common.js';

/**
 * What every admin list shares (docs/decisions/0015): 25 rows a page, a page number, a search term and a
 * sort direction, all in the address so that a view can be bookmarked; the answer says how many
 * rows match in all.
 */
export const ADMIN_PAGE_SIZE = 25;
export const MAX_ADMIN_PAGE = 100_000;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const adminListFields = {
  /** Matched as a case-insensitive substring; blank means no search. */
  q: z
    .string()
    .trim()
    .max(100, { error: 'Search terms can be at most 100 characters' })
    .regex(NO_CONTROL_CHARACTERS, { error: 'Search terms cannot contain control characters' })
    .transform((q) => (q === '' ? undefined : q))
    .optional(),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int({ error: 'Page must be a whole number' })
    .min(1, { error: 'Page must be at least 1' })
    .max(MAX_ADMIN_PAGE, { error: `Page must be at most ${MAX_ADMIN_PAGE}` })
    .optional(),
  dir: z.enum(SORT_DIRECTIONS, { error: 'Direction must be asc or desc' }).optional(),
};

/** The paging part of a list's answer. */
export const adminPageFields = {
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
};

/** Coupons and promotions: a search, a status (schedule-status.ts), newest first. */
export const scheduledListQuerySchema = z.strictObject({
  ...adminListFields,
  status: z
    .enum(SCHEDULE_STATUSES, { error: `Status must be one of ${SCHEDULE_STATUSES.join(', ')}` })
    .optional(),
});
export type ScheduledListQuery = z.infer<typeof scheduledListQuerySchema>;
