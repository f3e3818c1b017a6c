import { shopToday } from '../../../shared/shop-time.js';
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

export function createDashboardRepository({ kysely }: Db) {
  return {
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
