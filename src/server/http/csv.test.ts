import { describe, expect, it } from 'vitest';
import { fromSpreadsheetSafe, spreadsheetSafe } from './csv.js';

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
});
