import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signedHeaders } from '../modules/payments/payfast/api-request.js';
import { payfastCheckoutForm } from '../modules/payments/payfast/checkout-form.js';
import type { PayfastCheckoutInput, PayfastSettings } from '../modules/payments/payfast/checkout-form.js';
import {
  amountMatchesCents,
  confirmWithPayfast,
  parseFormBody,
  readItn,
  verifyItnSignature,
} from '../modules/payments/payfast/itn.js';
import { startPayfastSimulator } from './payfast-simulator.js';
import type { PayfastSimulator } from './payfast-simulator.js';

const merchant = { merchantId: '10000100', merchantKey: '46f0cd694581a', passphrase: 'jt7NOE43FZPn' };

/** A notify_url: collects ITN posts and hands them out in arrival order. */
async function startNotifyReceiver() {
  const arrived: Array<{ contentType: string | undefined; body: string }> = [];
  const waiting: Array<(itn: { contentType: string | undefined; body: string }) => void> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const itn = {
        contentType: request.headers['content-type'],
        body: Buffer.concat(chunks).toString('utf8'),
      };
      const waiter = waiting.shift();
      if (waiter) waiter(itn);
      else arrived.push(itn);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payfast/itn`,
    next: () => {
      const ready = arrived.shift();
      return ready ? Promise.resolve(ready) : new Promise<(typeof arrived)[number]>((r) => waiting.push(r));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describe('PayFast simulator', () => {
  let simulator: PayfastSimulator;
  let notify: Awaited<ReturnType<typeof startNotifyReceiver>>;
  let settings: PayfastSettings;
  let orderNumber = 3000;

  beforeAll(async () => {
    simulator = await startPayfastSimulator({ ...merchant, itnDelayMs: 20 });
    notify = await startNotifyReceiver();
    settings = { ...merchant, baseUrl: simulator.baseUrl, itnAllow: ['127.0.0.1'] };
  });

  afterAll(async () => {
    await simulator.close();
    await notify.close();
  });

  const checkoutInput = (overrides: Partial<PayfastCheckoutInput> = {}): PayfastCheckoutInput => ({
    returnUrl: 'http://shop.test/checkout/return?order=LL-1',
    cancelUrl: 'http://shop.test/checkout/cancel?order=LL-1',
    notifyUrl: notify.url,
    nameFirst: 'Thandi',
    nameLast: 'Nkosi',
    emailAddress: 'thandi@example.co.za',
    mPaymentId: `LL-${orderNumber++}`,
    amountCents: 123456,
    itemName: 'Yoga mat & strap',
    ...overrides,
  });

  /** Posts the form as a browser would (urlencoded), and returns the answer with its page. */
  async function postForm(fields: Array<[string, string]>) {
    const response = await fetch(`${simulator.baseUrl}/eng/process`, {
      method: 'POST',
      body: new URLSearchParams(fields),
    });
    return { response, html: await response.text() };
  }

  /** Presses one of the payment page's buttons, as the page's own form would. */
  async function press(html: string, action: 'complete' | 'fail' | 'cancel') {
    const form = new RegExp(
      `<form method="post" action="(/simulator/${action})">` + `.*?name="payment_id" value="([^"]+)"`,
    ).exec(html);
    expect(form).not.toBeNull();
    return fetch(`${simulator.baseUrl}${form![1]}`, {
      method: 'POST',
      body: new URLSearchParams({ payment_id: form![2]! }),
      redirect: 'manual',
    });
  }

  it('takes a signed checkout, completes it and sends a signed ITN the shop can confirm', async () => {
    const input = checkoutInput();
    const { response, html } = await postForm(payfastCheckoutForm(settings, input).fields);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>PayFast sandbox simulator</title>');
    expect(html).toContain('<h1>PayFast sandbox simulator</h1>');
    expect(html).toContain('10000100');
    expect(html).toContain('Yoga mat &#38; strap');
    expect(html).toContain('R1234.56');
    for (const label of ['Complete payment', 'Fail payment', 'Cancel payment']) {
      expect(html).toContain(`<button type="submit">${label}</button>`);
    }

    const pressed = await press(html, 'complete');
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe(input.returnUrl);

    const itn = await notify.next();
    expect(itn.contentType).toBe('application/x-www-form-urlencoded');
    const pairs = parseFormBody(itn.body);
    expect(pairs.map(([key]) => key)).toEqual([
      'm_payment_id',
      'pf_payment_id',
      'payment_status',
      'item_name',
      'item_description',
      'amount_gross',
      'amount_fee',
      'amount_net',
      'custom_str1',
      'custom_str2',
      'custom_str3',
      'custom_str4',
      'custom_str5',
      'custom_int1',
      'custom_int2',
      'custom_int3',
      'custom_int4',
      'custom_int5',
      'name_first',
      'name_last',
      'email_address',
      'merchant_id',
      'signature',
    ]);
    const values = Object.fromEntries(pairs);
    expect(values).toMatchObject({
      item_name: 'Yoga mat & strap',
      item_description: '',
      custom_str1: '',
      name_first: 'Thandi',
      email_address: 'thandi@example.co.za',
    });
    expect(itn.body).toContain('&item_description=&');
    expect(verifyItnSignature(pairs, merchant.passphrase)).toBe(true);
    const read = readItn(pairs);
    expect(read).toMatchObject({
      mPaymentId: input.mPaymentId,
      paymentStatus: 'COMPLETE',
      merchantId: '10000100',
    });
    expect(amountMatchesCents(read!.amountGross, 123456)).toBe(true);
    // The fee is negative, as PayFast sends it, and net = gross + fee.
    expect(values.amount_fee).toMatch(/^-\d+\.\d{2}$/);
    const cents = (amount: string) => Number(amount.replace('.', ''));
    expect(cents(values.amount_net!)).toBe(123456 + cents(values.amount_fee!));
    expect(await confirmWithPayfast(simulator.baseUrl, pairs)).toBe(true);

    const payment = simulator.payments.find((p) => p.mPaymentId === input.mPaymentId);
    expect(payment).toMatchObject({ outcome: 'COMPLETE', amountCents: 123456 });
    expect(payment?.itns[0]?.answerStatus).toBe(200);
  });

  it('sends a FAILED ITN and the buyer to return_url when the payment fails', async () => {
    const input = checkoutInput();
    const { html } = await postForm(payfastCheckoutForm(settings, input).fields);
    const pressed = await press(html, 'fail');
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe(input.returnUrl);
    const pairs = parseFormBody((await notify.next()).body);
    expect(readItn(pairs)).toMatchObject({ mPaymentId: input.mPaymentId, paymentStatus: 'FAILED' });
    expect(verifyItnSignature(pairs, merchant.passphrase)).toBe(true);
  });

  it('sends a CANCELLED ITN and the buyer to cancel_url when the buyer cancels', async () => {
    const input = checkoutInput();
    const { html } = await postForm(payfastCheckoutForm(settings, input).fields);
    const pressed = await press(html, 'cancel');
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe(input.cancelUrl);
    const pairs = parseFormBody((await notify.next()).body);
    expect(readItn(pairs)).toMatchObject({ mPaymentId: input.mPaymentId, paymentStatus: 'CANCELLED' });
    expect(verifyItnSignature(pairs, merchant.passphrase)).toBe(true);
    expect(await confirmWithPayfast(simulator.baseUrl, pairs)).toBe(true);
  });

  it('holds the ITN until a test releases it, when asked to', async () => {
    const held = await startPayfastSimulator({ ...merchant, holdItns: true });
    try {
      const input = checkoutInput();
      const response = await fetch(`${held.baseUrl}/eng/process`, {
        method: 'POST',
        body: new URLSearchParams(payfastCheckoutForm({ ...settings, baseUrl: held.baseUrl }, input).fields),
      });
      const id = /name="payment_id" value="([^"]+)"/.exec(await response.text())![1]!;
      const pressed = await fetch(`${held.baseUrl}/simulator/complete`, {
        method: 'POST',
        body: new URLSearchParams({ payment_id: id }),
        redirect: 'manual',
      });
      expect(pressed.status).toBe(303);
      expect(held.payments[0]!.itns).toEqual([]);
      const release = await fetch(`${held.baseUrl}/simulator/release`, {
        method: 'POST',
        body: new URLSearchParams({ m_payment_id: input.mPaymentId }),
      });
      expect(await release.text()).toBe('notify answered 200');
      const pairs = parseFormBody((await notify.next()).body);
      expect(readItn(pairs)).toMatchObject({ mPaymentId: input.mPaymentId, paymentStatus: 'COMPLETE' });
      expect(await confirmWithPayfast(held.baseUrl, pairs)).toBe(true);
    } finally {
      await held.close();
    }
  });

  it('ends a payment only once', async () => {
    const { html } = await postForm(payfastCheckoutForm(settings, checkoutInput()).fields);
    expect((await press(html, 'complete')).status).toBe(303);
    const again = await press(html, 'cancel');
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('already ended');
    await notify.next();
  });

  it('signs as PayFast does, whatever order the fields are posted in', async () => {
    const { fields } = payfastCheckoutForm(settings, checkoutInput());
    const { response } = await postForm([...fields].reverse());
    expect(response.status).toBe(200);
  });

  it('refuses a wrong merchant key, saying so', async () => {
    const { fields } = payfastCheckoutForm({ ...settings, merchantKey: 'wrong-key' }, checkoutInput());
    const { response, html } = await postForm(fields);
    expect(response.status).toBe(400);
    expect(html).toContain('merchant_key does not match merchant_id');
  });

  it('refuses an unknown merchant', async () => {
    const { fields } = payfastCheckoutForm({ ...settings, merchantId: '99999999' }, checkoutInput());
    const { response, html } = await postForm(fields);
    expect(response.status).toBe(400);
    expect(html).toContain('merchant_id is not a known merchant');
  });

  it('refuses a wrong signature: another passphrase, or an altered field', async () => {
    const otherPassphrase = payfastCheckoutForm({ ...settings, passphrase: 'other' }, checkoutInput()).fields;
    const refused = await postForm(otherPassphrase);
    expect(refused.response.status).toBe(400);
    expect(refused.html).toContain('Generated signature does not match submitted signature');

    const altered = payfastCheckoutForm(settings, checkoutInput()).fields.map(([k, v]): [string, string] => [
      k,
      k === 'amount' ? '1.00' : v,
    ]);
    const alteredAnswer = await postForm(altered);
    expect(alteredAnswer.response.status).toBe(400);
    expect(alteredAnswer.html).toContain('Generated signature does not match submitted signature');

    const unsigned = await postForm(payfastCheckoutForm(settings, checkoutInput()).fields.slice(0, -1));
    expect(unsigned.html).toContain('signature is missing');
  });

  it('refuses an amount below R5.00 and unknown fields', async () => {
    const { response, html } = await postForm(
      payfastCheckoutForm(settings, checkoutInput({ amountCents: 499 })).fields,
    );
    expect(response.status).toBe(400);
    expect(html).toContain('below the minimum of R5.00');
    const extra = await postForm([
      ['colour', 'red'],
      ...payfastCheckoutForm(settings, checkoutInput()).fields,
    ]);
    expect(extra.response.status).toBe(400);
    expect(extra.html).toContain('Unknown fields: colour');
  });

  it('sendItn sends a genuine ITN, or a forged one that validate does not vouch for', async () => {
    const input = checkoutInput();
    await postForm(payfastCheckoutForm(settings, input).fields);

    expect(await simulator.sendItn(input.mPaymentId, 'COMPLETE')).toBe(200);
    const genuine = parseFormBody((await notify.next()).body);
    expect(verifyItnSignature(genuine, merchant.passphrase)).toBe(true);
    expect(await confirmWithPayfast(simulator.baseUrl, genuine)).toBe(true);

    expect(await simulator.sendItn(input.mPaymentId, 'COMPLETE', { amount_gross: '1.00' })).toBe(200);
    const forged = parseFormBody((await notify.next()).body);
    expect(readItn(forged)?.amountGross).toBe('1.00');
    expect(verifyItnSignature(forged, merchant.passphrase)).toBe(true);
    expect(await confirmWithPayfast(simulator.baseUrl, forged)).toBe(false);

    expect(await simulator.sendItn(input.mPaymentId, 'COMPLETE', { signature: 'f'.repeat(32) })).toBe(200);
    const badlySigned = parseFormBody((await notify.next()).body);
    expect(verifyItnSignature(badlySigned, merchant.passphrase)).toBe(false);

    await expect(simulator.sendItn('LL-none', 'COMPLETE')).rejects.toThrow(/LL-none/);
  });

  it('records a failed ITN delivery and keeps serving', async () => {
    const dead = createServer();
    await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(dead.address() as AddressInfo).port}/itn`;
    await new Promise<void>((resolve) => dead.close(() => resolve()));

    const input = checkoutInput({ notifyUrl: deadUrl });
    await postForm(payfastCheckoutForm(settings, input).fields);
    expect(await simulator.sendItn(input.mPaymentId, 'COMPLETE')).toBe(0);
    const payment = simulator.payments.find((p) => p.mPaymentId === input.mPaymentId);
    expect(payment?.itns[0]?.error).toMatch(/fetch failed|ECONNREFUSED/);
    expect(payment?.itns[0]?.answerStatus).toBeUndefined();

    const { response } = await postForm(payfastCheckoutForm(settings, checkoutInput()).fields);
    expect(response.status).toBe(200);
  });

  it('sends an ITN again, when asked to, until notify_url answers 200', async () => {
    const answers = [503, 0, 200];
    const posted: string[] = [];
    const resending = await startPayfastSimulator({
      ...merchant,
      resendItnAfterMs: [10, 10, 10, 10],
      post: async (url, form) => {
        posted.push(form);
        const status = answers.shift()!;
        if (status === 0) throw new Error('socket hang up');
        return status;
      },
    });
    try {
      const input = checkoutInput();
      await fetch(`${resending.baseUrl}/eng/process`, {
        method: 'POST',
        body: new URLSearchParams(
          payfastCheckoutForm({ ...settings, baseUrl: resending.baseUrl }, input).fields,
        ),
      });
      expect(await resending.sendItn(input.mPaymentId, 'COMPLETE')).toBe(200);
      const [itn] = resending.payments[0]!.itns;
      expect(itn).toMatchObject({ attempts: 3, answerStatus: 200 });
      expect(itn?.error).toBeUndefined();
      // The same signed notification each time, as PayFast resends it.
      expect(new Set(posted).size).toBe(1);
      expect(posted).toHaveLength(3);
    } finally {
      await resending.close();
    }
  });

  it('answers INVALID for anything it did not send, and only POST on its endpoints', async () => {
    const invalid = await fetch(`${simulator.baseUrl}/eng/query/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'm_payment_id=LL-1&payment_status=COMPLETE',
    });
    expect(invalid.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await invalid.text()).toBe('INVALID');
    expect((await fetch(`${simulator.baseUrl}/eng/query/validate`)).status).toBe(405);
    expect((await fetch(`${simulator.baseUrl}/elsewhere`)).status).toBe(404);
  });
});

