import { parseAmountToCents } from '@shared/money';
import { SHOP_UTC_OFFSET, shopDateTime } from '@shared/shop-time';

/**
 * How a field shows a form value as text, and reads typed text back into the value the shared schema
 * takes. Reading never judges: what the schema refuses, it words (a fraction of a cent as 'not whole',
 * blank as 'required').
 */
export interface TextCodec<Value> {
  format(value: Value | null | undefined): string;
  parse(text: string): Value;
}

/**
 * Hundredths typed as a decimal: rand as cents, a percentage as basis points. Two decimals read
 * exactly; more stay a fraction of a hundredth; blank is null.
 */
export const hundredths = (shown: 'two decimals' | 'as typed'): TextCodec<number | null> => ({
  format: (value) =>
    value == null ? '' : shown === 'two decimals' ? (value / 100).toFixed(2) : String(value / 100),
  parse: (text) => (text.trim() === '' ? null : (parseAmountToCents(text) ?? Number(text) * 100)),
});

/** A count: blank is null. */
export const wholeNumber: TextCodec<number | null> = {
  format: (value) => (value == null ? '' : String(value)),
  parse: (text) => (text.trim() === '' ? null : Number(text)),
};

/** Comma-separated words, as a list: 'kitchen, wood' → ['kitchen', 'wood'], blanks left out. */
export const commaList: TextCodec<string[]> = {
  format: (list) => (list ?? []).join(', '),
  parse: (text) =>
    text
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
};

/** Optional text: blank is null. */
export const optionalText: TextCodec<string | null> = {
  format: (value) => value ?? '',
  parse: (text) => (text === '' ? null : text),
};

/** What a datetime-local field holds: YYYY-MM-DDTHH:mm, seconds when the browser adds them. */
const FIELD_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/**
 * A moment in a datetime-local field, on the shop's clock (docs/decisions/0038) as every screen shows
 * it, whatever the browser's time zone: an ISO instant read from YYYY-MM-DDTHH:mm, and shown back the
 * same way; blank (or not a moment) stays blank.
 */
export const shopDateTimeField: TextCodec<string> = {
  format: (iso) => (iso ? shopDateTime(iso).replace(' ', 'T') : ''),
  parse: (text) => {
    if (!FIELD_MOMENT.test(text)) return '';
    const date = new Date(`${text.length === 16 ? `${text}:00` : text}${SHOP_UTC_OFFSET}`);
    return Number.isNaN(date.getTime()) ? '' : date.toISOString();
  },
};
