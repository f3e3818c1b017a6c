import { describe, expect, it } from 'vitest';
import { returnWindows, withinWindow } from './return-windows.js';

const SETTINGS = { returnDays: 30, defectMonths: 6, coolingOffDays: 7 };

describe('the return windows', () => {
  const windows = returnWindows('2026-03-10T09:00:00.000Z', SETTINGS);

  it('count from the delivery: 30 days, 6 months for a defect, 7 days of cooling off', () => {
    expect(windows.until.toISOString()).toBe('2026-04-09T09:00:00.000Z');
    expect(windows.defectUntil.toISOString()).toBe('2026-09-10T09:00:00.000Z');
    expect(windows.coolingOffUntil.toISOString()).toBe('2026-03-17T09:00:00.000Z');
  });

  it('let any reason in until the last moment of the 30th day, and then only a defect', () => {
    expect(withinWindow(windows, 'changed_mind', new Date('2026-04-09T09:00:00.000Z'))).toBe(true);
    expect(withinWindow(windows, 'changed_mind', new Date('2026-04-09T09:00:00.001Z'))).toBe(false);
    expect(withinWindow(windows, 'defective', new Date('2026-04-09T09:00:00.001Z'))).toBe(true);
    expect(withinWindow(windows, 'defective', new Date('2026-09-10T09:00:00.001Z'))).toBe(false);
  });

  it('end a month window on its month’s last day when that month is shorter', () => {
    expect(returnWindows('2026-08-31T12:00:00.000Z', SETTINGS).defectUntil.toISOString()).toBe(
      '2027-02-28T12:00:00.000Z',
    );
  });

  it('let any reason in for the whole cooling-off period, however short the return window', () => {
    const short = returnWindows('2026-03-10T09:00:00.000Z', {
      ...SETTINGS,
      returnDays: 7,
      coolingOffDays: 14,
    });
    expect(short.until).toEqual(short.coolingOffUntil);
    expect(short.until.toISOString()).toBe('2026-03-24T09:00:00.000Z');
  });

  it('give a defect at least the window of any reason', () => {
    const long = returnWindows('2026-03-10T09:00:00.000Z', { ...SETTINGS, returnDays: 365 });
    expect(long.defectUntil).toEqual(long.until);
  });
});
