import { describe, expect, it } from 'vitest';
import { shopDay, shopFormat, shopMoment } from './shop-time.js';

describe("dates in words on the shop's clock", () => {
  it('words a day by the shop calendar, wherever the code runs', () => {
    expect(shopDay('2026-12-27T13:00:00.000Z')).toBe('27 December 2026');
    // 23:30 UTC is already the next day in Johannesburg.
    expect(shopDay('2026-12-27T23:30:00.000Z')).toBe('28 December 2026');
    expect(shopDay('2026-11-26T23:30:00.000Z')).toBe('27 November 2026');
    expect(shopDay('2026-12-04T08:00:00.000Z')).toBe('4 December 2026');
  });

  it('words a moment in South African time, two hours ahead of UTC', () => {
    expect(shopMoment('2026-12-04T00:53:00.000Z')).toBe('04 December 2026 at 02:53');
    expect(shopFormat('2026-12-06T23:10:00.000Z', { dateStyle: 'medium', timeStyle: 'short' })).toBe(
      '07 Dec 2026, 01:10',
    );
  });
});
