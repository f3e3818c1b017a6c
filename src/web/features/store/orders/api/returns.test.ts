import { describe, expect, it } from 'vitest';
import { hasReturns } from './returns';

const dates = {
  deliveredAt: '2026-11-27T13:00:00.000Z',
  until: '2026-12-27T13:00:00.000Z',
  defectUntil: '2027-05-27T13:00:00.000Z',
  coolingOffUntil: '2026-12-04T13:00:00.000Z',
};

describe("the order page's Returns", () => {
  it('show for an order delivered, or with returns, and not before the answer', () => {
    expect(hasReturns(undefined)).toBe(false);
    expect(hasReturns({ returnable: null, returns: [] })).toBe(false);
    expect(hasReturns({ returnable: { ...dates, lines: [] }, returns: [] })).toBe(true);
    const refunded = {
      id: 'r1',
      number: 'LL-1001-R1',
      status: 'refunded' as const,
      reason: 'defective' as const,
      details: null,
      message: 'Authorised',
      lines: [],
      requestedAt: dates.deliveredAt,
      refundedCents: 45_000,
    };
    // Refunded in full, the order is no longer returnable, but its returns stay on its page.
    expect(hasReturns({ returnable: null, returns: [refunded] })).toBe(true);
  });
});
