import { describe, expect, it } from 'vitest';
import type { SetupChecklist, SetupStep } from '../../../shared/schemas/dashboard.js';
import type { SettingsAnswer } from '../../../shared/schemas/settings.js';
import { TYPED_BUSINESS } from '../../../shared/testing/example-business.js';
import { adminAppForFile, createTestApp, json, signUpAs } from '../../testing/test-app.js';

/**
 * The dashboard's setup checklist (docs/decisions/0019-shop-settings.md), computed by the server from
 * the shop's settings and its environment.
 */
const shop = adminAppForFile({ env: { NODE_ENV: 'production' } });

const URL = '/api/admin/dashboard/setup';
const stateOf = (checklist: SetupChecklist) =>
  Object.fromEntries(checklist.items.map((item) => [item.step, item.done])) as Record<SetupStep, boolean>;

describe('the setup checklist', () => {
  it('is for administrators only', async () => {
    expect((await shop.t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const customer = await signUpAs(shop.t);
    const res = await shop.t.app.inject({ method: 'GET', url: URL, cookies: customer.cookies });
    expect(res.statusCode).toBe(403);
  });

  it('has nothing done in a bare production shop, and ticks the business details and the bank account as the owner saves them', async () => {
    const first = json<SetupChecklist>(await shop.call('GET', URL));
    expect(stateOf(first)).toEqual({
      business: false,
      bankAccount: false,
      payfast: false,
      email: false,
      publicAddress: false,
    });
    expect(first.items.map(({ step, link, variables }) => ({ step, link, variables }))).toEqual([
      { step: 'business', link: '/admin/settings', variables: [] },
      { step: 'bankAccount', link: '/admin/settings', variables: [] },
      {
        step: 'payfast',
        link: null,
        variables: ['PAYFAST_MERCHANT_ID', 'PAYFAST_MERCHANT_KEY', 'PAYFAST_PASSPHRASE'],
      },
      { step: 'email', link: null, variables: ['SMTP_URL'] },
      { step: 'publicAddress', link: null, variables: ['PUBLIC_URL'] },
    ]);

    const save = async (change: object) => {
      const { settings, version } = json<SettingsAnswer>(await shop.call('GET', '/api/admin/settings'));
      const res = await shop.call('PUT', '/api/admin/settings', {
        settings: { ...settings, ...change },
        version,
      });
      expect(res.statusCode).toBe(200);
      return stateOf(json<SetupChecklist>(await shop.call('GET', URL)));
    };
    expect(await save({ business: TYPED_BUSINESS })).toMatchObject({ business: true, bankAccount: false });
    const eft = {
      bankName: 'Capitec',
      accountHolder: 'Karoo',
      accountNumber: '1052334491',
      branchCode: '450105',
    };
    expect(await save({ eft })).toMatchObject({ business: true, bankAccount: true, payfast: false });
    expect(await save({ business: null })).toMatchObject({ business: false, bankAccount: true });
  });

  it("ticks PayFast, email and the public address by the environment: PayFast's live site only in production", async () => {
    const checklistOf = async (env: Record<string, string>) => {
      const t = await createTestApp(undefined, { env });
      try {
        const admin = await signUpAs(t, 'admin');
        return stateOf(
          json<SetupChecklist>(await t.app.inject({ method: 'GET', url: URL, cookies: admin.cookies })),
        );
      } finally {
        await t.close();
      }
    };
    const payfast = {
      PAYFAST_MERCHANT_ID: '10000100',
      PAYFAST_MERCHANT_KEY: '46f0cd694581a',
      PAYFAST_PASSPHRASE: 'a-passphrase',
    };
    const ready = {
      NODE_ENV: 'production',
      ...payfast,
      PAYFAST_BASE_URL: 'https://www.payfast.co.za',
      SMTP_URL: 'smtp://mail.example:587',
      PUBLIC_URL: 'https://karoogoods.co.za',
      EFT_BANK_NAME: 'Capitec',
      EFT_ACCOUNT_HOLDER: 'Karoo',
      EFT_ACCOUNT_NUMBER: '1052334491',
      EFT_BRANCH_CODE: '450105',
    };
    expect(await checklistOf(ready)).toEqual({
      business: false,
      bankAccount: true,
      payfast: true,
      email: true,
      publicAddress: true,
    });
    // PayFast on its sandbox, and an address without https.
    const { PAYFAST_BASE_URL: _live, ...sandbox } = ready;
    expect(await checklistOf({ ...sandbox, PUBLIC_URL: 'http://karoogoods.co.za' })).toMatchObject({
      payfast: false,
      publicAddress: false,
      email: true,
    });
    // Trying the shop out of production: the sandbox will do, and the demo account is its bank account.
    expect(await checklistOf({ ...payfast })).toMatchObject({
      payfast: true,
      bankAccount: true,
      email: false,
    });
  });
});
