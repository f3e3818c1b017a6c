import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { startPayfastSimulator } from '../../../testing/payfast-simulator.js';
import type { PayfastSimulator } from '../../../testing/payfast-simulator.js';
import { payfastCheckoutForm } from './checkout-form.js';
import {
  amountMatchesCents,
  confirmWithPayfast,
  createSenderCheck,
  parseFormBody,
  readItn,
  verifyItnSignature,
} from './itn.js';

const PASSPHRASE = 'jt7NOE43FZPn';
// An ITN body as PayFast posts it: documented order, empty fields included.
const SIGNED =
  'm_payment_id=LL-1001&pf_payment_id=1089250&payment_status=COMPLETE&item_name=Gym+mat+%26+towel' +
  '&item_description=&amount_gross=1234.56&amount_fee=-41.51&amount_net=1193.05' +
  '&custom_str1=&custom_str2=&custom_str3=&custom_str4=&custom_str5=' +
  '&custom_int1=&custom_int2=&custom_int3=&custom_int4=&custom_int5=' +
  '&name_first=Zo%C3%AB&name_last=O%27Brien&email_address=zoe%40example.co.za&merchant_id=10000100';
const SIGNATURE = createHash('md5').update(`${SIGNED}&passphrase=${PASSPHRASE}`).digest('hex');
const BODY = `${SIGNED}&signature=${SIGNATURE}`;

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const stop = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

describe('parseFormBody', () => {
  it('keeps the order and decodes the values', () => {
    const pairs = parseFormBody(BODY);
    expect(pairs.slice(0, 4)).toEqual([
      ['m_payment_id', 'LL-1001'],
      ['pf_payment_id', '1089250'],
      ['payment_status', 'COMPLETE'],
      ['item_name', 'Gym mat & towel'],
    ]);
    expect(pairs.at(-1)).toEqual(['signature', SIGNATURE]);
    expect(pairs.find(([key]) => key === 'name_first')?.[1]).toBe('Zoë');
    expect(pairs.find(([key]) => key === 'custom_str1')?.[1]).toBe('');
  });
});

describe('verifyItnSignature', () => {
  const pairs = parseFormBody(BODY);
  const withValue = (key: string, value: string) =>
    pairs.map(([k, v]): [string, string] => [k, k === key ? value : v]);

  it('accepts the signature PayFast computed', () => {
    expect(verifyItnSignature(pairs, PASSPHRASE)).toBe(true);
  });

  it('refuses an altered field', () => {
    expect(verifyItnSignature(withValue('amount_gross', '1.00'), PASSPHRASE)).toBe(false);
    expect(verifyItnSignature(withValue('custom_str1', 'x'), PASSPHRASE)).toBe(false);
  });

  it('refuses the wrong passphrase, or none', () => {
    expect(verifyItnSignature(pairs, 'not-the-passphrase')).toBe(false);
    expect(verifyItnSignature(pairs, '')).toBe(false);
  });

  it('refuses reordered fields, a missing or a malformed signature', () => {
    const [first, second, ...rest] = pairs;
    expect(verifyItnSignature([second!, first!, ...rest], PASSPHRASE)).toBe(false);
    expect(verifyItnSignature(pairs.slice(0, -1), PASSPHRASE)).toBe(false);
    expect(verifyItnSignature(withValue('signature', SIGNATURE.toUpperCase()), PASSPHRASE)).toBe(false);
    expect(verifyItnSignature(withValue('signature', 'short'), PASSPHRASE)).toBe(false);
  });
});

describe('readItn', () => {
  it('reads the fields the shop acts on', () => {
    expect(readItn(parseFormBody(BODY))).toEqual({
      mPaymentId: 'LL-1001',
      pfPaymentId: '1089250',
      paymentStatus: 'COMPLETE',
      amountGross: '1234.56',
      merchantId: '10000100',
    });
  });

  it('is undefined when a required field is missing or empty', () => {
    const pairs = parseFormBody(BODY);
    expect(readItn(pairs.filter(([key]) => key !== 'pf_payment_id'))).toBeUndefined();
    expect(
      readItn(pairs.map(([k, v]): [string, string] => [k, k === 'merchant_id' ? '' : v])),
    ).toBeUndefined();
    expect(readItn([])).toBeUndefined();
  });
});

