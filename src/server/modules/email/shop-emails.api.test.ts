import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRand } from '../../../shared/money.js';
import type { PlacedOrder } from '../../../shared/schemas/checkout.js';
import { cartWith, checkoutBody, placeOrder } from '../../testing/checkout.js';
import { insertCoupon, insertProduct } from '../../testing/fixtures.js';
import { type SmtpSink, startSmtpSink } from '../../testing/smtp-sink.js';
import { type Account, createTestApp, json, signUpAs, type TestApp } from '../../testing/test-app.js';

/**
 * Every kind of email the shop sends, caused by the real flows and sent by the outbox worker to a
 * real SMTP server in this process (docs/decisions/0009).
 */
let sink: SmtpSink;
let t: TestApp;
let admin: Account;
let clock = new Date('2026-11-22T08:00:00.000Z');
const PUBLIC_URL = 'https://shop.example';

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp(undefined, {
    env: {
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_FROM: 'Lekker Living <orders@shop.example>',
      PUBLIC_URL,
      EFT_BANK_NAME: 'Capitec Business',
      EFT_ACCOUNT_HOLDER: 'Lekker Living Trading',
      EFT_ACCOUNT_NUMBER: '1052551234',
      EFT_BRANCH_CODE: '450105',
    },
    now: () => clock,
  });
  admin = await signUpAs(t, 'admin');
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const asAdmin = (url: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url, payload, cookies: admin.cookies });

/** Sends what the outbox holds and answers the message that arrived for this subject. */
async function delivered(subject: string) {
  await t.app.jobs.outbox!.runOnce();
  const found = sink.received.find((r) => r.mail.subject === subject);
  if (!found)
    throw new Error(
      `No email '${subject}' arrived; got ${sink.received.map((r) => r.mail.subject).join(', ')}`,
    );
  return { to: found.recipients, text: found.mail.text ?? '', html: String(found.mail.html) };
}

async function placeGuestOrder(quantity = 2, extra: object = {}) {
  const product = await insertProduct(t.db, {
    title: `Linen Throw ${Math.random().toString(36).slice(2, 6)}`,
    priceCents: 45_000,
    salePriceCents: 36_000,
    inventoryQuantity: 10,
  });
  const cookies = await cartWith(t, [{ productId: product, quantity }]);
  const res = await placeOrder(t, cookies, checkoutBody(extra));
  expect(res.statusCode).toBe(201);
  return json<PlacedOrder>(res);
}

describe('the shop’s emails, as they arrive', () => {
  it('order placed: lines, a breakdown that adds up, the address, the EFT details and reference, a link back', async () => {
    await insertCoupon(t.db, { code: 'MAIL10' });
    const { order, accessKey } = await placeGuestOrder(2, {
      couponCode: 'MAIL10',
      deliveryMethod: 'express',
    });
    const mail = await delivered(`Your Lekker Living order ${order.orderNumber}`);
    expect(mail.to).toEqual(['thandi@example.co.za']);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(order.lines[0]!.title);
      expect(body).toContain(formatRand(90_000)); // items at full price: 2 × R450.00
      expect(body).toContain(formatRand(18_000)); // savings
      expect(body).toContain(formatRand(7_200)); // coupon: 10% of R720.00
      expect(body).toContain(formatRand(14_999)); // express delivery
      expect(body).toContain(formatRand(order.totalCents));
      expect(body).toContain('Capitec Business');
      expect(body).toContain('1052551234');
      expect(body).toContain('450105');
      expect(body).toContain('22 Jan Smuts Avenue');
      expect(body).toContain(`${PUBLIC_URL}/orders/${order.id}?key=${accessKey}`);
    }
    expect(90_000 - 18_000 - 7_200 + 14_999).toBe(order.totalCents);
    expect(mail.text).toMatch(
      new RegExp(`${order.orderNumber}[^\\n]*reference|reference[^\\n]*${order.orderNumber}`, 'i'),
    );
    // The test shop has no VAT number: its emails never mention VAT.
    expect(mail.text).not.toContain('VAT');
  });

  it('payment received, shipped with its tracking number, and cancelled by the shop', async () => {
    const { order } = await placeGuestOrder(1);
    expect((await asAdmin(`/api/admin/orders/${order.id}`, { paymentStatus: 'paid' })).statusCode).toBe(200);
    const paid = await delivered(`Payment received for order ${order.orderNumber}`);
    expect(paid.text).toContain(formatRand(order.totalCents));

    await asAdmin(`/api/admin/orders/${order.id}`, { status: 'shipped' });
    await asAdmin(`/api/admin/orders/${order.id}`, { trackingNumber: 'TCG123456789ZA' });
    await t.app.jobs.outbox!.runOnce();
    const shipped = sink.received.filter((r) => r.mail.subject === `Order ${order.orderNumber} has shipped`);
    // Once when it shipped, and again with the tracking number once the admin set it.
    expect(shipped.map((r) => (r.mail.text ?? '').includes('TCG123456789ZA')).sort()).toEqual([false, true]);

    const other = (await placeGuestOrder(1)).order;
    await asAdmin(`/api/admin/orders/${other.id}`, { status: 'cancelled' });
    const cancelled = await delivered(`Order ${other.orderNumber} was cancelled`);
    expect(cancelled.text).toContain(other.orderNumber);
  });

  it('released unpaid, and a password reset link', async () => {
    const { order } = await placeGuestOrder(1);
    clock = new Date(clock.getTime() + 3 * 24 * 60 * 60_000 + 60_000);
    expect(await t.app.jobs.sweeper.runOnce()).toBeGreaterThanOrEqual(1);
    const released = await delivered(`Order ${order.orderNumber} was cancelled`);
    expect(released.text).toContain('did not receive payment in time');

    const shopper = await signUpAs(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: shopper.email },
    });
    await expect
      .poll(() =>
        t.db.kysely
          .selectFrom('outbox_emails')
          .select('id')
          .where('to_address', '=', shopper.email)
          .execute(),
      )
      .toHaveLength(1);
    const reset = await delivered('Reset your Lekker Living password');
    expect(reset.to).toEqual([shopper.email]);
    expect(reset.text).toMatch(new RegExp(`${PUBLIC_URL}/auth/reset#token=[A-Za-z0-9_-]{43}`));
    // Sent, the link's token leaves the outbox; the admin's preview never shows it.
    const kept = await t.db.kysely
      .selectFrom('outbox_emails')
      .select(['id', 'message'])
      .where('to_address', '=', shopper.email)
      .executeTakeFirstOrThrow();
    expect(kept.message).not.toMatch(/#token=[A-Za-z0-9_-]{43}/);
    expect(kept.message).toContain('#token=[removed]');
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/admin/emails/${kept.id}`,
      cookies: admin.cookies,
    });
    expect(preview.body).not.toMatch(/#token=[A-Za-z0-9_-]{43}/);
  });

  it('leaves nothing unsent', async () => {
    await t.app.jobs.outbox!.runOnce();
    const unsent = await t.db.kysely
      .selectFrom('outbox_emails')
      .select('kind')
      .where('sent_at', 'is', null)
      .execute();
    expect(unsent).toEqual([]);
  });
});
