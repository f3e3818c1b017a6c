import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { UNEXPECTED_ERROR, errorMessage, hasErrorCode } from './error-message';

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
