/**
 * VAT in prices that include it (docs/decisions/0020-invoices.md): the one place that computes it.
 * The rate is in basis points (1 500 is 15 %); the VAT in a VAT-inclusive amount is the rate's
 * fraction of it, 1 500 / 11 500 (15/115), rounded half away from zero to the cent. All arithmetic is
 * on integers: cents × basis points stays far below 2^53 for any amount the shop can hold.
 */

/** `numerator / denominator` rounded half away from zero, for a positive denominator. */
function roundedQuotient(numerator: number, denominator: number): number {
  const sign = numerator < 0 ? -1 : 1;
  const magnitude = Math.abs(numerator);
  return sign * Math.floor((2 * magnitude + denominator) / (2 * denominator));
}

/** The VAT included in an amount (negative for an amount taken off, such as a discount). */
export function includedVatCents(grossCents: number, rateBasisPoints: number): number {
  return roundedQuotient(grossCents * rateBasisPoints, 10_000 + rateBasisPoints);
}

/**
 * The VAT included in each of several amounts, rounded so that the parts add up to the VAT of their
 * sum: the total is rounded once, and the cents rounding left over go to the amounts whose exact VAT
 * was rounded down the most (the largest remainder), so no line is off by more than a cent.
 */
export function apportionVat(
  grossCents: readonly number[],
  rateBasisPoints: number,
): { lines: number[]; totalCents: number } {
  const denominator = 10_000 + rateBasisPoints;
  const totalCents = includedVatCents(
    grossCents.reduce((sum, cents) => sum + cents, 0),
    rateBasisPoints,
  );
  const exact = grossCents.map((cents) => cents * rateBasisPoints);
  const lines = exact.map((numerator) => Math.floor(numerator / denominator));
  // What each floor dropped, in units of 1/denominator cent: 0 ≤ remainder < denominator.
  const remainders = exact.map((numerator, index) => numerator - (lines[index] ?? 0) * denominator);
  let short = totalCents - lines.reduce((sum, cents) => sum + cents, 0);
  const order = remainders
    .map((remainder, index) => ({ remainder, index }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (short <= 0) break;
    lines[index] = (lines[index] ?? 0) + 1;
    short -= 1;
  }
  return { lines, totalCents };
}
