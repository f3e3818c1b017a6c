import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/schemas/common.js';
import type { OpenedOrder, PlacedOrder } from '../../../shared/schemas/checkout.js';
import type {
  AdminReturn,
  AdminReturnPage,
  OrderReturns,
  Refund,
  ShopperReturn,
} from '../../../shared/schemas/returns.js';
import { cartWith, checkoutBody, placeOrder } from '../../testing/checkout.js';
import { insertProduct, stockOf } from '../../testing/fixtures.js';
import { type PayfastTestApp, TEST_MERCHANT, startPayfastTestApp } from '../../testing/payfast-app.js';
import type { PayfastSimulator } from '../../testing/payfast-simulator.js';
import { createPayfastRefunds, payfastApiSettings } from '../payments/index.js';
import { pdfText } from '../../testing/pdf-text.js';
import type { Trx } from '../../db/database.js';
import * as refundRepository from './refund-repository.js';
import { REQUEST_MARGIN_MS } from './refund-service.js';
import { type Account, type TestApp, json, signUpAs } from '../../testing/test-app.js';

/**
 * Returns and refunds (docs/decisions/0022-returns-and-refunds.md): a shopper's request within the
 * windows, the admin's decision, receipt with restocking, refunds capped by what was paid, through
 * PayFast's API (the simulator) or recorded by hand, each with its credit note.
 */
const merchant = TEST_MERCHANT;
const DAY = 24 * 60 * 60_000;
let sim: PayfastSimulator;
let t: TestApp;
let admin: Account;
let host: string;
let clock = new Date('2026-11-02T08:00:00.000Z');
let shop: PayfastTestApp;

beforeAll(async () => {
  shop = await startPayfastTestApp(() => clock);
  ({ sim, t, host } = shop);
  admin = await signUpAs(t, 'admin');
});
afterAll(() => shop?.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, payload?: object, cookies: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload, cookies, headers: { host } });
const asAdmin = (method: Method, url: string, payload?: object) => call(method, url, payload, admin.cookies);
const codeOf = (res: { json: () => unknown }) => (res.json() as ApiErrorBody).error.code;

/** A guest's order of two products (2 and 1 units), paid by EFT or PayFast, then delivered. */
async function deliveredOrder(paymentMethod: 'eft' | 'payfast' = 'eft') {
  const throw_ = await insertProduct(t.db, {
    title: 'Linen Throw',
    priceCents: 45_000,
    inventoryQuantity: 10,
  });
  const mat = await insertProduct(t.db, { title: 'Yoga Mat', priceCents: 30_000, inventoryQuantity: 10 });
  const cookies = await cartWith(t, [
    { productId: throw_, quantity: 2 },
    { productId: mat, quantity: 1 },
  ]);
  // With the server's own address: PayFast's notification comes back to it.
  const res = await call('POST', '/api/orders', checkoutBody({ paymentMethod }), cookies);
  expect(res.statusCode).toBe(201);
  const placed = json<PlacedOrder>(res);
  if (placed.payment.method === 'payfast') {
    await fetch(placed.payment.action, { method: 'POST', body: new URLSearchParams(placed.payment.fields) });
    expect(await sim.sendItn(placed.order.orderNumber, 'COMPLETE')).toBe(200);
    await t.app.jobs.payments.notifications.idle();
  } else {
    expect(
      (await asAdmin('PATCH', `/api/admin/orders/${placed.order.id}`, { paymentStatus: 'paid' })).statusCode,
    ).toBe(200);
  }
  expect(
    (await asAdmin('PATCH', `/api/admin/orders/${placed.order.id}`, { status: 'delivered' })).statusCode,
  ).toBe(200);
  const returns = await returnsOf(placed);
  const line = (title: string) => returns.returnable!.lines.find((l) => l.title === title)!.lineId;
  return {
    ...placed,
    products: { throw_, mat },
    lines: { throw_: line('Linen Throw'), mat: line('Yoga Mat') },
  };
}

