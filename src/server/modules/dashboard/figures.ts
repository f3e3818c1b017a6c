import type { Dashboard } from '../../../shared/schemas/dashboard.js';
import type { DashboardCounts } from './repository.js';

/** The dashboard's derived figures: average order value and completion rate, 0 with no orders. */
export function dashboardFigures(counts: DashboardCounts): Dashboard {
  const { orderCount } = counts;
  return {
    totalSalesCents: counts.totalSalesCents,
    totalUsers: counts.totalUsers,
    products: counts.products,
    activeCoupons: counts.activeCoupons,
    pendingOrders: counts.pendingOrders,
    completedOrders: counts.completedOrders,
    averageOrderValueCents: orderCount > 0 ? Math.round(counts.totalSalesCents / orderCount) : 0,
    completionRatePercent: orderCount > 0 ? (counts.completedOrders / orderCount) * 100 : 0,
  };
}
