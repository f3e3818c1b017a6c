/**
 * The shop's clock: South Africa, UTC+2 all year (no daylight saving). Coupons are valid by its
 * calendar days, the admin's date ranges are its days, and deadlines are shown in it.
 */
export const SHOP_TIME_ZONE = 'Africa/Johannesburg';
export const SHOP_UTC_OFFSET = '+02:00';

/** Today's date in the shop's time zone, YYYY-MM-DD. */
export function shopToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(now);
}

/** The instant a shop calendar day (YYYY-MM-DD) begins, as an ISO string in UTC. */
export function shopDayStart(date: string): string {
  return new Date(`${date}T00:00:00.000${SHOP_UTC_OFFSET}`).toISOString();
}

/** The instant the shop calendar day after `date` begins: the end (excluded) of `date`. */
export function shopDayEnd(date: string): string {
  return new Date(Date.parse(shopDayStart(date)) + 86_400_000).toISOString();
}

const OFFSET_MS = (() => {
  const [, sign, hours, minutes] = /^([+-])(\d\d):(\d\d)$/.exec(SHOP_UTC_OFFSET)!;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
})();

/** An instant as the shop's clock shows it, e.g. "2026-11-23 09:31" (a spreadsheet reads it as a date). */
export function shopDateTime(iso: string): string {
  const local = new Date(Date.parse(iso) + OFFSET_MS).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)}`;
}

/** One formatter for each set of options the screens use (a handful). */
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant in words on the shop's clock, in South African English: the same on the server that
 * renders a page or an email and in any browser, wherever each is. The one place that formats a
 * date for people (lint holds it).
 */
export function shopFormat(iso: string, options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): string {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-ZA', { ...options, timeZone: SHOP_TIME_ZONE });
    formats.set(key, format);
  }
  return format.format(new Date(iso));
}

/**
 * A moment, e.g. '04 December 2026 at 10:05'. The ' at ' is written here: engines' ICU data join a
 * long date and a time differently, and a page is worded on the server and again in the browser.
 */
export const shopMoment = (iso: string): string =>
  `${shopFormat(iso, { dateStyle: 'long' })} at ${shopDateTime(iso).slice(11)}`;

/** A day on the shop's calendar, e.g. '4 December 2026' (numeric: dateStyle 'long' pads the day in en-ZA). */
export const shopDay = (iso: string): string =>
  shopFormat(iso, { day: 'numeric', month: 'long', year: 'numeric' });
