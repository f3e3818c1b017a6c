import type { Dashboard } from '../../../shared/schemas/dashboard.js';

export interface DashboardCounts {
  /** Net of refunds. */
  totalSalesCents: number;
  refundsCents: number;
  orderCount: number;
  pendingOrders: number;
  completedOrders: number;
  totalUsers: number;
  products: number;
  /** Coupons a shopper can use today. */
  activeCoupons: number;
}

/** The dashboard's derived figures: average order value and completion rate, 0 with no orders. */
export function dashboardFigures(counts: DashboardCounts): Dashboard {
  const { orderCount } = counts;
  return {
    totalSalesCents: counts.totalSalesCents,
    refundsCents: counts.refundsCents,
    totalUsers: counts.totalUsers,
    products: counts.products,
    activeCoupons: counts.activeCoupons,
    pendingOrders: counts.pendingOrders,
    completedOrders: counts.completedOrders,
    averageOrderValueCents: orderCount > 0 ? Math.round(counts.totalSalesCents / orderCount) : 0,
    completionRatePercent: orderCount > 0 ? (counts.completedOrders / orderCount) * 100 : 0,
  };
}