describe("PayFast simulator: the refund API's protocol", () => {
  let simulator: PayfastSimulator;
  let orderNumber = 5000;
  const api = {
    merchantId: merchant.merchantId,
    passphrase: merchant.passphrase,
    apiUrl: '',
    testing: false,
  };
  const at = new Date('2024-03-01T08:15:00Z');

  beforeAll(async () => {
    simulator = await startPayfastSimulator({ ...merchant, holdItns: true });
    api.apiUrl = simulator.baseUrl;
  });

  afterAll(async () => {
    await simulator.close();
  });

  /** A checkout posted to the simulator, completed by the buyer unless told otherwise; its pf_payment_id. */
  async function payment(amountCents: number, complete = true): Promise<string> {
    const settings = { ...merchant, baseUrl: simulator.baseUrl, itnAllow: [] };
    const form = payfastCheckoutForm(settings, {
      returnUrl: 'http://shop.test/return',
      cancelUrl: 'http://shop.test/cancel',
      notifyUrl: 'http://shop.test/notify',
      nameFirst: 'Thandi',
      nameLast: 'Nkosi',
      emailAddress: 'thandi@example.co.za',
      mPaymentId: `LL-${orderNumber++}`,
      amountCents,
      itemName: 'Order',
    });
    const page = await fetch(`${simulator.baseUrl}/eng/process`, {
      method: 'POST',
      body: new URLSearchParams(form.fields),
    });
    const id = /name="payment_id" value="([^"]+)"/.exec(await page.text())![1]!;
    if (complete) {
      await fetch(`${simulator.baseUrl}/simulator/complete`, {
        method: 'POST',
        body: new URLSearchParams({ payment_id: id }),
        redirect: 'manual',
      });
    }
    return simulator.payments.find((p) => p.id === id)!.pfPaymentId;
  }

  /** A call as the client makes it, its headers changed by `alter`; the status and JSON answer. */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: Record<string, string | number>,
    alter: (headers: Record<string, string>) => Record<string, string> = (h) => h,
  ) {
    const headers = alter({ ...signedHeaders(api, at, body) });
    if (body) headers['content-type'] = 'application/json';
    const response = await fetch(`${simulator.baseUrl}${path}`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(response.headers.get('content-type')).toBe('application/json');
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  const failed = (code: number, message: string) => ({
    status: code,
    json: { code, status: 'failed', data: { response: false, message } },
  });

  it('answers the refund query with the documented fields', async () => {
    const id = await payment(12_345);
    const { status, json } = await call('GET', `/refunds/query/${id}`);
    expect(status).toBe(200);
    expect(json).toEqual({
      token: expect.any(String),
      funding_type: 'Credit Card',
      amount_original: 12_345,
      amount_available_for_refund: 12_345,
      status: 'REFUNDABLE',
      errors: [],
      refund_full: { method: 'PAYMENT_SOURCE' },
      refund_partial: { method: 'PAYMENT_SOURCE' },
      bank_names: [],
    });
  });

  it('refuses what PayFast refuses before reading a request: the documented codes and messages', async () => {
    const id = await payment(1_000);
    const path = `/refunds/query/${id}`;
    const without = (name: string) => (h: Record<string, string>) =>
      Object.fromEntries(Object.entries(h).filter(([key]) => key !== name));
    expect(await call('GET', path, undefined, without('signature'))).toEqual(
      failed(400, 'Signature not present in headers'),
    );
    expect(await call('GET', path, undefined, without('timestamp'))).toEqual(
      failed(400, 'Required variables not present in request'),
    );
    expect(await call('GET', path, undefined, (h) => ({ ...h, version: 'v9' }))).toEqual(
      failed(400, 'API version is not valid'),
    );
    expect(await call('GET', path, undefined, (h) => ({ ...h, signature: 'not-md5' }))).toEqual(
      failed(400, 'Value for signature is not in the expected format'),
    );
    expect(await call('GET', path, undefined, (h) => ({ ...h, 'merchant-id': '10000101' }))).toEqual(
      failed(401, 'Merchant not found'),
    );
    expect(await call('GET', path, undefined, (h) => ({ ...h, signature: 'f'.repeat(32) }))).toEqual(
      failed(401, 'Merchant authorisation failed'),
    );
    // The signature covers the body: changing the amount after signing is refused.
    const signedFor100 = signedHeaders(api, at, {
      amount: 100,
      reason: 'Returned',
      notify_buyer: 1,
    }).signature;
    expect(
      await call('POST', `/refunds/${id}`, { amount: 900, reason: 'Returned', notify_buyer: 1 }, (h) => ({
        ...h,
        signature: signedFor100,
      })),
    ).toEqual(failed(401, 'Merchant authorisation failed'));
    expect(simulator.refunds.filter((r) => r.pfPaymentId === id)).toEqual([]);
    expect(await call('GET', '/refunds/query/424242')).toEqual(failed(404, 'Transaction not found'));
    expect(await call('GET', `/refunds/elsewhere/${id}`)).toEqual(
      failed(404, 'Service / endpoint not found'),
    );
  });

  it('keeps what each payment has left, and refuses more than that or a refund of nothing paid', async () => {
    const id = await payment(10_000);
    const refund = (amount: number) =>
      call('POST', `/refunds/${id}`, { amount, reason: 'Returned', notify_buyer: 0 });
    expect(await refund(6_000)).toEqual({
      status: 200,
      json: { code: 200, status: 'success', data: { response: true, message: 'Success' } },
    });
    expect(await refund(4_001)).toEqual(
      failed(400, 'The refund amount is more than the amount available for refund'),
    );
    expect((await call('GET', `/refunds/query/${id}`)).json).toMatchObject({
      amount_available_for_refund: 4_000,
      status: 'REFUNDABLE',
      refund_full: { method: 'NOT_AVAILABLE' },
    });
    expect((await refund(4_000)).status).toBe(200);
    expect((await call('GET', `/refunds/query/${id}`)).json).toMatchObject({
      amount_available_for_refund: 0,
      status: 'COMPLETED',
    });
    expect(simulator.refunds.filter((r) => r.pfPaymentId === id).map((r) => r.amountCents)).toEqual([
      6_000, 4_000,
    ]);

    const unpaid = await payment(2_000, false);
    expect((await call('GET', `/refunds/query/${unpaid}`)).json).toMatchObject({
      status: 'NOT_AVAILABLE',
      errors: ['This payment was not completed.'],
    });
    expect(
      await call('POST', `/refunds/${unpaid}`, { amount: 2_000, reason: 'Returned', notify_buyer: 1 }),
    ).toEqual(failed(400, 'This payment was not completed.'));
  });

  it('needs the documented fields: amount in cents, a reason of 3 to 255 characters, notify_buyer', async () => {
    const id = await payment(5_000);
    const missing = failed(400, 'Required variables not present in request');
    expect(await call('POST', `/refunds/${id}`, { amount: 500, reason: 'Returned' })).toEqual(missing);
    expect(await call('POST', `/refunds/${id}`, { amount: 500, reason: 'no', notify_buyer: 1 })).toEqual(
      missing,
    );
    expect(
      await call('POST', `/refunds/${id}`, { amount: '5.00', reason: 'Returned', notify_buyer: 1 }),
    ).toEqual(missing);
    expect(simulator.refunds.filter((r) => r.pfPaymentId === id)).toEqual([]);
  });

  it('takes a form body as well as JSON, and accepts the sandbox flag outside the signature', async () => {
    const id = await payment(3_000);
    const body = { amount: 1_000, reason: 'Returned', notify_buyer: 1 };
    const response = await fetch(`${simulator.baseUrl}/refunds/${id}?testing=true`, {
      method: 'POST',
      headers: signedHeaders(api, at, body),
      body: new URLSearchParams({ amount: '1000', reason: 'Returned', notify_buyer: '1' }),
    });
    expect(response.status).toBe(200);
    expect(simulator.refunds.at(-1)).toMatchObject({ pfPaymentId: id, amountCents: 1_000, testing: true });
    expect(simulator.apiCalls.at(-1)).toMatchObject({ method: 'POST', testing: true, status: 200 });
  });

  it('pays a debit card back by bank payout only, with either name of the bank fields', async () => {
    const id = await payment(9_000);
    simulator.setFunding(id, 'debit_card');
    const { json } = await call('GET', `/refunds/query/${id}`);
    expect(json).toMatchObject({
      funding_type: 'Debit Card',
      status: 'REFUNDABLE',
      refund_full: { method: 'NOT_AVAILABLE' },
      refund_partial: { method: 'BANK_PAYOUT', bank_account_holder: '', bank_account_type: '' },
    });
    expect(json.bank_names).toContainEqual({ bank_name: 'FNB', label: 'FNB' });

    const refund = { amount: 1_000, reason: 'Returned', notify_buyer: 1 };
    expect(await call('POST', `/refunds/${id}`, refund)).toEqual(
      failed(400, 'Required variables not present in request'),
    );
    expect(await call('POST', `/refunds/${id}`, { ...refund, amount: 9_000 })).toEqual(
      failed(400, 'A full refund is not available for this payment'),
    );
    const bank = { bank_name: 'FNB', bank_branch_code: '250655', bank_account_number: '62812345678' };
    const paid = await call('POST', `/refunds/${id}`, {
      ...refund,
      ...bank,
      acc_holder: 'T Nkosi',
      acc_type: 'current',
    });
    expect(paid.status).toBe(200);
    expect(simulator.refunds.at(-1)).toMatchObject({
      method: 'BANK_PAYOUT',
      bankAccount: { ...bank, bank_account_holder: 'T Nkosi', bank_account_type: 'current' },
    });
    expect(() => simulator.setFunding('424242', 'debit_card')).toThrow(/424242/);
  });
});
