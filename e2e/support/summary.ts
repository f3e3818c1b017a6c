import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/** A shown amount in cents: 'R1,299.00' or '$12.50', '−R50.00' negative, 'Free' nothing. */
export function parseShownMoney(text: string): number {
  if (text.trim() === 'Free') return 0;
  const match = /(−|-)?[R$]([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`Not an amount: ${text}`);
  const cents = Number(match[2]!.replaceAll(',', '')) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}

/**
 * Reads a money summary as a shopper sees it and checks that its lines add up to its total (docs/decisions/0009
 * §5). Answers the lines, label and cents, for further checks.
 */
export async function expectSummaryAddsUp(scope: Locator): Promise<Array<[string, number]>> {
  const lines: Array<[string, number]> = [];
  for (const line of await scope.locator('[data-summary-line]').all()) {
    lines.push([await line.locator('dt').innerText(), parseShownMoney(await line.locator('dd').innerText())]);
  }
  const total = parseShownMoney(await scope.locator('[data-summary-total] dd').innerText());
  expect(lines.length).toBeGreaterThanOrEqual(2);
  expect(lines.reduce((sum, [, cents]) => sum + cents, 0)).toBe(total);
  return [...lines, ['Total', total]];
}
