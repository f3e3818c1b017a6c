import { describe, expect, it } from 'vitest';

import { centsToRand, payfastCheckoutForm } from './checkout-form.js';
import type { PayfastCheckoutInput, PayfastSettings } from './checkout-form.js';

const settings: PayfastSettings = {
  merchantId: '10000100',
  merchantKey: '46f0cd694581a',
  passphrase: 'jt7NOE43FZPn',
  baseUrl: 'https://sandbox.payfast.co.za',
  itnAllow: [],
};

const input: PayfastCheckoutInput = {
  returnUrl: 'https://shop.example.co.za/checkout/return?order=LL-1001&x=1',
  cancelUrl: 'https://shop.example.co.za/checkout/cancel',
  notifyUrl: 'https://shop.example.co.za/api/payfast/itn',
  nameFirst: 'Zoë',
  nameLast: "O'Brien Smith",
  emailAddress: 'zoe+shop@example.co.za',
  mPaymentId: 'LL-1001',
  amountCents: 123456,
  itemName: 'Gym mat & towel (2x) ~*sale*!',
};

describe('centsToRand', () => {
  it.each([
    [123456, '1234.56'],
    [123450, '1234.50'],
    [100, '1.00'],
    [99, '0.99'],
    [5, '0.05'],
    [0, '0.00'],
    [9007199254740991, '90071992547409.91'],
  ])('%i cents -> %s', (cents, rand) => {
    expect(centsToRand(cents)).toBe(rand);
  });

  it('refuses what is not a whole, non-negative number of cents', () => {
    expect(() => centsToRand(12.5)).toThrow(RangeError);
    expect(() => centsToRand(-1)).toThrow(RangeError);
    expect(() => centsToRand(Number.NaN)).toThrow(RangeError);
  });
});

describe('payfastCheckoutForm', () => {
  it("posts to PayFast's process endpoint", () => {
    expect(payfastCheckoutForm(settings, input).action).toBe('https://sandbox.payfast.co.za/eng/process');
    const slashed = { ...settings, baseUrl: 'https://www.payfast.co.za/' };
    expect(payfastCheckoutForm(slashed, input).action).toBe('https://www.payfast.co.za/eng/process');
  });

  it('lists the fields in the documented order with the signature last', () => {
    const { fields } = payfastCheckoutForm(settings, input);
    expect(fields.map(([key]) => key)).toEqual([
      'merchant_id',
      'merchant_key',
      'return_url',
      'cancel_url',
      'notify_url',
      'name_first',
      'name_last',
      'email_address',
      'm_payment_id',
      'amount',
      'item_name',
      'signature',
    ]);
    expect(Object.fromEntries(fields)).toMatchObject({ amount: '1234.56', name_first: 'Zoë' });
  });

  it('signs the fields as the signature test vector does', () => {
    // Same values as the vector in encoding.test.ts (MD5 computed independently with Python).
    const { fields } = payfastCheckoutForm(settings, input);
    expect(fields.at(-1)).toEqual(['signature', 'e34b4a0de57596707510bb7adf7b1d17']);
  });

  it('leaves out empty fields, from the form and from the signature', () => {
    const { fields } = payfastCheckoutForm(settings, { ...input, nameLast: '', cancelUrl: '   ' });
    const keys = fields.map(([key]) => key);
    expect(keys).not.toContain('name_last');
    expect(keys).not.toContain('cancel_url');
    expect(fields.every(([, value]) => value !== '')).toBe(true);
    expect(fields.at(-1)?.[1]).not.toBe(payfastCheckoutForm(settings, input).fields.at(-1)?.[1]);
  });

  it('trims values so what is posted is what was signed', () => {
    const { fields } = payfastCheckoutForm(settings, { ...input, nameFirst: '  Zoë ' });
    expect(Object.fromEntries(fields).name_first).toBe('Zoë');
    expect(fields.at(-1)?.[1]).toBe('e34b4a0de57596707510bb7adf7b1d17');
  });

  it('cuts item_name to 100 characters without splitting a character', () => {
    const long = `${'a'.repeat(99)}😀tail`;
    const itemName = Object.fromEntries(
      payfastCheckoutForm(settings, { ...input, itemName: long }).fields,
    ).item_name;
    expect(Array.from(itemName ?? '')).toHaveLength(100);
    expect(itemName).toBe(`${'a'.repeat(99)}😀`);
  });

  it('formats the amount from integer cents', () => {
    const amount = (amountCents: number) =>
      Object.fromEntries(payfastCheckoutForm(settings, { ...input, amountCents }).fields).amount;
    expect(amount(500)).toBe('5.00');
    expect(amount(1999)).toBe('19.99');
    expect(amount(10000001)).toBe('100000.01');
  });
});
