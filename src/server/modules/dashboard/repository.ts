import { sql } from 'kysely';
import type { DailySales } from '../../../shared/schemas/dashboard.js';
import {
  SHOP_TIME_ZONE,
  SHOP_UTC_OFFSET,
  shopDayEnd,
  shopDayStart,
  shopToday,
} from '../../../shared/shop-time.js';
import type { EngineKind } from '../../db/dialect/types.js';
import type { Db } from '../../db/database.js';
import { couponUsable } from '../coupons/coupon-status-sql.js';

export interface DashboardCounts {
  totalSalesCents: number;
  orderCount: number;
  pendingOrders: number;
  completedOrders: number;
  totalUsers: number;
  products: number;
  /** Coupons a shopper can use today (issue 11 §3). */
  activeCoupons: number;
}

/** A moment's calendar day in the shop's time zone, as YYYY-MM-DD, in SQL (SQLite: its fixed offset). */
function shopDayOf(kind: EngineKind) {
  return kind === 'postgres'
    ? sql<string>`to_char(created_at at time zone ${sql.lit(SHOP_TIME_ZONE)}, 'YYYY-MM-DD')`
    : sql<string>`substr(datetime(created_at, ${sql.lit(`${SHOP_UTC_OFFSET}`)}), 1, 10)`;
}

export function createDashboardRepository({ kysely, dialect }: Db) {
  return {
    /**
     * Orders placed and their totals on each of the last `days` shop days up to today's, oldest
     * first; a day without orders is there with zeros. Cancelled orders are no sale.
     */
    async dailySales(days: number, now: Date): Promise<DailySales['days']> {
      const today = shopToday(now);
      const first = shopToday(new Date(Date.parse(shopDayStart(today)) - (days - 1) * 86_400_000));
      const day = shopDayOf(dialect.kind);
      const rows = await kysely
        .selectFrom('orders')
        .select((eb) => [
          day.as('day'),
          eb.fn.countAll<number | string>().as('orders'),
          eb.fn.sum<number | string>('total_amount_cents').as('sales'),
        ])
        .where('created_at', '>=', shopDayStart(first))
        .where('created_at', '<', shopDayEnd(today))
        .where('status', '!=', 'cancelled')
        .groupBy(day)
        .execute();
      const byDay = new Map(rows.map((row) => [row.day, row]));
      return Array.from({ length: days }, (_, i) => {
        const date = shopToday(new Date(Date.parse(shopDayStart(first)) + i * 86_400_000));
        const row = byDay.get(date);
        return { day: date, orders: Number(row?.orders ?? 0), salesCents: Number(row?.sales ?? 0) };
      });
    },

    async counts(): Promise<DashboardCounts> {
      const [orders, users, products, coupons] = await Promise.all([
        kysely
          .selectFrom('orders')
          .select((eb) => [
            eb.fn.coalesce(eb.fn.sum<number>('total_amount_cents'), eb.lit(0)).as('sales'),
            eb.fn.countAll<number>().as('count'),
            eb.fn.sum<number>(eb.case().when('status', '=', 'pending').then(1).else(0).end()).as('pending'),
            eb.fn
              .sum<number>(eb.case().when('status', '=', 'delivered').then(1).else(0).end())
              .as('delivered'),
          ])
          .executeTakeFirstOrThrow(),
        kysely
          .selectFrom('profiles')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
        kysely
          .selectFrom('products')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
        kysely
          .selectFrom('discount_coupons')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where((eb) => couponUsable(eb, shopToday()))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        totalSalesCents: Number(orders.sales),
        orderCount: Number(orders.count),
        pendingOrders: Number(orders.pending ?? 0),
        completedOrders: Number(orders.delivered ?? 0),
        totalUsers: Number(users.n),
        products: Number(products.n),
        activeCoupons: Number(coupons.n),
      };
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
