import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { type Promotion, promotionInputSchema } from '@shared/schemas/promotions';
import { EMPTY_PROMOTION, promotionToInput, validationProblem } from './promotion-form';

const promotion: Promotion = {
  id: '00000000-0000-4000-8000-000000000003',
  name: 'Braai Week',
  description: 'Everything for the fire',
  discountBps: 1_250,
  startDate: '2026-12-01T06:00:00.000Z',
  endDate: '2026-12-08T18:00:00.000Z',
  appliesToAll: false,
  category: 'homeware',
  isActive: true,
  status: 'scheduled',
  createdAt: '2026-11-23T06:00:00.000Z',
};

/** The dialog's notice for these values, as the shared schema judges them. */
function notice(values: object): string | undefined {
  const issues = promotionInputSchema.safeParse(values).error?.issues;
  if (!issues) return undefined;
  const errors: FieldErrors = Object.fromEntries(
    issues.map((issue) => [issue.path[0], { type: issue.code, message: issue.message }]),
  );
  return validationProblem(errors, values);
}

describe('the promotion form', () => {
  it('edits a promotion and saves it back as the server takes it', () => {
    expect(promotionInputSchema.parse(promotionToInput(promotion))).toEqual(promotionToInput(promotion));
    expect(notice(promotionToInput(promotion))).toBeUndefined();
  });

  it("words each problem as docs/specification.md §5's 'Validation Error' does", () => {
    const input = promotionToInput(promotion);
    expect(notice(EMPTY_PROMOTION)).toBe('Please fill in all required fields.');
    expect(notice({ ...input, name: '  ' })).toBe('Please fill in all required fields.');
    expect(notice({ ...input, discountBps: 15_000 })).toBe('Discount percentage must be between 0 and 100.');
    expect(notice({ ...input, discountBps: 0 })).toBe('Discount percentage must be between 0 and 100.');
    expect(notice({ ...input, endDate: '2026-11-30T18:00:00.000Z' })).toBe(
      'The end must come after the start.',
    );
  });

  it('clears the category when the promotion applies to all products', () => {
    expect(
      promotionInputSchema.parse({ ...promotionToInput(promotion), appliesToAll: true }).category,
    ).toBeNull();
  });
});