describe('amountMatchesCents', () => {
  it.each([
    ['1234.56', 123456],
    ['1234.5', 123450],
    ['1234.50', 123450],
    ['1234', 123400],
    ['0.01', 1],
    ['0.00', 0],
    ['90071992547409.91', 9007199254740991],
  ])('%s is %i cents', (amount, cents) => {
    expect(amountMatchesCents(amount, cents)).toBe(true);
  });

  it.each([
    ['1234.56', 123457],
    ['1234.5', 123405],
    ['1234.567', 123456],
    ['-1234.56', -123456],
    ['1,234.56', 123456],
    ['1234.', 123400],
    ['.50', 50],
    [' 1234.56', 123456],
    ['1e3', 100000],
    ['0x10', 1600],
    ['', 0],
    ['abc', 0],
    ['1234.56', 123456.5],
  ])('%j is not %d cents', (amount, cents) => {
    expect(amountMatchesCents(amount, cents)).toBe(false);
  });
});

describe('createSenderCheck', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts allow-listed addresses and ranges, also in ::ffff: form', async () => {
    const check = createSenderCheck(['127.0.0.1', '10.1.0.0/16'], { resolve: async () => [] });
    expect(await check('127.0.0.1')).toBe(true);
    expect(await check('::ffff:127.0.0.1')).toBe(true);
    expect(await check('::FFFF:10.1.255.3')).toBe(true);
    expect(await check('10.1.0.1')).toBe(true);
    expect(await check('10.2.0.1')).toBe(false);
    expect(await check('127.0.0.2')).toBe(false);
  });

  it("accepts PayFast's published ranges without a lookup", async () => {
    const resolve = vi.fn(async () => []);
    const check = createSenderCheck([], { resolve });
    expect(await check('197.97.145.144')).toBe(true);
    expect(await check('197.97.145.159')).toBe(true);
    expect(await check('41.74.179.223')).toBe(true);
    expect(await check('::ffff:144.126.193.139')).toBe(true);
    expect(resolve).not.toHaveBeenCalled();
    expect(await check('197.97.145.160')).toBe(false);
  });

  it("accepts the addresses PayFast's hosts resolve to, looked up once per ten minutes", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const resolve = vi.fn(async (host: string) => (host === 'w1w.payfast.co.za' ? ['203.0.113.10'] : []));
    const check = createSenderCheck([], { resolve });
    expect(await check('203.0.113.10')).toBe(true);
    expect(await check('::ffff:203.0.113.10')).toBe(true);
    expect(await check('203.0.113.11')).toBe(false);
    expect(resolve.mock.calls.map(([host]) => host).sort()).toEqual([
      'sandbox.payfast.co.za',
      'w1w.payfast.co.za',
      'w2w.payfast.co.za',
      'www.payfast.co.za',
    ]);
    vi.setSystemTime(Date.now() + 11 * 60_000);
    expect(await check('203.0.113.10')).toBe(true);
    expect(resolve).toHaveBeenCalledTimes(8);
  });

  it('refuses a public address that is none of these', async () => {
    const check = createSenderCheck(['127.0.0.1'], { resolve: async () => ['203.0.113.10'] });
    expect(await check('8.8.8.8')).toBe(false);
    expect(await check('2001:db8::1')).toBe(false);
    expect(await check('not-an-ip')).toBe(false);
  });

  it('treats a failing resolver as no addresses, never a throw', async () => {
    const rejecting = createSenderCheck(['127.0.0.1'], {
      resolve: async () => {
        throw new Error('getaddrinfo ENOTFOUND');
      },
    });
    expect(await rejecting('8.8.8.8')).toBe(false);
    expect(await rejecting('127.0.0.1')).toBe(true);
    const throwing = createSenderCheck([], {
      resolve: () => {
        throw new Error('synchronous failure');
      },
    });
    expect(await throwing('8.8.8.8')).toBe(false);
  });

  it('uses DNS by default and survives having no network', async () => {
    await expect(createSenderCheck([])('192.0.2.1')).resolves.toBe(false);
  });

  it('refuses a bad allow-list entry at once', () => {
    expect(() => createSenderCheck(['10.0.0.0/33'])).toThrow(/10.0.0.0\/33/);
    expect(() => createSenderCheck(['payfast.co.za'])).toThrow();
    expect(() => createSenderCheck(['10.0.0.1/'])).toThrow();
  });
});

