import { describe, expect, it } from 'vitest';
import { csvAmount, fromSpreadsheetSafe, spreadsheetSafe } from './csv.js';

describe('CSV cells', () => {
  it('keeps a text a spreadsheet would run as a formula as text, and gives it back on import', () => {
    for (const text of [
      '=SUM(A1)',
      '+27 82 555 0134',
      '-5',
      '@cmd',
      '\tTab',
      "'=already quoted",
      'Mug',
      '',
      "'plain",
    ]) {
      expect(fromSpreadsheetSafe(spreadsheetSafe(text))).toBe(text);
    }
    expect(spreadsheetSafe('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(spreadsheetSafe('Mug = cup')).toBe('Mug = cup');
    expect(fromSpreadsheetSafe("'plain")).toBe("'plain");
  });

  it('writes cents as a plain amount', () => {
    expect([0, 5, 99, 100, 129_950, -250].map(csvAmount)).toEqual([
      '0.00',
      '0.05',
      '0.99',
      '1.00',
      '1299.50',
      '-2.50',
    ]);
  });
});
