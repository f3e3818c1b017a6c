import { describe, expect, it } from 'vitest';
import { KEPT_BUSINESS } from '../../../shared/testing/example-business.js';
import { DEMO_EFT_ACCOUNT } from '../../config.js';
import { type SetupConfig, setupChecklist } from './setup-checklist.js';

const payfast = {
  merchantId: '10000100',
  merchantKey: '46f0cd694581a',
  passphrase: 'a-passphrase',
  baseUrl: 'https://www.payfast.co.za',
  itnAllow: [],
};
const READY: SetupConfig = {
  production: true,
  payfast,
  smtpUrl: 'smtp://mail.example:587',
  publicUrl: 'https://karoogoods.co.za',
};
type Settings = Parameters<typeof setupChecklist>[0];
const SET_UP: Settings = { business: KEPT_BUSINESS, eft: DEMO_EFT_ACCOUNT };

const item = (step: string, settings: Settings = SET_UP, config: Partial<SetupConfig> = {}) =>
  setupChecklist(settings, { ...READY, ...config }).items.find((i) => i.step === step);

describe('the setup checklist', () => {
  it('lists the five steps in order, each done for a shop set up to trade', () => {
    const { items } = setupChecklist(SET_UP, READY);
    expect(items.map((i) => [i.step, i.done])).toEqual([
      ['business', true],
      ['bankAccount', true],
      ['payfast', true],
      ['email', true],
      ['publicAddress', true],
    ]);
  });

  it('sends the business details and the bank account to the Settings screen', () => {
    for (const [step, settings] of [
      ['business', { ...SET_UP, business: null }],
      ['bankAccount', { ...SET_UP, eft: null }],
    ] as const) {
      expect(item(step, settings)).toMatchObject({ done: false, link: '/admin/settings', variables: [] });
    }
  });

  it('names the PayFast variables when it is not configured, and its address when on the sandbox in production', () => {
    expect(item('payfast', SET_UP, { payfast: undefined })).toMatchObject({
      done: false,
      link: null,
      variables: ['PAYFAST_MERCHANT_ID', 'PAYFAST_MERCHANT_KEY', 'PAYFAST_PASSPHRASE'],
    });
    const sandbox = { payfast: { ...payfast, baseUrl: 'https://sandbox.payfast.co.za' } };
    expect(item('payfast', SET_UP, sandbox)).toMatchObject({ done: false, variables: ['PAYFAST_BASE_URL'] });
    // Trying the shop out on the sandbox is what it is for.
    expect(item('payfast', SET_UP, { ...sandbox, production: false })?.done).toBe(true);
  });

  it('names SMTP_URL until emails are sent', () => {
    expect(item('email', SET_UP, { smtpUrl: undefined })).toMatchObject({
      done: false,
      variables: ['SMTP_URL'],
    });
  });

  it('wants a public https address that is not this computer', () => {
    for (const publicUrl of [
      undefined,
      'http://karoogoods.co.za',
      'https://localhost:3000',
      'http://127.0.0.1:3900',
      'https://shop.localhost',
      'https://[::1]:8443',
    ]) {
      expect({ publicUrl, ...item('publicAddress', SET_UP, { publicUrl }) }).toMatchObject({
        publicUrl,
        done: false,
        variables: ['PUBLIC_URL'],
      });
    }
    expect(item('publicAddress', SET_UP, { publicUrl: 'https://shop.karoogoods.co.za' })?.done).toBe(true);
  });

  it('gives every step a one-line hint', () => {
    const settings = { business: null, eft: null };
    for (const config of [
      READY,
      { production: true, payfast: undefined, smtpUrl: undefined, publicUrl: undefined },
    ]) {
      for (const { hint } of setupChecklist(settings, config).items) {
        expect(hint).toMatch(/^\S.{10,160}$/);
      }
    }
  });
});