describe('confirmWithPayfast', () => {
  let simulator: PayfastSimulator;
  let deadUrl: string;
  const settings = { merchantId: '10000100', merchantKey: '46f0cd694581a', passphrase: PASSPHRASE };

  beforeAll(async () => {
    simulator = await startPayfastSimulator(settings);
    const dead = createServer();
    deadUrl = await listen(dead);
    await stop(dead);
  });

  afterAll(async () => {
    await simulator.close();
  });

  /** A payment the simulator received and an ITN it sent for it (to a notify_url nobody listens on). */
  async function sentItn(mPaymentId: string) {
    const form = payfastCheckoutForm(
      { ...settings, baseUrl: simulator.baseUrl, itnAllow: [] },
      {
        returnUrl: 'https://shop.example.co.za/return',
        cancelUrl: 'https://shop.example.co.za/cancel',
        notifyUrl: `${deadUrl}/itn`,
        nameFirst: 'Zoë',
        nameLast: 'Smith',
        emailAddress: 'zoe@example.co.za',
        mPaymentId,
        amountCents: 54900,
        itemName: 'Kettlebell 12 kg',
      },
    );
    const response = await fetch(form.action, { method: 'POST', body: new URLSearchParams(form.fields) });
    expect(response.status).toBe(200);
    expect(await simulator.sendItn(mPaymentId, 'COMPLETE')).toBe(0);
    const itn = simulator.payments.findLast((p) => p.mPaymentId === mPaymentId)?.itns.at(-1);
    expect(itn?.error).toBeDefined();
    return itn!.fields;
  }

  it('is true for an ITN PayFast sent', async () => {
    const fields = await sentItn('LL-2001');
    expect(await confirmWithPayfast(simulator.baseUrl, fields)).toBe(true);
    expect(await confirmWithPayfast(`${simulator.baseUrl}/`, fields)).toBe(true);
  });

  it('is false for an altered one', async () => {
    const fields = await sentItn('LL-2002');
    const altered = fields.map(([k, v]): [string, string] => [k, k === 'amount_gross' ? '1.00' : v]);
    expect(await confirmWithPayfast(simulator.baseUrl, altered)).toBe(false);
  });

  it('is false when the server never answers', async () => {
    const holding = createServer(() => {
      // Holds the request open: no answer ever comes.
    });
    const url = await listen(holding);
    try {
      const started = Date.now();
      expect(await confirmWithPayfast(url, parseFormBody(BODY), { timeoutMs: 200 })).toBe(false);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await stop(holding);
    }
  });

  it('is false when nothing listens, or the answer is not a 2xx VALID', async () => {
    expect(await confirmWithPayfast(deadUrl, parseFormBody(BODY))).toBe(false);
    const answering = createServer((request, response) => {
      if (request.url === '/error/eng/query/validate') response.writeHead(500).end('VALID');
      else response.writeHead(200).end('VALID but more');
    });
    const url = await listen(answering);
    try {
      expect(await confirmWithPayfast(`${url}/error`, parseFormBody(BODY))).toBe(false);
      expect(await confirmWithPayfast(url, parseFormBody(BODY))).toBe(false);
    } finally {
      await stop(answering);
    }
  });
});
