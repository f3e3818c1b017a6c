import { describe, expect, it } from 'vitest';
import { dashboardFigures } from './figures.js';

const counts = {
  totalSalesCents: 100_000,
  refundsCents: 5_000,
  orderCount: 3,
  pendingOrders: 1,
  completedOrders: 1,
  totalUsers: 5,
  products: 48,
  activeCoupons: 2,
};

describe('dashboardFigures', () => {
  it('averages sales over every order, rounded to the cent', () => {
    expect(dashboardFigures(counts).averageOrderValueCents).toBe(33_333);
  });

  it('gives the completion rate as delivered over all orders, in percent', () => {
    expect(dashboardFigures(counts).completionRatePercent).toBeCloseTo(33.333, 3);
  });

  it('gives zeros, not NaN, when there are no orders', () => {
    const none = dashboardFigures({
      ...counts,
      totalSalesCents: 0,
      orderCount: 0,
      pendingOrders: 0,
      completedOrders: 0,
    });
    expect(none.averageOrderValueCents).toBe(0);
    expect(none.completionRatePercent).toBe(0);
  });

  it('passes the counts through', () => {
    expect(dashboardFigures(counts)).toMatchObject({
      totalSalesCents: 100_000,
      refundsCents: 5_000,
      totalUsers: 5,
      products: 48,
      activeCoupons: 2,
      pendingOrders: 1,
    });
  });
});
