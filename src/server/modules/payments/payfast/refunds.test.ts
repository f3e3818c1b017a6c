import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startPayfastSimulator } from '../../../testing/payfast-simulator.js';
import type { PayfastSimulator } from '../../../testing/payfast-simulator.js';
import type { PayfastApiSettings } from './api-request.js';
import { payfastCheckoutForm } from './checkout-form.js';
import { createPayfastRefunds } from './refunds.js';

const merchant = { merchantId: '10000100', merchantKey: '46f0cd694581a', passphrase: 'jt7NOE43FZPn' };

/** A local HTTP server answering every request with `answer`, counting what it received. */
async function startStub(
  answer: (method: string, path: string) => { status: number; body: string } | 'hang',
) {
  const received: Array<{ method: string; path: string }> = [];
  const server = createServer((request, response) => {
    const method = request.method ?? '';
    const path = request.url ?? '';
    received.push({ method, path });
    const reply = answer(method, path);
    if (reply === 'hang') return;
    response.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A documented refund query answer (https://developers.payfast.co.za/api#refunds), credit card. */
const cardQuery = {
  token: 'a3b3ae55-ab8b-b388-df23-4e6882b86ce0',
  funding_type: 'Credit Card',
  amount_original: 1000,
  amount_available_for_refund: 1000,
  status: 'REFUNDABLE',
  errors: [],
  refund_full: { method: 'PAYMENT_SOURCE' },
  refund_partial: { method: 'PAYMENT_SOURCE' },
  bank_names: [],
};

describe('PayFast refunds against the simulator', () => {
  let simulator: PayfastSimulator;
  let settings: PayfastApiSettings;
  let orderNumber = 7000;

  beforeAll(async () => {
    simulator = await startPayfastSimulator({ ...merchant, holdItns: true });
    settings = {
      merchantId: merchant.merchantId,
      passphrase: merchant.passphrase,
      apiUrl: simulator.baseUrl,
      testing: false,
    };
  });

  afterAll(async () => {
    await simulator.close();
  });

  /** A payment the buyer completed on the simulator's payment page; its pf_payment_id. */
  async function paidPayment(amountCents: number): Promise<string> {
    const form = payfastCheckoutForm(
      { ...merchant, baseUrl: simulator.baseUrl, itnAllow: [] },
      {
        returnUrl: 'http://shop.test/orders/1?payment=return',
        cancelUrl: 'http://shop.test/orders/1?payment=cancelled',
        notifyUrl: 'http://shop.test/api/payments/payfast/notify',
        nameFirst: 'Thandi',
        nameLast: 'Nkosi',
        emailAddress: 'thandi@example.co.za',
        mPaymentId: `LL-${orderNumber++}`,
        amountCents,
        itemName: 'Lekker Living order',
      },
    );
    const page = await fetch(`${simulator.baseUrl}/eng/process`, {
      method: 'POST',
      body: new URLSearchParams(form.fields),
    });
    const id = /name="payment_id" value="([^"]+)"/.exec(await page.text())?.[1];
    expect(id).toBeDefined();
    const pressed = await fetch(`${simulator.baseUrl}/simulator/complete`, {
      method: 'POST',
      body: new URLSearchParams({ payment_id: id! }),
      redirect: 'manual',
    });
    expect(pressed.status).toBe(303);
    return simulator.payments.find((p) => p.id === id)!.pfPaymentId;
  }

  const refundsOf = (pfPaymentId: string) => simulator.refunds.filter((r) => r.pfPaymentId === pfPaymentId);
  const callsFor = (pfPaymentId: string) =>
    simulator.apiCalls
      .filter((c) => c.path.endsWith(`/${pfPaymentId}`))
      .map((c) => `${c.method} ${c.path} ${c.status}`);

  it('queries what a paid card payment allows', async () => {
    const paymentId = await paidPayment(49_900);
    expect(await createPayfastRefunds(settings).queryRefund(paymentId)).toEqual({
      kind: 'answered',
      query: {
        fundingType: 'Credit Card',
        status: 'REFUNDABLE',
        originalCents: 49_900,
        availableCents: 49_900,
        errors: [],
        full: 'PAYMENT_SOURCE',
        partial: 'PAYMENT_SOURCE',
        bankNames: [],
      },
    });
  });

  it('refunds a payment in full, to the card', async () => {
    const paymentId = await paidPayment(123_456);
    const refunds = createPayfastRefunds(settings);
    const outcome = await refunds.refund({ paymentId, amountCents: 123_456, reason: 'Order cancelled' });
    expect(outcome).toEqual({
      kind: 'refunded',
      paymentId,
      amountCents: 123_456,
      method: 'PAYMENT_SOURCE',
      message: 'Success',
    });
    expect(refundsOf(paymentId)).toEqual([
      {
        pfPaymentId: paymentId,
        amountCents: 123_456,
        reason: 'Order cancelled',
        notifyBuyer: true,
        method: 'PAYMENT_SOURCE',
        testing: false,
      },
    ]);
    // It asked first, then refunded.
    expect(callsFor(paymentId)).toEqual([
      `GET /refunds/query/${paymentId} 200`,
      `POST /refunds/${paymentId} 200`,
    ]);
    const after = await refunds.queryRefund(paymentId);
    expect(after).toMatchObject({ kind: 'answered', query: { status: 'COMPLETED', availableCents: 0 } });
    expect(await refunds.refund({ paymentId, amountCents: 1, reason: 'Once more' })).toMatchObject({
      kind: 'refused',
      reason: 'amount_above_available',
      availableCents: 0,
    });
  });

  it('refunds in two parts, then refuses more than what is left without asking PayFast to', async () => {
    const paymentId = await paidPayment(10_000);
    const refunds = createPayfastRefunds(settings);
    const first = await refunds.refund({
      paymentId,
      amountCents: 2_500,
      reason: 'One mug broken',
      notifyBuyer: false,
    });
    expect(first).toMatchObject({ kind: 'refunded', amountCents: 2_500, method: 'PAYMENT_SOURCE' });
    const second = await refunds.refund({ paymentId, amountCents: 4_000, reason: 'Late delivery' });
    expect(second).toMatchObject({ kind: 'refunded', amountCents: 4_000 });

    const third = await refunds.refund({ paymentId, amountCents: 3_501, reason: 'Too much' });
    expect(third).toEqual({
      kind: 'refused',
      reason: 'amount_above_available',
      message: 'R35.00 is left to refund on this payment',
      availableCents: 3_500,
    });
    expect(refundsOf(paymentId).map((r) => [r.amountCents, r.notifyBuyer])).toEqual([
      [2_500, false],
      [4_000, true],
    ]);
    expect(callsFor(paymentId).filter((call) => call.startsWith('POST'))).toHaveLength(2);
    expect(await refunds.refund({ paymentId, amountCents: 3_500, reason: 'The rest' })).toMatchObject({
      kind: 'refunded',
      amountCents: 3_500,
    });
  });

  it('is refused, as PayFast refuses a bad signature, when the passphrase is wrong', async () => {
    const paymentId = await paidPayment(5_000);
    const refunds = createPayfastRefunds({ ...settings, passphrase: 'not-the-passphrase' });
    expect(await refunds.refund({ paymentId, amountCents: 5_000, reason: 'Order cancelled' })).toEqual({
      kind: 'refused',
      reason: 'unauthorised',
      message: 'Merchant authorisation failed',
      httpStatus: 401,
    });
    expect(refundsOf(paymentId)).toEqual([]);
    expect(simulator.apiCalls.at(-1)).toMatchObject({
      status: 401,
      message: 'Merchant authorisation failed',
    });
  });

  it('refuses a payment PayFast never issued', async () => {
    expect(
      await createPayfastRefunds(settings).refund({ paymentId: '999', amountCents: 500, reason: 'Nope' }),
    ).toEqual({
      kind: 'refused',
      reason: 'payment_not_found',
      message: 'Transaction not found',
      httpStatus: 404,
    });
  });

  it('leaves a payment the API cannot refund to the manual path, sending no refund', async () => {
    const paymentId = await paidPayment(8_000);
    simulator.setFunding(paymentId, 'not_refundable');
    const outcome = await createPayfastRefunds(settings).refund({
      paymentId,
      amountCents: 8_000,
      reason: 'Returned',
    });
    expect(outcome).toEqual({
      kind: 'not_refundable_by_api',
      paymentId,
      fundingType: 'Other',
      method: 'NOT_AVAILABLE',
      errors: ['This payment method cannot be refunded through the API.'],
      bankNames: [],
    });
    expect(callsFor(paymentId)).toEqual([`GET /refunds/query/${paymentId} 200`]);
  });

  it('refunds a debit card only in part and by bank payout, as the docs show', async () => {
    const paymentId = await paidPayment(20_000);
    simulator.setFunding(paymentId, 'debit_card');
    const refunds = createPayfastRefunds(settings);

    const full = await refunds.refund({ paymentId, amountCents: 20_000, reason: 'Returned' });
    expect(full).toMatchObject({
      kind: 'not_refundable_by_api',
      fundingType: 'Debit Card',
      method: 'NOT_AVAILABLE',
    });

    const noAccount = await refunds.refund({ paymentId, amountCents: 5_000, reason: 'Returned one' });
    expect(noAccount).toMatchObject({ kind: 'not_refundable_by_api', method: 'BANK_PAYOUT' });
    if (noAccount.kind !== 'not_refundable_by_api') throw new Error('expected not_refundable_by_api');
    expect(noAccount.bankNames).toContainEqual({ bankName: 'FNB', label: 'FNB' });
    expect(refundsOf(paymentId)).toEqual([]);

    const bankAccount = {
      holder: 'T Nkosi',
      bankName: 'FNB',
      branchCode: '250655',
      accountNumber: '62812345678',
      accountType: 'savings',
    } as const;
    const paidOut = await refunds.refund({
      paymentId,
      amountCents: 5_000,
      reason: 'Returned one',
      bankAccount,
    });
    expect(paidOut).toMatchObject({ kind: 'refunded', amountCents: 5_000, method: 'BANK_PAYOUT' });
    expect(refundsOf(paymentId)).toEqual([
      expect.objectContaining({
        amountCents: 5_000,
        method: 'BANK_PAYOUT',
        bankAccount: {
          bank_account_holder: 'T Nkosi',
          bank_name: 'FNB',
          bank_branch_code: '250655',
          bank_account_number: '62812345678',
          bank_account_type: 'savings',
        },
      }),
    ]);
  });

  it('signs without the sandbox flag it adds on the sandbox', async () => {
    const paymentId = await paidPayment(6_000);
    const outcome = await createPayfastRefunds({ ...settings, testing: true }).refund({
      paymentId,
      amountCents: 6_000,
      reason: 'Sandbox refund',
    });
    expect(outcome).toMatchObject({ kind: 'refunded' });
    expect(refundsOf(paymentId)).toEqual([expect.objectContaining({ testing: true })]);
    expect(simulator.apiCalls.filter((c) => c.path.endsWith(paymentId)).every((c) => c.testing)).toBe(true);
  });

  it('refuses a request it can tell is wrong without calling PayFast', async () => {
    const calls = simulator.apiCalls.length;
    const refunds = createPayfastRefunds(settings);
    expect(await refunds.refund({ paymentId: '1', amountCents: 100, reason: ' x ' })).toMatchObject({
      kind: 'refused',
      reason: 'invalid_request',
      message: expect.stringContaining('reason'),
    });
    expect(await refunds.refund({ paymentId: '1', amountCents: 0, reason: 'Zero' })).toMatchObject({
      kind: 'refused',
      reason: 'invalid_request',
    });
    expect(await refunds.queryRefund('../ping')).toMatchObject({
      kind: 'refused',
      reason: 'invalid_request',
    });
    expect(simulator.apiCalls.length).toBe(calls);
  });
});

describe('PayFast refunds when PayFast cannot be had', () => {
  const settingsFor = (apiUrl: string): PayfastApiSettings => ({
    merchantId: '10000100',
    passphrase: 'secret',
    apiUrl,
    testing: false,
  });

  it('is unavailable when nothing listens (a closed port), and says no refund can have been made', async () => {
    const stub = await startStub(() => ({ status: 200, body: '{}' }));
    await stub.close();
    const refunds = createPayfastRefunds(settingsFor(stub.url));
    const outcome = await refunds.refund({ paymentId: '1124148', amountCents: 500, reason: 'Returned' });
    expect(outcome).toMatchObject({ kind: 'unavailable', refundMayHaveBeenMade: false });
    if (outcome.kind !== 'unavailable') throw new Error('expected unavailable');
    expect(outcome.reason).toMatch(/ECONNREFUSED/);
    expect(await refunds.queryRefund('1124148')).toMatchObject({ kind: 'unavailable' });
  });

  it('gives up after its timeout; a create call left unanswered may have been made', async () => {
    const stub = await startStub((method) =>
      method === 'GET' ? { status: 200, body: JSON.stringify(cardQuery) } : 'hang',
    );
    try {
      const refunds = createPayfastRefunds(settingsFor(stub.url), { timeoutMs: 200 });
      const started = Date.now();
      const outcome = await refunds.refund({ paymentId: '1124148', amountCents: 500, reason: 'Returned' });
      expect(outcome).toEqual({
        kind: 'unavailable',
        reason: 'no answer within 200 ms',
        refundMayHaveBeenMade: true,
      });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(stub.received.map((r) => r.method)).toEqual(['GET', 'POST']);
    } finally {
      await stub.close();
    }
  });

  it('is unavailable on a 5xx or a rate limit, and only a 5xx to the create call may have refunded', async () => {
    let createStatus = 500;
    const stub = await startStub((method) =>
      method === 'GET'
        ? { status: 200, body: JSON.stringify(cardQuery) }
        : {
            status: createStatus,
            body: JSON.stringify({
              code: createStatus,
              status: 'failed',
              data: { response: false, message: 'Application Error' },
            }),
          },
    );
    try {
      const refunds = createPayfastRefunds(settingsFor(stub.url));
      expect(await refunds.refund({ paymentId: '1124148', amountCents: 500, reason: 'Returned' })).toEqual({
        kind: 'unavailable',
        reason: 'PayFast answered 500: Application Error',
        refundMayHaveBeenMade: true,
      });
      createStatus = 429;
      expect(
        await refunds.refund({ paymentId: '1124148', amountCents: 500, reason: 'Returned' }),
      ).toMatchObject({
        kind: 'unavailable',
        refundMayHaveBeenMade: false,
      });
    } finally {
      await stub.close();
    }
  });

  it("reads the query inside the API's usual envelope too, and does not trust an answer it cannot read", async () => {
    let createBody = '<html>Bad gateway</html>';
    const stub = await startStub((method) =>
      method === 'GET'
        ? {
            status: 200,
            body: JSON.stringify({ code: 200, status: 'success', data: { response: cardQuery } }),
          }
        : { status: 200, body: createBody },
    );
    try {
      const refunds = createPayfastRefunds(settingsFor(stub.url));
      expect(await refunds.queryRefund('1124148')).toMatchObject({
        kind: 'answered',
        query: { fundingType: 'Credit Card', availableCents: 1000, full: 'PAYMENT_SOURCE' },
      });
      expect(
        await refunds.refund({ paymentId: '1124148', amountCents: 1000, reason: 'Returned' }),
      ).toMatchObject({
        kind: 'unavailable',
        refundMayHaveBeenMade: true,
      });
      createBody = JSON.stringify({
        code: 200,
        status: 'failed',
        data: { response: false, message: 'Declined' },
      });
      expect(await refunds.refund({ paymentId: '1124148', amountCents: 1000, reason: 'Returned' })).toEqual({
        kind: 'refused',
        reason: 'rejected',
        message: 'Declined',
        httpStatus: 200,
      });
    } finally {
      await stub.close();
    }
  });

  it('is unavailable when the query answers something that is not a refund query', async () => {
    const stub = await startStub(() => ({
      status: 200,
      body: JSON.stringify({ code: 200, status: 'success' }),
    }));
    try {
      const outcome = await createPayfastRefunds(settingsFor(stub.url)).refund({
        paymentId: '1124148',
        amountCents: 500,
        reason: 'Returned',
      });
      expect(outcome).toMatchObject({ kind: 'unavailable', refundMayHaveBeenMade: false });
      expect(stub.received.map((r) => r.method)).toEqual(['GET']);
    } finally {
      await stub.close();
    }
  });
});
