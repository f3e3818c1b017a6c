import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { UNEXPECTED_ERROR, errorMessage, fieldProblems, hasErrorCode } from './error-message';

const refused = new ApiError(409, 'insufficient_stock', 'Only 2 of Mug in stock');

describe('a failure in words', () => {
  it("is the screen's wording for its code, else the API's message", () => {
    expect(errorMessage(refused)).toBe('Only 2 of Mug in stock');
    expect(errorMessage(refused, { insufficient_stock: 'Not enough stock.' })).toBe('Not enough stock.');
    expect(errorMessage(refused, { out_of_stock: 'Sold out.' })).toBe('Only 2 of Mug in stock');
  });

  it('falls back when the API said nothing: a network failure, a bug, an empty message', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(UNEXPECTED_ERROR);
    expect(errorMessage(new ApiError(500, 'internal_error', ''))).toBe(UNEXPECTED_ERROR);
    expect(errorMessage(undefined, {}, 'Please try again.')).toBe('Please try again.');
  });

  it('words a code an address carries, and nothing else from it', () => {
    const wording = { not_found: 'That product is no longer available.' };
    expect(errorMessage('not_found', wording, 'Not added.')).toBe('That product is no longer available.');
    expect(errorMessage('out_of_stock', wording, 'Not added.')).toBe('Not added.');
    expect(errorMessage('<script>', wording, 'Not added.')).toBe('Not added.');
  });

  it('tells a code apart only on an API answer', () => {
    expect(hasErrorCode(refused, 'insufficient_stock')).toBe(true);
    expect(hasErrorCode(refused, 'out_of_stock')).toBe(false);
    expect(hasErrorCode(new Error('insufficient_stock'), 'insufficient_stock')).toBe(false);
  });
});

describe("the API's problems with a form's fields", () => {
  const invalid = new ApiError(400, 'validation_error', 'Account number is 6 to 16 digits', {
    'settings.eft.accountNumber': 'Account number is 6 to 16 digits',
    'settings.delivery.standardCents': 'Standard delivery fee cannot be negative',
    version: 'Version is required',
    settings: 'Unrecognized key: "extra"',
  });

  it('names each field under the part of the body the form edits, as the form names it', () => {
    expect(fieldProblems(invalid, 'settings.')).toEqual([
      ['eft.accountNumber', 'Account number is 6 to 16 digits'],
      ['delivery.standardCents', 'Standard delivery fee cannot be negative'],
    ]);
    expect(fieldProblems(invalid)).toHaveLength(4);
  });

  it("is none for a failure without fields, or not the API's", () => {
    expect(fieldProblems(refused, 'settings.')).toEqual([]);
    expect(fieldProblems(new Error('settings.eft.bankName'), 'settings.')).toEqual([]);
  });
});