const returnsOf = async ({ order, accessKey }: Pick<PlacedOrder, 'order' | 'accessKey'>) => {
  const res = await call('GET', `/api/orders/${order.id}/returns?key=${accessKey}`);
  expect(res.statusCode).toBe(200);
  return json<OrderReturns>(res);
};

const ask = (placed: Pick<PlacedOrder, 'order' | 'accessKey'>, body: object) =>
  call('POST', `/api/orders/${placed.order.id}/returns`, { key: placed.accessKey, ...body });

/** The email of this kind queued about the order. */
const queuedEmail = (orderId: string, kind: string) =>
  t.db.kysely
    .selectFrom('outbox_emails')
    .select(['subject', 'message'])
    .where('order_id', '=', orderId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();

const payment = (orderId: string) =>
  t.db.kysely
    .selectFrom('orders')
    .select(['payment_status', 'refunded_cents', 'status'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();

async function requested(placed: Awaited<ReturnType<typeof deliveredOrder>>, quantity = 1) {
  const res = await ask(placed, {
    lines: [{ lineId: placed.lines.throw_, quantity }],
    reason: 'wrong_size',
    details: 'Too small',
  });
  expect(res.statusCode).toBe(201);
  return json<ShopperReturn>(res);
}

describe('a shopper asking to return', () => {
  it('sees what may be returned until when, and asks for one line: requested', async () => {
    const placed = await deliveredOrder();
    const { returnable, returns } = await returnsOf(placed);
    expect(returns).toEqual([]);
    expect(returnable).toMatchObject({
      until: new Date(clock.getTime() + 30 * DAY).toISOString(),
      coolingOffUntil: new Date(clock.getTime() + 7 * DAY).toISOString(),
    });
    expect(returnable!.lines.map((line) => [line.title, line.quantity])).toEqual([
      ['Linen Throw', 2],
      ['Yoga Mat', 1],
    ]);
    const asked = await requested(placed);
    expect(asked).toMatchObject({
      number: `${placed.order.orderNumber}-R1`,
      status: 'requested',
      reason: 'wrong_size',
      details: 'Too small',
      lines: [{ title: 'Linen Throw', quantity: 1, restocked: null }],
    });
    const after = await returnsOf(placed);
    expect(after.returns).toEqual([asked]);
    const acknowledged = await queuedEmail(placed.order.id, 'return_requested');
    expect(acknowledged.subject).toBe(`We received your return request ${asked.number}`);
    expect(JSON.parse(acknowledged.message)).toMatchObject({ data: { items: ['Linen Throw × 1'] } });
    expect(after.returnable!.lines.find((line) => line.title === 'Linen Throw')!.quantity).toBe(1);
  });

  it('cannot ask back more than was bought, a line of another order, or nothing', async () => {
    const placed = await deliveredOrder();
    await requested(placed, 2);
    const again = await ask(placed, {
      lines: [{ lineId: placed.lines.throw_, quantity: 1 }],
      reason: 'other',
    });
    expect(again.statusCode).toBe(409);
    expect(json<ApiErrorBody>(again).error).toMatchObject({
      code: 'not_returnable',
      fields: { 'lines.0.quantity': 'Linen Throw is already being returned' },
    });
    const other = await deliveredOrder();
    expect(
      codeOf(await ask(placed, { lines: [{ lineId: other.lines.mat, quantity: 1 }], reason: 'other' })),
    ).toBe('not_returnable');
    for (const body of [
      { lines: [], reason: 'other' },
      { lines: [{ lineId: placed.lines.mat, quantity: 0 }], reason: 'other' },
      { lines: [{ lineId: placed.lines.mat, quantity: 1 }], reason: 'bored' },
      { lines: [{ lineId: 'nope', quantity: 1 }], reason: 'other' },
    ]) {
      const res = await ask(placed, body);
      expect(res.statusCode).toBe(400);
    }
    expect((await returnsOf(placed)).returns).toHaveLength(1);
  });

  it('is refused past 30 days, except for a defect within 6 months; before delivery; and to a stranger', async () => {
    const placed = await deliveredOrder();
    clock = new Date(clock.getTime() + 31 * DAY);
    try {
      const late = await ask(placed, {
        lines: [{ lineId: placed.lines.mat, quantity: 1 }],
        reason: 'changed_mind',
      });
      expect(late.statusCode).toBe(409);
      expect(codeOf(late)).toBe('return_window_closed');
      const defect = await ask(placed, {
        lines: [{ lineId: placed.lines.mat, quantity: 1 }],
        reason: 'defective',
      });
      expect(defect.statusCode).toBe(201);
      clock = new Date(clock.getTime() + 160 * DAY);
      expect(
        codeOf(
          await ask(placed, { lines: [{ lineId: placed.lines.throw_, quantity: 1 }], reason: 'defective' }),
        ),
      ).toBe('return_window_closed');
    } finally {
      clock = new Date(clock.getTime() - 191 * DAY);
    }

    const product = await insertProduct(t.db, { priceCents: 10_000, inventoryQuantity: 5 });
    const undelivered = json<PlacedOrder>(await placeOrder(t, await cartWith(t, [{ productId: product }])));
    expect((await returnsOf(undelivered)).returnable).toBeNull();
    const line = (
      await t.db.kysely
        .selectFrom('order_items')
        .select('id')
        .where('order_id', '=', undelivered.order.id)
        .execute()
    )[0]!.id;
    expect(codeOf(await ask(undelivered, { lines: [{ lineId: line, quantity: 1 }], reason: 'other' }))).toBe(
      'not_returnable',
    );

    const stranger = await signUpAs(t);
    const res = await call(
      'POST',
      `/api/orders/${placed.order.id}/returns`,
      { lines: [{ lineId: placed.lines.mat, quantity: 1 }], reason: 'other' },
      stranger.cookies,
    );
    expect(res.statusCode).toBe(404);
    expect(
      (await call('GET', `/api/orders/${placed.order.id}/returns`, undefined, stranger.cookies)).statusCode,
    ).toBe(404);
  });
});

describe('the admin’s Returns screen', () => {
  it('authorises with a message the shopper is emailed, receives with restocking, refunds by hand with a credit note', async () => {
    const placed = await deliveredOrder();
    const asked = await requested(placed);
    const page = json<AdminReturnPage>(
      await asAdmin('GET', `/api/admin/returns?status=requested&q=${placed.order.orderNumber}`),
    );
    expect(page.returns.map((r) => r.id)).toEqual([asked.id]);
    expect(page.counts.requested).toBe(1);

    const authorised = await asAdmin('POST', `/api/admin/returns/${asked.id}/decision`, {
      decision: 'authorise',
      message: 'Please post it to 12 Long Street, Cape Town.',
    });
    expect(authorised.statusCode).toBe(200);
    expect(json<AdminReturn>(authorised)).toMatchObject({
      status: 'authorised',
      refundableCents: placed.order.totalCents,
    });
    const email = await queuedEmail(placed.order.id, 'return_decided');
    expect(email.subject).toBe(`Your return ${asked.number} is authorised`);
    expect(email.message).toContain('Please post it to 12 Long Street');

    // Not twice, and not received before it is authorised.
    expect(
      codeOf(
        await asAdmin('POST', `/api/admin/returns/${asked.id}/decision`, {
          decision: 'decline',
          message: 'No',
        }),
      ),
    ).toBe('return_changed');

    const before = await stockOf(t.db, placed.products.throw_);
    const received = await asAdmin('POST', `/api/admin/returns/${asked.id}/received`, {
      lines: [{ lineId: placed.lines.throw_, restock: true }],
    });
    expect(received.statusCode).toBe(200);
    expect(json<AdminReturn>(received).lines).toMatchObject([{ restocked: true }]);
    expect(await stockOf(t.db, placed.products.throw_)).toBe(before + 1);

    // An EFT payment is refunded by the shop: the bank reference is required.
    const noReference = await asAdmin('POST', `/api/admin/orders/${placed.order.id}/refunds`, {
      idempotencyKey: randomUUID(),
      amountCents: 45_000,
      reason: 'Returned: wrong size',
      returnId: asked.id,
    });
    expect(noReference.statusCode).toBe(400);
    const refunded = await asAdmin('POST', `/api/admin/orders/${placed.order.id}/refunds`, {
      idempotencyKey: randomUUID(),
      amountCents: 45_000,
      reason: 'Returned: wrong size',
      returnId: asked.id,
      bankReference: 'FNB 1234567',
    });
    expect(refunded.statusCode).toBe(201);
    const [refund] = json<{ refunds: Refund[] }>(refunded).refunds;
    expect(refund).toMatchObject({ amountCents: 45_000, method: 'manual', reference: 'FNB 1234567' });
    expect(refund!.creditNoteNumber).toMatch(/^CN-\d{6}$/);
    expect(await payment(placed.order.id)).toMatchObject({ payment_status: 'partially_refunded' });
    expect(Number((await payment(placed.order.id)).refunded_cents)).toBe(45_000);
    expect(json<AdminReturn>(await asAdmin('GET', `/api/admin/returns/${asked.id}`))).toMatchObject({
      status: 'refunded',
      refundedCents: 45_000,
    });

    // The shopper sees the credit note on the order, and the refund's email carries it.
    const opened = json<OpenedOrder>(
      await call('GET', `/api/orders/${placed.order.id}?key=${placed.accessKey}`),
    );
    expect(opened.paymentStatus).toBe('partially_refunded');
    const note = opened.documents.find((document) => document.series === 'credit_note')!;
    expect(note.number).toBe(refund!.creditNoteNumber);
    const pdf = await call(
      'GET',
      `/api/orders/${placed.order.id}/documents/${note.id}?key=${placed.accessKey}`,
    );
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Credit Note');
    expect(text).toContain('Returned: wrong size');
    expect(text).toContain(opened.documents.find((document) => document.series === 'invoice')!.number);
    expect(text).toContain('Linen Throw × 1');
    const refundEmail = await queuedEmail(placed.order.id, 'refund_issued');
    expect(JSON.parse(refundEmail.message)).toMatchObject({
      data: { amountCents: 45_000, creditNote: { number: note.number } },
    });
  });

  it('moves each return only forward: no receipt before authorising, no refund before receipt', async () => {
    const placed = await deliveredOrder();
    const asked = await requested(placed);
    const receive = () =>
      asAdmin('POST', `/api/admin/returns/${asked.id}/received`, {
        lines: [{ lineId: placed.lines.throw_, restock: true }],
      });
    const refund = () =>
      asAdmin('POST', `/api/admin/orders/${placed.order.id}/refunds`, {
        idempotencyKey: randomUUID(),
        amountCents: 45_000,
        reason: 'Return',
        returnId: asked.id,
        bankReference: 'REF',
      });
    expect(codeOf(await receive())).toBe('return_changed');
    expect(codeOf(await refund())).toBe('return_changed');
    await asAdmin('POST', `/api/admin/returns/${asked.id}/decision`, {
      decision: 'authorise',
      message: 'Send it.',
    });
    expect(codeOf(await refund())).toBe('return_changed');
    expect((await receive()).statusCode).toBe(200);
    expect(codeOf(await receive())).toBe('return_changed');
    expect((await refund()).statusCode).toBe(201);
    expect(codeOf(await refund())).toBe('return_changed');
    expect(
      codeOf(
        await asAdmin('POST', `/api/admin/returns/${asked.id}/decision`, {
          decision: 'decline',
          message: 'No',
        }),
      ),
    ).toBe('return_changed');
    expect((await asAdmin('GET', '/api/admin/returns/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });

  it('declines with a message; receives without restocking', async () => {
    const placed = await deliveredOrder();
    const asked = await requested(placed);
    const declined = await asAdmin('POST', `/api/admin/returns/${asked.id}/decision`, {
      decision: 'decline',
      message: 'The throw was used.',
    });
    expect(json<AdminReturn>(declined)).toMatchObject({ status: 'declined', message: 'The throw was used.' });
    // Declined, the lines may be asked for again.
    const again = await requested(placed, 2);
    await asAdmin('POST', `/api/admin/returns/${again.id}/decision`, {
      decision: 'authorise',
      message: 'Send them back.',
    });
    const before = await stockOf(t.db, placed.products.throw_);
    const partial = await asAdmin('POST', `/api/admin/returns/${again.id}/received`, { lines: [] });
    expect(partial.statusCode).toBe(400);
    await asAdmin('POST', `/api/admin/returns/${again.id}/received`, {
      lines: [{ lineId: placed.lines.throw_, restock: false }],
    });
    expect(await stockOf(t.db, placed.products.throw_)).toBe(before);
    // A refund for a return not received yet, or another order's, is refused.
    const other = await deliveredOrder();
    const elsewhere = await asAdmin('POST', `/api/admin/orders/${other.order.id}/refunds`, {
      idempotencyKey: randomUUID(),
      amountCents: 100,
      reason: 'x',
      returnId: again.id,
      bankReference: 'REF',
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('refunds', () => {
  const payfastRefunds = () =>
    createPayfastRefunds(payfastApiSettings({ ...merchant, baseUrl: sim.baseUrl }, sim.baseUrl));

  /**
   * A delivered PayFast order with a refund of R20 begun a minute ago whose answer from PayFast never
   * came (counted, and pending); PayFast made it when `made`.
   */
  async function lostRefund(made: boolean) {
    const placed = await deliveredOrder('payfast');
    const pfPaymentId = sim.payments.findLast((p) => p.mPaymentId === placed.order.orderNumber)!.pfPaymentId;
    await beganRefund(placed.order.id, 2_000, 60_000);
    if (made) {
      expect(
        await payfastRefunds().refund({
          paymentId: pfPaymentId,
          amountCents: 2_000,
          reason: 'The answer was lost',
        }),
      ).toMatchObject({ kind: 'refunded' });
    }
    return { placed, pfPaymentId };
  }

  /** A PayFast refund begun `ageMs` ago and not confirmed yet: counted, and pending. */
  async function beganRefund(orderId: string, amountCents: number, ageMs: number) {
    await t.db.kysely
      .updateTable('orders')
      .set({ refunded_cents: amountCents, payment_status: 'partially_refunded' })
      .where('id', '=', orderId)
      .execute();
    await t.db.kysely
      .insertInto('refunds')
      .values({
        id: randomUUID(),
        order_id: orderId,
        return_id: null,
        amount_cents: amountCents,
        method: 'payfast',
        reference: null,
        reason: 'The answer was lost',
        status: 'pending',
        credit_note_id: null,
        idempotency_key: randomUUID(),
        created_at: new Date(clock.getTime() - ageMs).toISOString(),
      })
      .execute();
  }

  it('never give back more than was paid less earlier refunds; partial ones add up to refunded', async () => {
    const placed = await deliveredOrder();
    const total = placed.order.totalCents;
    const refund = (amountCents: number) =>
      asAdmin('POST', `/api/admin/orders/${placed.order.id}/refunds`, {
        idempotencyKey: randomUUID(),
        amountCents,
        reason: 'Goodwill',
        bankReference: 'REF',
      });
    expect((await refund(10_000)).statusCode).toBe(201);
    const over = await refund(total - 10_000 + 1);
    expect(over.statusCode).toBe(409);
    expect(codeOf(over)).toBe('refund_too_large');
    // Two admins at once for what is left: one refund only.
    const both = await Promise.all([refund(total - 10_000), refund(total - 10_000)]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await payment(placed.order.id)).toMatchObject({ payment_status: 'refunded' });
    expect(Number((await payment(placed.order.id)).refunded_cents)).toBe(total);
    expect(codeOf(await refund(1))).toBe('not_refundable');
    const notes = await t.db.kysely
      .selectFrom('invoices')
      .select('total_cents')
      .where('order_id', '=', placed.order.id)
      .where('series', '=', 'credit_note')
      .execute();
    expect(notes.map((note) => Number(note.total_cents)).sort((a, b) => a - b)).toEqual(
      [10_000, total - 10_000].sort((a, b) => a - b),
    );
  });

  it('of a PayFast payment go through PayFast’s API; one PayFast cannot make is recorded by hand', async () => {
    const placed = await deliveredOrder('payfast');
    const pfPaymentId = sim.payments.findLast((p) => p.mPaymentId === placed.order.orderNumber)!.pfPaymentId;
    const res = await asAdmin('POST', `/api/admin/orders/${placed.order.id}/refunds`, {
      idempotencyKey: randomUUID(),
      amountCents: 30_000,
      reason: 'Mat returned',
    });
    expect(res.statusCode).toBe(201);
    expect(json<{ refunds: Refund[] }>(res).refunds).toMatchObject([
      { method: 'payfast', amountCents: 30_000 },
    ]);
    expect(sim.refunds.filter((r) => r.pfPaymentId === pfPaymentId)).toMatchObject([
      { amountCents: 30_000, reason: 'Mat returned', method: 'PAYMENT_SOURCE' },
    ]);

    sim.setFunding(pfPaymentId, 'not_refundable');
    const manual = await asAdmin('POST', `/api/admin/orders/${placed.order.id}/refunds`, {
      idempotencyKey: randomUUID(),
      amountCents: 5_000,
      reason: 'Delivery',
    });
    expect(manual.statusCode).toBe(409);
    expect(codeOf(manual)).toBe('manual_refund_needed');
    // Nothing counted for the refused one: what is left is as before.
    expect(Number((await payment(placed.order.id)).refunded_cents)).toBe(30_000);
    const byHand = await asAdmin('POST', `/api/admin/orders/${placed.order.id}/refunds`, {
      idempotencyKey: randomUUID(),
      amountCents: 5_000,
      reason: 'Delivery',
      bankReference: 'EFT-REF-9',
    });
    expect(byHand.statusCode).toBe(201);
    expect(sim.refunds.filter((r) => r.pfPaymentId === pfPaymentId)).toHaveLength(1);

    // PayFast repeats its notification of the payment: the order stays partially refunded.
    expect(await sim.sendItn(placed.order.orderNumber, 'COMPLETE')).toBe(200);
    await t.app.jobs.payments.notifications.idle();
    expect(await payment(placed.order.id)).toMatchObject({ payment_status: 'partially_refunded' });
  });

  it('of a PayFast payment PayFast did not confirm are completed, or forgotten, once PayFast says which', async () => {
    for (const made of [true, false]) {
      const { placed, pfPaymentId } = await lostRefund(made);
      const next = await asAdmin('POST', `/api/admin/orders/${placed.order.id}/refunds`, {
        idempotencyKey: randomUUID(),
        amountCents: 1_000,
        reason: 'Goodwill',
      });
      expect(next.statusCode).toBe(201);
      expect(json<{ refunds: Refund[] }>(next).refunds.map((refund) => refund.amountCents)).toEqual(
        made ? [2_000, 1_000] : [1_000],
      );
      expect(Number((await payment(placed.order.id)).refunded_cents)).toBe(made ? 3_000 : 1_000);
      expect(sim.refunds.filter((r) => r.pfPaymentId === pfPaymentId).map((r) => r.amountCents)).toEqual(
        made ? [2_000, 1_000] : [1_000],
      );
    }
  });

  it('asked twice with one key (a double click, a retry), are made once', async () => {
    const placed = await deliveredOrder('payfast');
    const body = { idempotencyKey: randomUUID(), amountCents: 1_000, reason: 'Goodwill' };
    const both = await Promise.all([
      asAdmin('POST', `/api/admin/orders/${placed.order.id}/refunds`, body),
      asAdmin('POST', `/api/admin/orders/${placed.order.id}/refunds`, body),
    ]);
    expect(both.map((res) => res.statusCode)).toContain(201);
    const again = await asAdmin('POST', `/api/admin/orders/${placed.order.id}/refunds`, body);
    expect(again.statusCode).toBe(201);
    expect(json<{ refunds: Refund[] }>(again).refunds).toHaveLength(1);
    expect(Number((await payment(placed.order.id)).refunded_cents)).toBe(1_000);
    const pfPaymentId = sim.payments.findLast((p) => p.mPaymentId === placed.order.orderNumber)!.pfPaymentId;
    expect(sim.refunds.filter((r) => r.pfPaymentId === pfPaymentId)).toHaveLength(1);
  });

  it('wait while one is being made: another is refused, and PayFast is asked nothing', async () => {
    const inFlight = payfastRefunds().longestRefundMs + REQUEST_MARGIN_MS;
    // Begun a moment ago, or just within its own request's time: that request may still be waiting
    // for PayFast's answer.
    for (const ageMs of [1_000, inFlight - 1_000]) {
      const placed = await deliveredOrder('payfast');
      await beganRefund(placed.order.id, 2_000, ageMs);
      const asked = sim.apiCalls.length;
      const res = await asAdmin('POST', `/api/admin/orders/${placed.order.id}/refunds`, {
        idempotencyKey: randomUUID(),
        amountCents: 1_000,
        reason: 'Goodwill',
      });
      expect(res.statusCode).toBe(409);
      expect(codeOf(res)).toBe('refund_unavailable');
      expect(sim.apiCalls.length).toBe(asked);
      expect(Number((await payment(placed.order.id)).refunded_cents)).toBe(2_000);
      expect(
        await t.db.kysely
          .selectFrom('refunds')
          .select('status')
          .where('order_id', '=', placed.order.id)
          .execute(),
      ).toEqual([{ status: 'pending' }]);
    }
  });

  it('asked at once while PayFast’s answer to an earlier one is lost: that one is settled once', async () => {
    for (const made of [true, false]) {
      const { placed, pfPaymentId } = await lostRefund(made);
      const both = await Promise.all(
        [1_000, 500].map((amountCents) =>
          asAdmin('POST', `/api/admin/orders/${placed.order.id}/refunds`, {
            idempotencyKey: randomUUID(),
            amountCents,
            reason: 'Goodwill',
          }),
        ),
      );
      expect(both.map((res) => res.statusCode)).toEqual([201, 201]);
      const refunds = await t.db.kysely
        .selectFrom('refunds')
        .select(['amount_cents', 'status', 'credit_note_id'])
        .where('order_id', '=', placed.order.id)
        .execute();
      expect(refunds.map((refund) => Number(refund.amount_cents)).sort((a, b) => a - b)).toEqual(
        made ? [500, 1_000, 2_000] : [500, 1_000],
      );
      expect(refunds.every((refund) => refund.status === 'completed' && refund.credit_note_id)).toBe(true);
      expect(
        await t.db.kysely
          .selectFrom('invoices')
          .select('id')
          .where('series', '=', 'credit_note')
          .where('order_id', '=', placed.order.id)
          .execute(),
      ).toHaveLength(refunds.length);
      expect(Number((await payment(placed.order.id)).refunded_cents)).toBe(made ? 3_500 : 1_500);
      const sent = sim.refunds.filter((r) => r.pfPaymentId === pfPaymentId).map((r) => r.amountCents);
      expect(sent.sort((a, b) => a - b)).toEqual(made ? [500, 1_000, 2_000] : [500, 1_000]);
    }
  });

  it('pending are completed or forgotten once: a second attempt changes nothing and says so', async () => {
    const placed = await deliveredOrder('payfast');
    await beganRefund(placed.order.id, 2_000, 60_000);
    const [pending] = await refundRepository.ofOrder(t.db.kysely, placed.order.id);
    const once = (change: (trx: Trx) => Promise<boolean>) => t.db.kysely.transaction().execute(change);
    expect(await once((trx) => refundRepository.remove(trx, pending!.id))).toBe(true);
    expect(await once((trx) => refundRepository.remove(trx, pending!.id))).toBe(false);
    expect(await once((trx) => refundRepository.complete(trx, pending!.id, null))).toBe(false);

    await beganRefund(placed.order.id, 2_000, 60_000);
    const [next] = await refundRepository.ofOrder(t.db.kysely, placed.order.id);
    expect(await once((trx) => refundRepository.complete(trx, next!.id, null))).toBe(true);
    expect(await once((trx) => refundRepository.complete(trx, next!.id, null))).toBe(false);
    expect(await once((trx) => refundRepository.remove(trx, next!.id))).toBe(false);
    expect(await refundRepository.ofOrder(t.db.kysely, placed.order.id)).toMatchObject([
      { id: next!.id, status: 'completed' },
    ]);
  });

  it('keep a refunded order’s payment status, and leave a delivered order delivered', async () => {
    const placed = await deliveredOrder();
    const refund = (extra: object) =>
      asAdmin('POST', `/api/admin/orders/${placed.order.id}/refunds`, {
        idempotencyKey: randomUUID(),
        reason: 'Goodwill',
        bankReference: 'REF',
        ...extra,
      });
    expect(codeOf(await refund({ amountCents: placed.order.totalCents, cancel: true }))).toBe(
      'not_cancellable',
    );
    expect((await refund({ amountCents: 500 })).statusCode).toBe(201);
    for (const change of [{ paymentStatus: 'paid' }, { paymentStatus: 'pending' }]) {
      expect(codeOf(await asAdmin('PATCH', `/api/admin/orders/${placed.order.id}`, change))).toBe(
        'payment_refunded',
      );
    }
    expect(
      codeOf(await asAdmin('PATCH', `/api/admin/orders/${placed.order.id}`, { status: 'cancelled' })),
    ).toBe('refund_required');
    expect(await payment(placed.order.id)).toMatchObject({
      status: 'delivered',
      payment_status: 'partially_refunded',
    });
  });

  it('cancel a paid order: the plain cancel is refused, refund-and-cancel gives the stock back', async () => {
    const placed = await deliveredOrder();
    await asAdmin('PATCH', `/api/admin/orders/${placed.order.id}`, { status: 'processing' });
    const refused = await asAdmin('PATCH', `/api/admin/orders/${placed.order.id}`, { status: 'cancelled' });
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('refund_required');
    expect(
      codeOf(await asAdmin('PATCH', `/api/admin/orders/${placed.order.id}`, { paymentStatus: 'refunded' })),
    ).toBe('validation_error');
    const part = await asAdmin('POST', `/api/admin/orders/${placed.order.id}/refunds`, {
      idempotencyKey: randomUUID(),
      amountCents: 100,
      reason: 'Cancelled',
      bankReference: 'REF',
      cancel: true,
    });
    expect(codeOf(part)).toBe('refund_required');
    const before = await stockOf(t.db, placed.products.mat);
    const cancelled = await asAdmin('POST', `/api/admin/orders/${placed.order.id}/refunds`, {
      idempotencyKey: randomUUID(),
      amountCents: placed.order.totalCents,
      reason: 'Cancelled at the customer’s request',
      bankReference: 'REF',
      cancel: true,
    });
    expect(cancelled.statusCode).toBe(201);
    expect(await payment(placed.order.id)).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(await stockOf(t.db, placed.products.mat)).toBe(before + 1);
  });

  it('are the admin’s only', async () => {
    const placed = await deliveredOrder();
    const shopper = await signUpAs(t);
    for (const [method, url] of [
      ['POST', `/api/admin/orders/${placed.order.id}/refunds`],
      ['GET', `/api/admin/orders/${placed.order.id}/refunds`],
      ['GET', '/api/admin/returns'],
    ] as const) {
      expect(
        (await call(method, url, { amountCents: 1, reason: 'x', bankReference: 'x' }, shopper.cookies))
          .statusCode,
      ).toBe(403);
      expect((await call(method, url, { amountCents: 1, reason: 'x', bankReference: 'x' })).statusCode).toBe(
        401,
      );
    }
  });
});
