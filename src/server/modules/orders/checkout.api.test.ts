import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, PlacedOrder, Quote } from '../../../shared/schemas/checkout.js';
import type { ApiErrorBody } from '../../../shared/schemas/common.js';
import { cartWith, checkoutBody, placeOrder } from '../../testing/checkout.js';
import { insertCoupon, insertProduct, stockOf, setStock } from '../../testing/fixtures.js';
import { createTestApp, json, signUpAs, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stock = (id: string) => stockOf(t.db, id);
const orderCount = async () => (await t.db.kysely.selectFrom('orders').select('id').execute()).length;
const cartSize = async (cookies: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/cart', cookies })).json<{ itemCount: number }>().itemCount;
const quote = async (cookies: Record<string, string>, couponCode?: string) =>
  json<Quote>(
    await t.app.inject({ method: 'POST', url: '/api/checkout/quote', payload: { couponCode }, cookies }),
  );

describe('placing an order', () => {
  it('prices it on the server with the promotion and coupon, takes the stock, counts the coupon and empties the cart', async () => {
    const mat = await insertProduct(t.db, {
      title: 'Checkout Yoga Mat',
      category: 'gym',
      priceCents: 40_000,
      inventoryQuantity: 5,
    });
    await t.db.kysely
      .insertInto('sale_promotions')
      .values({
        id: randomUUID(),
        name: 'Gym week',
        description: null,
        discount_bps: 2_500,
        start_date: new Date(Date.now() - 3_600_000).toISOString(),
        end_date: new Date(Date.now() + 3_600_000).toISOString(),
        is_active: 1,
        applies_to_all: 0,
        category: 'gym',
        created_at: new Date().toISOString(),
      })
      .execute();
    const couponId = await insertCoupon(t.db, { code: 'TENOFF' });
    const cookies = await cartWith(t, [{ productId: mat, quantity: 2 }]);

    const review = await quote(cookies, 'tenoff');
    expect(review.totals).toEqual({
      itemCount: 2,
      itemsCents: 80_000, // 2 x R400
      subtotalCents: 60_000, // 2 x R300 (R400 less 25%)
      savingsCents: 20_000,
      discountCents: 6_000, // 10%
      shippingCents: 0,
      totalCents: 54_000,
    });

    const res = await placeOrder(t, cookies, checkoutBody({ couponCode: 'tenoff' }));
    expect(res.statusCode).toBe(201);
    const { order, accessKey } = json<PlacedOrder>(res);
    expect(order).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      totalCents: 54_000,
      discountCents: 6_000,
      couponCode: 'TENOFF',
      customerPhone: '0825550134',
      lines: [
        {
          title: 'Checkout Yoga Mat',
          basePriceCents: 40_000,
          unitPriceCents: 30_000,
          quantity: 2,
          lineTotalCents: 60_000,
        },
      ],
    });
    expect(order.orderNumber).toMatch(/^ORD-[2-9A-Z]{7}$/);
    // The breakdown is stored as placed, and adds up: items − savings − coupon + shipping = total.
    expect(order).toMatchObject({
      itemsCents: 80_000,
      savingsCents: 20_000,
      shippingCents: 0,
      deliveryMethod: 'standard',
      paymentMethod: 'eft',
    });
    expect(order.itemsCents - order.savingsCents - order.discountCents + order.shippingCents).toBe(
      order.totalCents,
    );
    // An EFT order holds its stock for HOLD_EFT_DAYS (3).
    expect(Date.parse(order.holdUntil!) - Date.parse(order.createdAt)).toBe(3 * 24 * 60 * 60_000);
    // Its confirmation is in the outbox, written with the order.
    const emails = await t.db.kysely
      .selectFrom('outbox_emails')
      .select(['kind', 'to_address', 'subject', 'message'])
      .where('order_id', '=', order.id)
      .execute();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      kind: 'order_placed',
      to_address: order.customerEmail,
      subject: `Your Lekker Living order ${order.orderNumber}`,
    });
    expect(emails[0]!.message).toContain(`/orders/${order.id}?key=${accessKey}`);
    expect(await stock(mat)).toBe(3);
    expect(await cartSize(cookies)).toBe(0);
    const used = await t.db.kysely
      .selectFrom('discount_coupons')
      .select('times_used')
      .where('id', '=', couponId)
      .executeTakeFirstOrThrow();
    expect(used.times_used).toBe(1);

    // The guest reaches the order only with its key.
    const get = (url: string, cookies: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, cookies });
    expect(json<OrderDetail>(await get(`/api/orders/${order.id}?key=${accessKey}`)).id).toBe(order.id);
    expect((await get(`/api/orders/${order.id}`)).statusCode).toBe(404);
    expect((await get(`/api/orders/${order.id}?key=${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(`/api/orders/${randomUUID()}?key=${accessKey}`)).statusCode).toBe(404);
    expect((await get(`/api/orders/${order.orderNumber}`)).statusCode).toBe(400);
  });

  it('links a signed-in shopper\u2019s order to them: theirs in My Orders, nobody else\u2019s', async () => {
    const shopper = await signUpAs(t);
    const other = await signUpAs(t);
    const lamp = await insertProduct(t.db, { title: 'Account Lamp', inventoryQuantity: 3 });
    const cookies = { ...(await cartWith(t, [{ productId: lamp }])), ...shopper.cookies };
    const placed = json<PlacedOrder>(await placeOrder(t, cookies));

    const mine = await t.app.inject({ method: 'GET', url: '/api/orders', cookies: shopper.cookies });
    expect(json<{ orders: Array<{ id: string }> }>(mine).orders.map((o) => o.id)).toEqual([placed.order.id]);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/orders', cookies: other.cookies });
    expect(json<{ orders: unknown[] }>(theirs).orders).toEqual([]);
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.order.id}`,
      cookies: other.cookies,
    });
    expect(peek.statusCode).toBe(404);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.order.id}`,
      cookies: shopper.cookies,
    });
    expect(own.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
  });

  it('answers a repeated submit with the same order, taking the stock once', async () => {
    const kettle = await insertProduct(t.db, { title: 'Idempotent Kettle', inventoryQuantity: 4 });
    const cookies = await cartWith(t, [{ productId: kettle }]);
    const body = checkoutBody();
    const first = json<PlacedOrder>(await placeOrder(t, cookies, body));
    const again = await placeOrder(t, cookies, body);
    expect(again.statusCode).toBe(201);
    expect(json<PlacedOrder>(again)).toEqual(first);
    expect(await stock(kettle)).toBe(3);
  });

  it('answers a submit sent again after the cart was filled again with the same order, leaving the new cart as it is', async () => {
    const kettle = await insertProduct(t.db, { title: 'Resent Kettle', inventoryQuantity: 4 });
    const toaster = await insertProduct(t.db, { title: 'Resent Toaster', inventoryQuantity: 4 });
    const cookies = await cartWith(t, [{ productId: kettle }]);
    const body = checkoutBody();
    const first = json<PlacedOrder>(await placeOrder(t, cookies, body));
    const before = await orderCount();
    const refill = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      payload: { productId: toaster, quantity: 2 },
      cookies,
    });
    expect(refill.statusCode).toBe(200);

    const again = await placeOrder(t, cookies, body);
    expect(again.statusCode).toBe(201);
    expect(json<PlacedOrder>(again)).toEqual(first);
    expect(await orderCount()).toBe(before);
    expect(await cartSize(cookies)).toBe(2);
    expect([await stock(kettle), await stock(toaster)]).toEqual([3, 4]);
  });
});

describe('a large order', () => {
  it('is placed whole, beyond 2^31 cents', async () => {
    const piano = await insertProduct(t.db, {
      title: 'Concert Piano',
      priceCents: 100_000_000,
      inventoryQuantity: 30,
    });
    const cookies = await cartWith(t, [{ productId: piano, quantity: 25 }]);
    const res = await placeOrder(t, cookies);
    expect(res.statusCode).toBe(201);
    expect(json<PlacedOrder>(res).order.totalCents).toBe(2_500_000_000);
  });
});

describe('what checkout refuses, writing nothing', () => {
  it('a price, total or discount sent by the client, and any unknown field', async () => {
    const cup = await insertProduct(t.db, { title: 'Priced Cup', inventoryQuantity: 5 });
    const cookies = await cartWith(t, [{ productId: cup }]);
    const before = await orderCount();
    for (const extra of [{ totalCents: 1 }, { priceCents: 1 }, { discountCents: 99_999 }, { lines: [] }]) {
      const res = await placeOrder(t, cookies, { ...checkoutBody(), ...extra });
      expect(res.statusCode).toBe(400);
    }
    expect(await orderCount()).toBe(before);
    expect(await stock(cup)).toBe(5);
  });

  it('bad contact and address details, each with its field', async () => {
    const cookies = await cartWith(t, [{ productId: await insertProduct(t.db, { inventoryQuantity: 5 }) }]);
    const address = checkoutBody().shippingAddress;
    for (const [body, field] of [
      [checkoutBody({ customerName: ' ' }), 'customerName'],
      [checkoutBody({ customerEmail: 'nope' }), 'customerEmail'],
      [checkoutBody({ customerPhone: '12345' }), 'customerPhone'],
      [checkoutBody({ shippingAddress: { ...address, postalCode: '219' } }), 'shippingAddress.postalCode'],
      [
        checkoutBody({ shippingAddress: { ...address, province: 'Atlantis' as never } }),
        'shippingAddress.province',
      ],
      [{ ...checkoutBody(), idempotencyKey: 'again' }, 'idempotencyKey'],
    ] as const) {
      const res = await placeOrder(t, cookies, body);
      expect(res.statusCode).toBe(400);
      expect(json<ApiErrorBody>(res).error.fields).toHaveProperty(field);
    }
  });

  it('a coupon code with control characters', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      payload: { couponCode: 'A\u0000' },
    });
    expect(res.statusCode).toBe(400);
    expect(json<ApiErrorBody>(res).error.fields).toHaveProperty('couponCode');
  });

  it('an empty cart', async () => {
    const res = await placeOrder(t, {});
    expect(res.statusCode).toBe(409);
    expect(json<ApiErrorBody>(res).error.message).toBe('Your cart is empty.');
  });

  it('a product that went inactive, and a quantity above the stock left, naming the line', async () => {
    const gone = await insertProduct(t.db, { title: 'Vanishing Vase', inventoryQuantity: 5 });
    const short = await insertProduct(t.db, { title: 'Scarce Scarf', inventoryQuantity: 5 });
    const cookies = await cartWith(t, [{ productId: gone }, { productId: short, quantity: 4 }]);
    const before = await orderCount();

    await t.db.kysely.updateTable('products').set({ status: 'archived' }).where('id', '=', gone).execute();
    const inactive = await placeOrder(t, cookies);
    expect(inactive.statusCode).toBe(409);
    expect(json<ApiErrorBody>(inactive).error.message).toContain('Vanishing Vase is no longer available');

    await t.db.kysely.updateTable('products').set({ status: 'active' }).where('id', '=', gone).execute();
    await setStock(t.db, short, 2);
    const tooMany = await placeOrder(t, cookies);
    expect(tooMany.statusCode).toBe(409);
    expect(json<ApiErrorBody>(tooMany).error.message).toContain('Only 2 of Scarce Scarf left');

    expect(await orderCount()).toBe(before);
    expect(await stock(gone)).toBe(5);
    expect(await stock(short)).toBe(2);
    expect(await cartSize(cookies)).toBe(5);
  });

  it.each([
    // Unknown, off, not yet or no longer valid: one message, so a guess learns nothing (docs/decisions/0012).
    ['NOSUCH', {}, 'This coupon code is not valid.'],
    ['OFFCODE', { active: false }, 'This coupon code is not valid.'],
    ['SOONCODE', { validFrom: '2999-01-01' }, 'This coupon code is not valid.'],
    ['OLDCODE', { validFrom: '2020-01-01', validUntil: '2020-12-31' }, 'This coupon code is not valid.'],
    ['GONECODE', { usageLimit: 2, timesUsed: 2 }, 'This coupon has been used up.'],
    ['BIGCODE', { minPurchaseCents: 10_000_000 }, 'This coupon needs a subtotal of at least R100,000.00.'],
  ])('the coupon %s, with its message', async (code, coupon, message) => {
    if (code !== 'NOSUCH') await insertCoupon(t.db, { code, ...coupon });
    const cookies = await cartWith(t, [{ productId: await insertProduct(t.db, { inventoryQuantity: 5 }) }]);
    expect((await quote(cookies, code)).couponError).toBe(message);
    const before = await orderCount();
    const res = await placeOrder(t, cookies, checkoutBody({ couponCode: code }));
    expect(res.statusCode).toBe(409);
    expect(json<ApiErrorBody>(res).error.message).toBe(message);
    expect(await orderCount()).toBe(before);
  });
});
