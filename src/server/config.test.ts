import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('configuration', () => {
  it('offers PayFast only with its merchant id, key and passphrase, on the sandbox by default', () => {
    expect(
      loadConfig({ PAYFAST_MERCHANT_ID: '10000100', PAYFAST_MERCHANT_KEY: 'key' }).payfast,
    ).toBeUndefined();
    expect(
      loadConfig({
        PAYFAST_MERCHANT_ID: '10000100',
        PAYFAST_MERCHANT_KEY: 'key',
        PAYFAST_PASSPHRASE: 'secret',
        PAYFAST_ITN_ALLOW: '127.0.0.1, 10.0.0.0/8',
      }).payfast,
    ).toEqual({
      merchantId: '10000100',
      merchantKey: 'key',
      passphrase: 'secret',
      baseUrl: 'https://sandbox.payfast.co.za',
      itnAllow: ['127.0.0.1', '10.0.0.0/8'],
    });
  });

  it('needs PUBLIC_URL to send emails, since their links must not come from a request', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example:587' })).toThrow(/PUBLIC_URL must be set/);
    expect(
      loadConfig({ SMTP_URL: 'smtp://mail.example:587', PUBLIC_URL: 'https://shop.example/' }),
    ).toMatchObject({
      smtpUrl: 'smtp://mail.example:587',
      publicUrl: 'https://shop.example',
    });
  });

  it('reads the express fee in rand, exactly, and refuses nothing or junk', () => {
    expect(loadConfig({}).expressDeliveryCents).toBe(14_999);
    expect(loadConfig({ EXPRESS_DELIVERY_FEE: '200' }).expressDeliveryCents).toBe(20_000);
    for (const fee of ['0', '-5', 'abc', '1.234']) {
      expect(() => loadConfig({ EXPRESS_DELIVERY_FEE: fee })).toThrow(/EXPRESS_DELIVERY_FEE/);
    }
  });

  it('holds unpaid orders 60 minutes online and 3 days by EFT unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ holdOnlineMinutes: 60, holdEftDays: 3 });
    expect(loadConfig({ HOLD_ONLINE_MINUTES: '30', HOLD_EFT_DAYS: '5' })).toMatchObject({
      holdOnlineMinutes: 30,
      holdEftDays: 5,
    });
    expect(() => loadConfig({ HOLD_EFT_DAYS: '0' })).toThrow(/HOLD_EFT_DAYS/);
  });
});
