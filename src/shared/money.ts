/** Formatting at the edge: money stays integer cents everywhere else (docs/design.md §4). */

/** Cents as a plain two-decimal amount, e.g. 123456 -> "1234.56" (a spreadsheet reads it as a number). */
export function plainAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Cents as a two-decimal amount with a comma between thousands, e.g. 123456 -> "1,234.56"
 * (docs/decisions/0009: the comma, as South African online shops write rand amounts).
 */
export function formatAmount(cents: number): string {
  return plainAmount(cents).replace(/\B(?=(\d{3})+\.)/g, ',');
}

/** Shopper-area price: R with two decimals (docs/specification.md §1, §9); an amount taken off as -R90.00. */
export function formatRand(cents: number): string {
  return cents < 0 ? `-R${formatAmount(-cents)}` : `R${formatAmount(cents)}`;
}

/** Admin-area price: the configured symbol (docs/specification.md shows $) with two decimals. */
export function formatAdminMoney(cents: number, symbol: string): string {
  return `${symbol}${formatAmount(cents)}`;
}

/**
 * A typed amount ("249", "249.5", "249.99") as integer cents, exactly (no floating point);
 * undefined for anything else, including more than two decimals.
 */
export function parseAmountToCents(text: string): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * An amount as a person or a spreadsheet writes it, with an R or thousands separators (1,299.50,
 * R 1 299.50), as integer cents; undefined for anything else.
 */
export function parseWrittenAmount(text: string): number | undefined {
  return parseAmountToCents(
    text
      .trim()
      .replace(/^R\s*/i, '')
      .replace(/(?<=\d)[ ,](?=\d{3}\b)/g, ''),
  );
}
