import { describe, expect, it } from 'vitest';
import { DEMO_EFT_ACCOUNT, loadConfig } from './config.js';

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

  it("takes the EFT account from EFT_*: in production all four or none, never the demo's (docs/decisions/0019-shop-settings.md)", () => {
    const own = {
      EFT_BANK_NAME: 'Capitec Business',
      EFT_ACCOUNT_HOLDER: 'Karoo Goods (Pty) Ltd',
      EFT_ACCOUNT_NUMBER: '1052334491',
      EFT_BRANCH_CODE: '450105',
    };
    const account = {
      bankName: 'Capitec Business',
      accountHolder: 'Karoo Goods (Pty) Ltd',
      accountNumber: '1052334491',
      branchCode: '450105',
    };
    const production = { NODE_ENV: 'production' };
    expect(loadConfig({ ...production, ...own })).toMatchObject({ production: true, eft: account });
    expect(loadConfig(production).eft).toBeNull();
    const { EFT_BRANCH_CODE: _branch, ...partial } = own;
    expect(loadConfig({ ...production, ...partial }).eft).toBeNull();
    expect(
      loadConfig({ ...production, ...own, EFT_ACCOUNT_NUMBER: DEMO_EFT_ACCOUNT.accountNumber }).eft,
    ).toBeNull();

    // Anywhere else (development, tests) the demo account fills in what is not given.
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }]) {
      expect(loadConfig(env)).toMatchObject({ production: false, eft: DEMO_EFT_ACCOUNT });
    }
    expect(loadConfig(own).eft).toEqual(account);
    expect(loadConfig(partial).eft).toEqual({ ...account, branchCode: DEMO_EFT_ACCOUNT.branchCode });
    expect(() => loadConfig({ ...production, EFT_BRANCH_CODE: '12345' })).toThrow(
      /EFT_BRANCH_CODE must be 6 digits/,
    );
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
