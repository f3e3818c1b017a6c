import { describe, expect, it } from 'vitest';
import { refundBodySchema } from '@shared/schemas/returns';
import { ApiError } from '@web/lib/api-client';
import {
  BANK_REFERENCE_REQUIRED,
  leftToRefund,
  refundBody,
  refundFieldProblems,
  refundFormSchema,
  refundMethodLabel,
} from './refund-rules';

const RETURN_ID = '7b1f0c52-6f4e-4a57-9d7c-3c4f1e2a9b10';

const problemsOf = (result: ReturnType<ReturnType<typeof refundFormSchema>['safeParse']>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));

/** The key the form makes for each refund it asks for. */
const KEY = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

describe('the refund form', () => {
  it('requires the bank reference of an EFT payment, which only the shop can pay back', () => {
    const entered = { amountCents: 12_500, reason: 'Return 1001-R1', bankReference: '  ' };
    expect(problemsOf(refundFormSchema('eft').safeParse(entered))).toEqual({
      bankReference: BANK_REFERENCE_REQUIRED,
    });
    expect(refundFormSchema('eft').parse({ ...entered, bankReference: ' FNB 123 ' }).bankReference).toBe(
      'FNB 123',
    );
  });

  it('leaves a PayFast payment blank to refund through PayFast', () => {
    const parsed = refundFormSchema('payfast').parse({
      amountCents: 100,
      reason: 'Broken',
      bankReference: '',
    });
    expect(parsed.bankReference).toBeNull();
    expect(refundBody(parsed, { idempotencyKey: KEY })).toEqual({
      idempotencyKey: KEY,
      amountCents: 100,
      reason: 'Broken',
    });
  });

  it('refuses a blank amount and a blank reason with the shared schema’s words', () => {
    const problems = problemsOf(
      refundFormSchema('payfast').safeParse({ amountCents: null, reason: ' ', bankReference: '' }),
    );
    expect(problems).toEqual({ amountCents: 'Amount must be a number', reason: 'Reason is required' });
    expect(
      problemsOf(refundFormSchema('payfast').safeParse({ amountCents: 0, reason: 'x', bankReference: '' })),
    ).toEqual({ amountCents: 'Amount must be more than R0' });
  });

  it('sends the return and the cancellation only when asked, as the server takes them', () => {
    const entered = { amountCents: 5_000, reason: 'Return 1001-R1', bankReference: 'REF 9' };
    const forReturn = refundBody(entered, { idempotencyKey: KEY, returnId: RETURN_ID });
    expect(forReturn).toEqual({ ...entered, idempotencyKey: KEY, returnId: RETURN_ID });
    expect(refundBodySchema.parse(forReturn)).toEqual(forReturn);
    expect(refundBody(entered, { idempotencyKey: KEY, cancel: true })).toEqual({
      ...entered,
      idempotencyKey: KEY,
      cancel: true,
    });
    expect(refundBody(entered, { idempotencyKey: KEY, cancel: false })).toEqual({
      ...entered,
      idempotencyKey: KEY,
    });
  });
});

describe('what is left to refund', () => {
  it('is the total less the refunds made, never below nothing', () => {
    expect(leftToRefund(45_000, [])).toBe(45_000);
    expect(leftToRefund(45_000, [{ amountCents: 10_000 }, { amountCents: 5_000 }])).toBe(30_000);
    expect(leftToRefund(45_000, [{ amountCents: 50_000 }])).toBe(0);
  });
});

describe('a refund’s method', () => {
  it('is PayFast, or a bank transfer with its reference', () => {
    expect(refundMethodLabel({ method: 'payfast', reference: null })).toBe('PayFast');
    expect(refundMethodLabel({ method: 'manual', reference: 'FNB 123' })).toBe(
      'Bank transfer, reference FNB 123',
    );
    expect(refundMethodLabel({ method: 'manual', reference: null })).toBe('Bank transfer');
  });
});

describe("the server's problems with a refund", () => {
  it('land on the fields the form has, and no others', () => {
    const failure = new ApiError(409, 'refund_too_large', 'At most R50.00 is left', {
      amountCents: 'At most R50.00',
      returnId: 'Not this one',
    });
    expect(refundFieldProblems(failure)).toEqual([['amountCents', 'At most R50.00']]);
    expect(refundFieldProblems(new Error('network'))).toEqual([]);
  });
});
