import type { DailySales, Dashboard, SetupChecklist } from '../../../shared/schemas/dashboard.js';
import type { ShopSettings } from '../../../shared/schemas/settings.js';
import { shopDayStart, shopToday } from '../../../shared/shop-time.js';
import type { Executor } from '../../db/database.js';
import { countUsers } from '../auth/index.js';
import { countProducts } from '../catalog/index.js';
import { countUsableCoupons } from '../coupons/index.js';
import { orderTotals, salesByDay } from '../orders/index.js';
import { dashboardFigures } from './figures.js';
import { type SetupConfig, setupChecklist } from './setup-checklist.js';

const DAY_MS = 86_400_000;

export interface DashboardOptions {
  db: Executor;
  now: () => Date;
  /** The shop's settings now. */
  settings: () => ShopSettings;
  config: SetupConfig;
}

/** The admin dashboard's figures, each from the module that owns it, and its setup checklist. */
export function createDashboardService({ db, now, settings, config }: DashboardOptions) {
  return {
    /** What the shop still needs to trade for real (docs/decisions/0019-shop-settings.md). */
    setup: (): SetupChecklist => setupChecklist(settings(), config),

    async figures(): Promise<Dashboard> {
      const [orders, totalUsers, products, activeCoupons] = await Promise.all([
        orderTotals(db),
        countUsers(db),
        countProducts(db),
        countUsableCoupons(db, shopToday(now())),
      ]);
      return dashboardFigures({
        totalSalesCents: orders.salesCents,
        refundsCents: orders.refundsCents,
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
