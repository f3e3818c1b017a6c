import { z } from 'zod';

/** The dashboard's eight figures (docs/specification.md §2, §4, §9). Money in integer cents. */
export const dashboardSchema = z.object({
  /** What the orders came to, less what refunds gave back. */
  totalSalesCents: z.number().int(),
  /** What refunds gave back (docs/decisions/0022-returns-and-refunds.md). */
  refundsCents: z.number().int(),
  totalUsers: z.number().int(),
  products: z.number().int(),
  activeCoupons: z.number().int(),
  /** Orders whose status is pending. */
  pendingOrders: z.number().int(),
  /** Orders whose status is delivered (docs/specification.md §4: only these count as completed). */
  completedOrders: z.number().int(),
  averageOrderValueCents: z.number().int(),
  /** Completed orders as a percentage of all orders; the screen shows it with 1 decimal. */
  completionRatePercent: z.number(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The dashboard's chart (docs/decisions/0015): the days the sales chart covers, ending today. */
export const SALES_CHART_DAYS = 30;

/** Orders placed and their totals per shop day, oldest first, cancelled orders left out. */
export const dailySalesSchema = z.object({
  days: z.array(
    z.object({
      /** YYYY-MM-DD in the shop's time zone. */
      day: z.string(),
      orders: z.number().int(),
      salesCents: z.number().int(),
    }),
  ),
});
export type DailySales = z.infer<typeof dailySalesSchema>;

/**
 * What a shop needs before it trades for real, in the order the dashboard's setup checklist lists
 * them (docs/decisions/0019-shop-settings.md): the business's details and the bank account (the
 * Settings screen), PayFast, sending emails and the public address (the environment).
 */
export const SETUP_STEPS = ['business', 'bankAccount', 'payfast', 'email', 'publicAddress'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** The setup checklist, computed by the server from the settings and the environment. */
export const setupChecklistSchema = z.object({
  items: z.array(
    z.object({
      step: z.enum(SETUP_STEPS),
      title: z.string(),
      done: z.boolean(),
      /** One line: how to do it, or what it does once done. */
      hint: z.string(),
      /** The admin screen where it is done; null when the environment does it. */
      link: z.string().nullable(),
      /** The environment variables that do it; none for a screen's step. */
      variables: z.array(z.string()),
    }),
  ),
});
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;
export type SetupItem = SetupChecklist['items'][number];
