import { describe, expect, it } from 'vitest';
import { RETURN_NEXT_STEP, coolingOffDays, refundWords, returnWindowWords } from './return-words';

const DAY = 24 * 60 * 60_000;
/** Delivered 27 November 2026 at 15:00 in the shop (13:00 UTC), at the shop's first windows. */
const delivered = Date.parse('2026-11-27T13:00:00.000Z');
const dates = (coolingOff = 7) => ({
  deliveredAt: new Date(delivered).toISOString(),
  until: new Date(delivered + 30 * DAY).toISOString(),
  defectUntil: '2027-05-27T13:00:00.000Z',
  coolingOffUntil: new Date(delivered + coolingOff * DAY).toISOString(),
});
const at = (days: number) => new Date(delivered + days * DAY);

describe('the return windows on the order page', () => {
  it('counts the cooling-off days from the dates the server answered, not a fixed 7', () => {
    expect(coolingOffDays(dates())).toBe(7);
    expect(coolingOffDays(dates(14))).toBe(14);
  });

  it('names the cooling-off right while it lasts, with every reason open', () => {
    const words = returnWindowWords(dates(), at(2));
    expect(words.windows).toBe(
      'You can return items until 27 December 2026; a defective item until 27 May 2027.',
    );
    expect(words.coolingOff).toBe(
      'You are within the 7-day cooling-off period of an online purchase (ECT Act section 44): you may return it for any reason and get a full refund. It ends on 4 December 2026.',
    );
    expect(words.reasons).toEqual(['changed_mind', 'wrong_size', 'not_as_described', 'defective', 'other']);
    expect(returnWindowWords(dates(14), at(2)).coolingOff).toMatch(/^You are within the 14-day cooling-off/);
  });

  it('drops the cooling-off sentence once it ends, to the moment', () => {
    expect(returnWindowWords(dates(), at(7)).coolingOff).not.toBeNull();
    expect(returnWindowWords(dates(), new Date(delivered + 7 * DAY + 1)).coolingOff).toBeNull();
  });

  it('offers only a defect once the general window closed, and nothing after the defect window', () => {
    expect(returnWindowWords(dates(), at(30)).reasons).toHaveLength(5);
    const defectOnly = returnWindowWords(dates(), new Date(delivered + 30 * DAY + 1));
    expect(defectOnly).toEqual({
      reasons: ['defective'],
      windows:
        'The return period for this order ended on 27 December 2026. You can still return a defective item until 27 May 2027.',
      coolingOff: null,
    });
    const closed = returnWindowWords(dates(), new Date('2027-05-27T13:00:00.001Z'));
    expect(closed.reasons).toEqual([]);
    expect(closed.windows).toBe(
      'The return periods for this order have ended: on 27 December 2026, and for a defective item on 27 May 2027. If something is wrong with an item, please contact us.',
    );
  });

  it('names one date when a defect has no longer window than any reason', () => {
    const same = { ...dates(), defectUntil: dates().until };
    expect(returnWindowWords(same, at(1)).windows).toBe('You can return items until 27 December 2026.');
  });
});

describe("a return's progress", () => {
  it('says what comes next, and what was refunded once it was', () => {
    expect(RETURN_NEXT_STEP.requested).toBe('We will reply within 2 business days.');
    expect(refundWords({ refundedCents: 0 })).toBeNull();
    expect(refundWords({ refundedCents: 45_000 })).toBe(
      "Refunded R450.00. The credit note is listed with this order's invoices.",
    );
  });
});
