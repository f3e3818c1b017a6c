import { parseAmountToCents } from '@shared/money';

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

/** A moment as a datetime-local field shows it, in the browser's time zone: YYYY-MM-DDTHH:mm. */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A moment typed in a datetime-local field, as an ISO instant; blank (or not a moment) stays blank. */
export const localDateTime: TextCodec<string> = {
  format: (iso) => (iso ? toLocalInput(iso) : ''),
  parse: (text) => {
    const date = new Date(text);
    return text === '' || Number.isNaN(date.getTime()) ? '' : date.toISOString();
  },
};
