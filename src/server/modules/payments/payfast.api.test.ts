import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, PlacedOrder } from '../../../shared/schemas/checkout.js';
import { cartWith, checkoutBody } from '../../testing/checkout.js';
import { insertCoupon, insertProduct, couponUses, stockOf, setStock } from '../../testing/fixtures.js';
import { type PayfastTestApp, TEST_MERCHANT, startPayfastTestApp } from '../../testing/payfast-app.js';
import type { PayfastSimulator } from '../../testing/payfast-simulator.js';
import { createTestApp, json, type TestApp } from '../../testing/test-app.js';
import { centsToRand } from './payfast/checkout-form.js';
import { signItn } from './payfast/itn.js';
import { endpoints } from '../../../shared/api/endpoints.js';
import { engineOf } from '../../db/database.js';

const PAYFAST_NOTIFY_PATH = endpoints.payfastNotification.path;

/**
 * PayFast end to end against the simulator (docs/decisions/0009): the app listens on a real port, so the
 * simulator's signed ITN reaches it over HTTP and its validate call is answered by the simulator.
 */
const merchant = TEST_MERCHANT;
let sim: PayfastSimulator;
let t: TestApp;
let host: string;
let clock = new Date('2026-11-22T10:00:00.000Z');
let shop: PayfastTestApp;

beforeAll(async () => {
  shop = await startPayfastTestApp(() => clock);
  ({ sim, t, host } = shop);
});
afterAll(() => shop?.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, cookies: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload, cookies, headers: { host } });
const stock = (id: string) => stockOf(t.db, id);
const emailKinds = async (orderId: string) =>
  (await t.db.kysely.selectFrom('outbox_emails').select('kind').where('order_id', '=', orderId).execute())
    .map((e) => e.kind)
    .sort();

/** A PayFast order for a fresh product, handed to the simulator as the browser would post it. */
async function payfastOrder(inventory = 5, quantity = 1, couponCode?: string) {
  const product = await insertProduct(t.db, { priceCents: 25_000, inventoryQuantity: inventory });
  const cookies = await cartWith(t, [{ productId: product, quantity }]);
  const res = await call(
    'POST',
    '/api/orders',
    checkoutBody({ paymentMethod: 'payfast', ...(couponCode ? { couponCode } : {}) }),
    cookies,
  );
  expect(res.statusCode).toBe(201);
  const placed = json<PlacedOrder>(res);
  if (placed.payment.method !== 'payfast') throw new Error('expected a PayFast payment');
  const page = await fetch(placed.payment.action, {
    method: 'POST',
    body: new URLSearchParams(placed.payment.fields),
  });
  expect(page.status).toBe(200);
  return { product, placed, order: placed.order, payment: placed.payment };
}

