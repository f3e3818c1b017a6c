import { describe, expect, it } from 'vitest';
import { RETURN_STATUSES, returnReceivedBodySchema } from '@shared/schemas/returns';
import { queryKeys } from '@web/lib/query-keys';
import { RETURN_TABS, receiveFormValues, returnRefundDefaults, returnedCents } from './return-rules';

const LINE_A = '00000000-0000-4000-8000-00000000000a';
const LINE_B = '00000000-0000-4000-8000-00000000000b';
const lines = [
  { lineId: LINE_A, unitPriceCents: 24_999, quantity: 2 },
  { lineId: LINE_B, unitPriceCents: 9_950, quantity: 1 },
];

describe("a received return's refund", () => {
  it("starts from the returned items' price, with the return's number as the reason", () => {
    expect(returnedCents(lines)).toBe(59_948);
    expect(returnRefundDefaults({ number: '1001-R1', lines, refundableCents: 100_000 })).toEqual({
      amountCents: 59_948,
      reason: 'Return 1001-R1',
    });
  });

  it('is no more than the order can still give back, and never below nothing', () => {
    expect(returnRefundDefaults({ number: 'R', lines, refundableCents: 30_000 }).amountCents).toBe(30_000);
    expect(returnRefundDefaults({ number: 'R', lines, refundableCents: -5 }).amountCents).toBe(0);
  });
});

describe('Mark received', () => {
  it('puts every item back into stock unless unticked, as the server takes it', () => {
    const values = receiveFormValues(lines);
    expect(values).toEqual({
      lines: [
        { lineId: LINE_A, restock: true },
        { lineId: LINE_B, restock: true },
      ],
    });
    expect(returnReceivedBodySchema.parse(values)).toEqual(values);
  });
});

describe('the Returns screen', () => {
  it('has a tab per status in the order a return moves, then All', () => {
    expect(RETURN_TABS.map((tab) => tab.label)).toEqual([
      'Requested',
      'Authorised',
      'Received',
      'Refunded',
      'Declined',
      'All',
    ]);
    expect(RETURN_TABS.slice(0, -1).map((tab) => tab.value)).toEqual([...RETURN_STATUSES]);
  });

  it('keys every return under the prefix a step refreshes, and refunds under their order', () => {
    const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
      prefix.every((part, i) => key[i] === part);
    expect(startsWith(queryKeys.admin.returnList({ status: 'requested' }), queryKeys.admin.returns)).toBe(
      true,
    );
    expect(startsWith(queryKeys.admin.returnDetail(LINE_A), queryKeys.admin.returns)).toBe(true);
    expect(startsWith(queryKeys.admin.orderRefunds(LINE_A), queryKeys.admin.orders)).toBe(true);
  });
});
