import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '@shared/schemas/config';
import { ApiError } from './api-client';
import { offeredPaymentMethods, paymentMethodsChanged } from './payment-methods';

const config = (eft: PublicConfig['eft'], payfastEnabled: boolean) => ({ eft, payfastEnabled });
const account = {
  bankName: 'Capitec',
  accountHolder: 'Karoo',
  accountNumber: '1052334491',
  branchCode: '450105',
};

describe('the ways to pay the shop offers', () => {
  it('are EFT (the default) while it has a bank account, and PayFast when configured', () => {
    expect(offeredPaymentMethods(config(account, true))).toEqual(['eft', 'payfast']);
    expect(offeredPaymentMethods(config(account, false))).toEqual(['eft']);
    expect(offeredPaymentMethods(config(null, true))).toEqual(['payfast']);
    expect(offeredPaymentMethods(config(null, false))).toEqual([]);
  });

  it('are read again after a refusal that says they changed, by its code', () => {
    for (const code of ['eft_unavailable', 'payments_unavailable', 'payment_method_unavailable'] as const) {
      expect(paymentMethodsChanged(new ApiError(409, code, 'words'))).toBe(true);
    }
    expect(paymentMethodsChanged(new ApiError(409, 'empty_cart', 'This shop does not take EFT'))).toBe(false);
    expect(paymentMethodsChanged(new Error('eft_unavailable'))).toBe(false);
  });
});
