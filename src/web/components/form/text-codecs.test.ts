import { describe, expect, it } from 'vitest';
import { commaList, hundredths, optionalText, shopDateTimeField, wholeNumber } from './text-codecs';

describe("a form field's text and its value", () => {
  it('reads rand as cents exactly, and keeps what the schema must refuse', () => {
    const rand = hundredths('two decimals');
    expect(rand.parse('349.90')).toBe(34_990);
    expect(rand.parse(' 0.07 ')).toBe(7);
    expect(rand.parse('')).toBeNull();
    // A fraction of a cent stays one (the schema says 'whole cents'); a sign stays (it says 'negative').
    expect(rand.parse('99.999')).toBeCloseTo(9_999.9);
    expect(Number.isInteger(rand.parse('99.999'))).toBe(false);
    expect(rand.parse('-5')).toBe(-500);
    expect(rand.format(34_990)).toBe('349.90');
    expect(rand.format(null)).toBe('');
  });

  it('shows a percentage as typed', () => {
    const percent = hundredths('as typed');
    expect(percent.parse('12.5')).toBe(1_250);
    expect(percent.format(1_250)).toBe('12.5');
    expect(percent.format(undefined)).toBe('');
  });

  it('reads a count, blank as none', () => {
    expect(wholeNumber.parse('7')).toBe(7);
    expect(wholeNumber.parse('1.5')).toBe(1.5);
    expect(wholeNumber.parse(' ')).toBeNull();
    expect(wholeNumber.format(0)).toBe('0');
  });

  it('reads a comma-separated list without blanks', () => {
    expect(commaList.parse(' kitchen, ,wood ,')).toEqual(['kitchen', 'wood']);
    expect(commaList.parse('')).toEqual([]);
    expect(commaList.format(['kitchen', 'wood'])).toBe('kitchen, wood');
  });

  it('reads optional text, blank as none', () => {
    expect(optionalText.parse('')).toBeNull();
    expect(optionalText.parse('2026-12-31')).toBe('2026-12-31');
    expect(optionalText.format(null)).toBe('');
  });

  it("reads a datetime-local moment on the shop's clock, whatever the browser's zone, and shows it back", () => {
    const instant = shopDateTimeField.parse('2026-12-01T08:00');
    expect(instant).toBe('2026-12-01T06:00:00.000Z');
    expect(shopDateTimeField.format(instant)).toBe('2026-12-01T08:00');
    expect(shopDateTimeField.parse('2026-12-01T08:00:30')).toBe('2026-12-01T06:00:30.000Z');
    expect(shopDateTimeField.parse('')).toBe('');
    expect(shopDateTimeField.parse('tomorrow')).toBe('');
    expect(shopDateTimeField.format('')).toBe('');
  });
});