/** The order's row as stored now. */
const orderNow = (id: string) =>
  t.db.kysely
    .selectFrom('orders')
    .select(['status', 'payment_status', 'hold_until', 'cancel_reason', 'stock_short', 'provider_payment_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('PayFast', () => {
  it('sends the browser to PayFast with the documented, signed form', async () => {
    const { order, payment, placed } = await payfastOrder();
    const placedKey = placed.accessKey;
    expect(payment.action).toBe(`${sim.baseUrl}/eng/process`);
    const fields = Object.fromEntries(payment.fields);
    expect(payment.fields.map(([name]) => name)).toEqual([
      'merchant_id',
      'merchant_key',
      'return_url',
      'cancel_url',
      'notify_url',
      'name_first',
      'name_last',
      'email_address',
      'm_payment_id',
      'amount',
      'item_name',
      'signature',
    ]);
    expect(fields).toMatchObject({
      merchant_id: merchant.merchantId,
      notify_url: `http://${host}${PAYFAST_NOTIFY_PATH}`,
      return_url: `http://${host}/orders/${order.id}?payment=return`,
      cancel_url: `http://${host}/orders/${order.id}?payment=cancelled`,
      name_first: 'Thandi',
      name_last: 'Nkosi',
      m_payment_id: order.orderNumber,
      amount: '349.99', // R250.00 and R99.99 standard delivery
    });
    // The guest's key never goes to PayFast.
    expect(JSON.stringify(payment.fields)).not.toContain(placedKey);
    // An online payment holds the stock for HOLD_ONLINE_MINUTES (60).
    expect(Date.parse(order.holdUntil!) - Date.parse(order.createdAt)).toBe(60 * 60_000);
  });

  it('marks the order paid on a COMPLETE notification, once, with one email', async () => {
    const { order } = await payfastOrder();
    expect(await sim.sendItn(order.orderNumber, 'COMPLETE')).toBe(200);
    await t.app.jobs.payments.notifications.idle();
    expect(await orderNow(order.id)).toMatchObject({
      status: 'processing',
      payment_status: 'paid',
      hold_until: null,
    });
    expect(await emailKinds(order.id)).toEqual(['order_placed', 'payment_received']);

    // PayFast repeats a notification it thinks was missed: nothing changes a second time.
    expect(await sim.sendItn(order.orderNumber, 'COMPLETE')).toBe(200);
    await t.app.jobs.payments.notifications.idle();
    expect(await emailKinds(order.id)).toEqual(['order_placed', 'payment_received']);
  });

  it('takes the same notification arriving twice at once as one payment, not a second to refund', async () => {
    const { order } = await payfastOrder();
    const statuses = await Promise.all([
      sim.sendItn(order.orderNumber, 'COMPLETE'),
      sim.sendItn(order.orderNumber, 'COMPLETE'),
    ]);
    expect(statuses).toEqual([200, 200]);
    await t.app.jobs.payments.notifications.idle();
    const outcomes = await t.db.kysely
      .selectFrom('payment_notifications')
      .select('outcome')
      .where('body', 'like', `%m_payment_id=${order.orderNumber}&%`)
      .execute();
    expect(outcomes.map((row) => row.outcome).sort()).toEqual(['already_paid', 'paid']);
    expect(await emailKinds(order.id)).toEqual(['order_placed', 'payment_received']);
  });

  it("writes a notification's outcome with the payment it applies: neither is kept without the other", async () => {
    const { order } = await payfastOrder();
    const kept = () =>
      t.db.kysely
        .selectFrom('payment_notifications')
        .select(['outcome', 'processed_at', 'attempts'])
        .where('body', 'like', `%m_payment_id=${order.orderNumber}&%`)
        .execute();
    // The database refuses to write the outcome 'paid', as a server killed at that moment would not.
    const trigger =
      engineOf(t.db.kysely) === 'sqlite'
        ? {
            create: [
              `CREATE TRIGGER refuse_paid BEFORE UPDATE ON payment_notifications WHEN NEW.outcome = 'paid'
               BEGIN SELECT RAISE(ABORT, 'refused'); END`,
            ],
            drop: ['DROP TRIGGER refuse_paid'],
          }
        : {
            create: [
              `CREATE FUNCTION refuse_paid() RETURNS trigger LANGUAGE plpgsql
               AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`,
              `CREATE TRIGGER refuse_paid BEFORE UPDATE ON payment_notifications
               FOR EACH ROW WHEN (NEW.outcome = 'paid') EXECUTE FUNCTION refuse_paid()`,
            ],
            drop: ['DROP TRIGGER refuse_paid ON payment_notifications', 'DROP FUNCTION refuse_paid()'],
          };
    for (const statement of trigger.create) await sql.raw(statement).execute(t.db.kysely);
    try {
      expect(await sim.sendItn(order.orderNumber, 'COMPLETE')).toBe(200);
      await t.app.jobs.payments.notifications.idle();
      expect(await orderNow(order.id)).toMatchObject({ status: 'pending', payment_status: 'pending' });
      // Stopped at the outcome's write, after PayFast confirmed it: left to be handled again.
      expect(await kept()).toEqual([{ outcome: null, processed_at: null, attempts: 1 }]);
    } finally {
      for (const statement of trigger.drop) await sql.raw(statement).execute(t.db.kysely);
    }

    // Handled again once due, it applies the payment, and its trail says so.
    clock = new Date(clock.getTime() + 2 * 60_000);
    await t.app.jobs.payments.notifications.retryDue();
    expect(await orderNow(order.id)).toMatchObject({ status: 'processing', payment_status: 'paid' });
    expect(await kept()).toEqual([{ outcome: 'paid', processed_at: clock.toISOString(), attempts: 2 }]);
    expect(await emailKinds(order.id)).toEqual(['order_placed', 'payment_received']);
  });

  it('changes nothing for a forged, altered, unconfirmed or foreign notification, and still answers 200', async () => {
    const { order } = await payfastOrder();
    /** Each notification is kept with what came of it: here, why it was refused. */
    const refusedFor = async (send: () => Promise<number>) => {
      await t.db.kysely.deleteFrom('payment_notifications').execute();
      expect(await send()).toBe(200);
      await t.app.jobs.payments.notifications.idle();
      expect(await orderNow(order.id)).toMatchObject({ status: 'pending', payment_status: 'pending' });
      const kept = await t.db.kysely
        .selectFrom('payment_notifications')
        .select(['outcome', 'processed_at'])
        .execute();
      expect(kept).toHaveLength(1);
      expect(kept[0]!.processed_at).not.toBeNull();
      return kept[0]!.outcome;
    };
    // An altered amount, re-signed: the amount check refuses it before PayFast is asked.
    expect(await refusedFor(() => sim.sendItn(order.orderNumber, 'COMPLETE', { amount_gross: '1.00' }))).toBe(
      'refused: amount',
    );
    expect(
      await refusedFor(() => sim.sendItn(order.orderNumber, 'COMPLETE', { signature: '0'.repeat(32) })),
    ).toBe('refused: signature');
    // Data PayFast never sent: signed and for the right amount, but PayFast answers INVALID.
    expect(
      await refusedFor(() => sim.sendItn(order.orderNumber, 'COMPLETE', { item_name: 'Something else' })),
    ).toBe('refused: not confirmed by PayFast');
    expect(
      await refusedFor(() => sim.sendItn(order.orderNumber, 'COMPLETE', { m_payment_id: 'ORD-NOSUCH1' })),
    ).toBe('refused: unknown order');

    // A genuine ITN from an address outside PayFast's and PAYFAST_ITN_ALLOW.
    const genuine = sim.payments.findLast((p) => p.mPaymentId === order.orderNumber)!.itns[0]!.fields;
    const post =
      (payload: string, remoteAddress = '127.0.0.1') =>
      async () =>
        (
          await t.app.inject({
            method: 'POST',
            url: PAYFAST_NOTIFY_PATH,
            remoteAddress,
            headers: { 'content-type': 'application/x-www-form-urlencoded', host },
            payload,
          })
        ).statusCode;
    expect(await refusedFor(post(new URLSearchParams(genuine).toString(), '198.51.100.7'))).toBe(
      'refused: sender',
    );
    // Malformed bodies are answered 200 and ignored too.
    for (const payload of ['', '%%%', 'signature=x', 'a=1&a=2']) {
      expect(await refusedFor(post(payload))).toBe('refused: malformed');
    }
    expect(await orderNow(order.id)).toMatchObject({ status: 'pending', payment_status: 'pending' });
    expect(await emailKinds(order.id)).toEqual(['order_placed']);
  });

  it('marks a FAILED payment failed and keeps the hold; CANCELLED releases the order', async () => {
    const failed = await payfastOrder();
    await sim.sendItn(failed.order.orderNumber, 'FAILED');
    await t.app.jobs.payments.notifications.idle();
    expect(await orderNow(failed.order.id)).toMatchObject({
      status: 'pending',
      payment_status: 'failed',
      hold_until: failed.order.holdUntil,
    });

    const cancelled = await payfastOrder(5, 2);
    expect(await stock(cancelled.product)).toBe(3);
    await sim.sendItn(cancelled.order.orderNumber, 'CANCELLED');
    await t.app.jobs.payments.notifications.idle();
    expect(await orderNow(cancelled.order.id)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'payment_cancelled',
    });
    expect(await stock(cancelled.product)).toBe(5);
    expect(await emailKinds(cancelled.order.id)).toEqual(['order_cancelled', 'order_placed']);
  });

  it('takes the stock again for a payment after the release, or marks the order stock short', async () => {
    await insertCoupon(t.db, { code: 'LATE10', usageLimit: 5 });
    const uses = () => couponUses(t.db, 'LATE10');
    const late = await payfastOrder(5, 2, 'LATE10');
    const short = await payfastOrder(2, 2);
    expect(await uses()).toBe(1);

    clock = new Date(clock.getTime() + 61 * 60_000);
    expect(await t.app.jobs.sweeper.runOnce()).toBeGreaterThanOrEqual(2);
    expect(await stock(late.product)).toBe(5);
    expect(await uses()).toBe(0);
    // Someone else buys the short product's last units meanwhile.
    await setStock(t.db, short.product, 1);

    await sim.sendItn(late.order.orderNumber, 'COMPLETE');
    await sim.sendItn(short.order.orderNumber, 'COMPLETE');
    await t.app.jobs.payments.notifications.idle();
    expect(await orderNow(late.order.id)).toMatchObject({
      status: 'processing',
      payment_status: 'paid',
      cancel_reason: null,
      stock_short: 0,
    });
    expect(await stock(late.product)).toBe(3);
    expect(await uses()).toBe(1);
    expect(await orderNow(short.order.id)).toMatchObject({
      status: 'cancelled',
      payment_status: 'paid',
      stock_short: 1,
    });
    expect(await stock(short.product)).toBe(1);
  });

  it('ignores a stale CANCELLED once the shopper pays by EFT, and keeps an order the admin cancelled cancelled', async () => {
    const switched = await payfastOrder();
    const eft = await call('POST', `/api/orders/${switched.order.id}/pay`, {
      method: 'eft',
      key: switched.placed.accessKey,
    });
    expect(eft.statusCode).toBe(200);
    await sim.sendItn(switched.order.orderNumber, 'CANCELLED');
    await t.app.jobs.payments.notifications.idle();
    expect(await orderNow(switched.order.id)).toMatchObject({ status: 'pending', payment_status: 'pending' });

    const cancelledByShop = await payfastOrder(5, 1);
    await t.db.kysely
      .updateTable('orders')
      .set({ status: 'cancelled', cancel_reason: 'admin' })
      .where('id', '=', cancelledByShop.order.id)
      .execute();
    await sim.sendItn(cancelledByShop.order.orderNumber, 'COMPLETE');
    await t.app.jobs.payments.notifications.idle();
    // Paid, for the shop to refund: the admin's cancel stands.
    expect(await orderNow(cancelledByShop.order.id)).toMatchObject({
      status: 'cancelled',
      payment_status: 'paid',
      stock_short: 0,
    });
  });

  it('pays an unpaid order again, or by EFT instead, through its own key only', async () => {
    const { order, placed } = await payfastOrder();
    const pay = (method: string, key?: string) =>
      call('POST', `/api/orders/${order.id}/pay`, { method, ...(key ? { key } : {}) });
    expect((await pay('eft')).statusCode).toBe(404);
    const again = await pay('payfast', placed.accessKey);
    expect(again.statusCode).toBe(200);
    expect(json<{ method: string; action: string }>(again)).toMatchObject({
      method: 'payfast',
      action: `${sim.baseUrl}/eng/process`,
    });
    const eft = await pay('eft', placed.accessKey);
    expect(json(eft)).toEqual({ method: 'eft' });
    const detail = json<OrderDetail>(await call('GET', `/api/orders/${order.id}?key=${placed.accessKey}`));
    expect(detail.paymentMethod).toBe('eft');
    expect(Date.parse(detail.holdUntil!) - clock.getTime()).toBe(3 * 24 * 60 * 60_000);

    await sim.sendItn(order.orderNumber, 'COMPLETE');
    await t.app.jobs.payments.notifications.idle();
    // An ITN for an order switched to EFT is still a payment PayFast took; paid, it cannot be paid again.
    expect(await orderNow(order.id)).toMatchObject({ payment_status: 'paid' });
    const paid = await pay('payfast', placed.accessKey);
    expect(paid.statusCode).toBe(409);
  });
});

