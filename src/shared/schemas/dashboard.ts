import { z } from 'zod';

/** The dashboard's eight figures (docs/specification.md §2, §4, §9). Money in integer cents. */
export const dashboardSchema = z.object({
  totalSalesCents: z.number().int(),
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
