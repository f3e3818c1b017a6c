import type { DailySales, Dashboard } from '../../../shared/schemas/dashboard.js';
import { shopDayStart, shopToday } from '../../../shared/shop-time.js';
import type { Executor } from '../../db/database.js';
import { countUsers } from '../auth/index.js';
import { countProducts } from '../catalog/index.js';
import { countUsableCoupons } from '../coupons/index.js';
import { orderTotals, salesByDay } from '../orders/index.js';
import { dashboardFigures } from './figures.js';

const DAY_MS = 86_400_000;

/** The admin dashboard's figures, each from the module that owns it. */
export function createDashboardService({ db, now }: { db: Executor; now: () => Date }) {
  return {
    async figures(): Promise<Dashboard> {
      const [orders, totalUsers, products, activeCoupons] = await Promise.all([
        orderTotals(db),
        countUsers(db),
        countProducts(db),
        countUsableCoupons(db, shopToday(now())),
      ]);
      return dashboardFigures({
        totalSalesCents: orders.salesCents,
        orderCount: orders.count,
        pendingOrders: orders.pending,
        completedOrders: orders.delivered,
        totalUsers,
        products,
        activeCoupons,
      });
    },

    /**
     * Orders placed and their totals on each of the last `days` shop days up to today's, oldest
     * first; a day without orders is there with zeros. Cancelled orders are no sale.
     */
    async dailySales(days: number): Promise<DailySales['days']> {
      const today = shopToday(now());
      const first = shopToday(new Date(Date.parse(shopDayStart(today)) - (days - 1) * DAY_MS));
      const byDay = await salesByDay(db, first, today);
      return Array.from({ length: days }, (_, i) => {
        const day = shopToday(new Date(Date.parse(shopDayStart(first)) + i * DAY_MS));
        const sales = byDay.get(day);
        return { day, orders: sales?.orders ?? 0, salesCents: sales?.salesCents ?? 0 };
      });
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