describe('PayFast notifications that cannot be checked at once', () => {
  /** PayFast's validate endpoint, down until the test brings it up. */
  let up = false;
  const validate = createServer((request, response) => {
    request.resume();
    request.on('end', () => (up ? response.end('VALID') : response.writeHead(503).end()));
  });
  let shop: TestApp;
  let shopHost: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => validate.listen(0, '127.0.0.1', resolve));
    shop = await createTestApp(undefined, {
      env: {
        PAYFAST_MERCHANT_ID: merchant.merchantId,
        PAYFAST_MERCHANT_KEY: merchant.merchantKey,
        PAYFAST_PASSPHRASE: merchant.passphrase,
        PAYFAST_BASE_URL: `http://127.0.0.1:${(validate.address() as AddressInfo).port}`,
        PAYFAST_ITN_ALLOW: '127.0.0.1',
      },
      now: () => clock,
      resolveHost: async () => [],
    });
    shopHost = 'shop.example';
  });
  afterAll(async () => {
    await shop?.close();
    validate.close();
  });

  it('are kept and handled again until PayFast answers; the sweep pays the order before any release', async () => {
    const product = await insertProduct(shop.db, { priceCents: 30_000, inventoryQuantity: 4 });
    const cookies = await cartWith(shop, [{ productId: product, quantity: 2 }]);
    const placed = json<PlacedOrder>(
      await shop.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: checkoutBody({ paymentMethod: 'payfast' }),
        cookies,
        headers: { host: shopHost },
      }),
    );
    const { order } = placed;
    const fields: Array<[string, string]> = [
      ['m_payment_id', order.orderNumber],
      ['pf_payment_id', '1234567'],
      ['payment_status', 'COMPLETE'],
      ['item_name', `Lekker Living order ${order.orderNumber}`],
      ['amount_gross', centsToRand(order.totalCents)],
      ['merchant_id', merchant.merchantId],
    ];
    fields.push(['signature', signItn(fields, merchant.passphrase)]);
    const notify = await shop.app.inject({
      method: 'POST',
      url: PAYFAST_NOTIFY_PATH,
      remoteAddress: '127.0.0.1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: shopHost },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(notify.statusCode).toBe(200);
    await shop.app.jobs.payments.notifications.idle();
    const kept = () =>
      shop.db.kysely
        .selectFrom('payment_notifications')
        .select(['outcome', 'processed_at', 'attempts'])
        .execute();
    expect(await kept()).toEqual([{ outcome: 'PayFast unreachable', processed_at: null, attempts: 1 }]);

    // PayFast is back; the hold has run out meanwhile. The sweep handles the payment first.
    up = true;
    clock = new Date(clock.getTime() + 61 * 60_000);
    expect(await shop.app.jobs.sweeper.runOnce()).toBe(0);
    const paid = await shop.db.kysely
      .selectFrom('orders')
      .select(['status', 'payment_status'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(paid).toEqual({ status: 'processing', payment_status: 'paid' });
    expect(await kept()).toEqual([{ outcome: 'paid', processed_at: clock.toISOString(), attempts: 2 }]);
  });
});
