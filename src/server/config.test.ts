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

  it('trusts no proxy, a count of proxies or their addresses, but never every client (docs/decisions/0012)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7, ::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      '::1',
    ]);
    for (const value of ['true', '0', '99', 'loopback', '10.0.0.0/8, proxy.example']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be false/);
    }
  });

  it('takes changes to the request limits as JSON, and refuses anything else', () => {
    const limits = loadConfig({
      REQUEST_LIMITS: '{"orders":{"windowSeconds":60,"max":{"session":2}}}',
    }).requestLimits;
    expect(limits.orders).toEqual({ windowSeconds: 60, max: { address: 30, session: 2 } });
    expect(limits.signUps).toEqual({ windowSeconds: 3600, max: { address: 10 } });
    for (const value of ['not json', '{"nosuch":{}}', '{"orders":{"max":{"address":0}}}', '[]']) {
      expect(() => loadConfig({ REQUEST_LIMITS: value })).toThrow(/REQUEST_LIMITS must be JSON/);
    }
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
