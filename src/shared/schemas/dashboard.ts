import { z } from 'zod';

/** The dashboard's eight figures (SPEC.md §2, §4, §9). Money in integer cents. */
export const dashboardSchema = z.object({
  totalSalesCents: z.number().int(),
  totalUsers: z.number().int(),
  products: z.number().int(),
  activeCoupons: z.number().int(),
  /** Orders whose status is pending. */
  pendingOrders: z.number().int(),
  /** Orders whose status is delivered (SPEC.md §4: only these count as completed). */
  completedOrders: z.number().int(),
  averageOrderValueCents: z.number().int(),
  /** Completed orders as a percentage of all orders; the screen shows it with 1 decimal. */
  completionRatePercent: z.number(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
