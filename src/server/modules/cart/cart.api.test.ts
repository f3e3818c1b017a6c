import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '../../../shared/schemas/cart.js';
import type { ApiErrorBody } from '../../../shared/schemas/common.js';
import { insertProduct, setStock } from '../../testing/fixtures.js';
import { CART_COOKIE, cartItemCountQuery, cartItemsCounted } from './index.js';
import { cookieFrom, createTestApp, json, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let mug: string;
let lamp: string;
let inactive: string;
let soldOut: string;

beforeAll(async () => {
  t = await createTestApp();
  mug = await insertProduct(t.db, { title: 'Mug', priceCents: 15_000, inventoryQuantity: 5 });
  lamp = await insertProduct(t.db, {
    title: 'Lamp',
    priceCents: 40_000,
    salePriceCents: 35_000,
    inventoryQuantity: 3,
  });
  inactive = await insertProduct(t.db, { title: 'Old Vase', status: 'archived' });
  soldOut = await insertProduct(t.db, { title: 'Rare Print', inventoryQuantity: 0 });
});
afterAll(() => t.close());

/** A browser: it keeps the cart cookie the server sets. */
let cookies: Record<string, string>;
beforeEach(() => {
  cookies = {};
});

async function call(method: InjectOptions['method'], url: string, payload?: InjectOptions['payload']) {
  const res = await t.app.inject({ method, url, cookies, payload });
  Object.assign(cookies, cookieFrom(res));
  return res;
}
const cart = async () => json<Cart>(await call('GET', '/api/cart'));
const add = (productId: string, quantity?: number) =>
  call('POST', '/api/cart/items', quantity === undefined ? { productId } : { productId, quantity });
const errorOf = (res: LightMyRequestResponse) => json<ApiErrorBody>(res).error;

describe('the cart', () => {
  it('starts empty and sets no cookie until something is added', async () => {
    const res = await call('GET', '/api/cart');
    expect(json<Cart>(res)).toEqual({
      items: [],
      itemCount: 0,
      subtotalCents: 0,
      shippingCents: 0,
      totalCents: 0,
      // The whole free-delivery threshold (the shop's first: R500).
      toFreeShippingCents: 50_000,
      stockProblem: null,
    });
    expect(res.cookies).toHaveLength(0);
  });

  it('keys the cart by an HttpOnly session cookie', async () => {
    const res = await add(mug);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'cart_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // Another browser sees its own, empty cart.
    const other = await t.app.inject({ method: 'GET', url: '/api/cart' });
    expect(json<Cart>(other).items).toEqual([]);
  });

  it('raises the quantity when a product already in the cart is added again', async () => {
    await add(mug);
    const res = await add(mug, 2);
    const body = json<Cart>(res);
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ quantity: 3, unitPriceCents: 15_000, lineTotalCents: 45_000 });
  });

  it('prices lines at the sale price and totals with shipping on the server', async () => {
    await add(lamp);
    let body = await cart();
    expect(body).toMatchObject({
      itemCount: 1,
      subtotalCents: 35_000,
      shippingCents: 9_999,
      totalCents: 44_999,
    });
    await add(mug);
    body = await cart();
    // R350 + R150 = R500: free shipping from R500.
    expect(body).toMatchObject({ itemCount: 2, subtotalCents: 50_000, shippingCents: 0, totalCents: 50_000 });
  });

  it('never lets a line exceed the stock, with a clear message, and leaves the cart as it was', async () => {
    await add(lamp, 2);
    const res = await add(lamp, 2);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe('Only 3 of Lamp in stock, and 2 already in your cart');
    expect((await cart()).items[0]?.quantity).toBe(2);
    const first = await add(mug, 6);
    expect(first.statusCode).toBe(409);
    expect(errorOf(first).message).toBe('Only 5 of Mug in stock');
  });

  it('never lets a line pass 999, however it is raised (docs/decisions/0009: three adds of 999 made 2 997)', async () => {
    const plenty = await insertProduct(t.db, { title: 'Bulk Towel', inventoryQuantity: 5_000 });
    expect((await add(plenty, 999)).statusCode).toBe(200);
    const again = await add(plenty, 999);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({
      code: 'line_limit',
      message: 'You can have at most 999 of Bulk Towel in your cart, and 999 are there already',
    });
    expect((await add(plenty, 1)).statusCode).toBe(409);
    expect((await cart()).items.find((line) => line.product.id === plenty)?.quantity).toBe(999);
  });

  it('refuses inactive, out-of-stock and unknown products', async () => {
    expect((await add(inactive)).statusCode).toBe(409);
    const sold = await add(soldOut);
    expect(sold.statusCode).toBe(409);
    expect(errorOf(sold).message).toBe('Rare Print is out of stock');
    expect((await add('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await cart()).items).toEqual([]);
  });

  it.each([
    ['a string', 'two'],
    ['zero', 0],
    ['a negative number', -1],
    ['a fraction', 1.5],
    ['a huge number', 1e12],
    ['null', null],
  ])('refuses %s as a quantity with a 400 and changes nothing', async (_name, quantity) => {
    await add(mug, 1);
    const res = await call('POST', '/api/cart/items', { productId: mug, quantity });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toHaveProperty('quantity');
    expect((await cart()).items[0]?.quantity).toBe(1);
  });

  it('refuses unknown fields, a client price and malformed bodies', async () => {
    expect((await call('POST', '/api/cart/items', { productId: mug, priceCents: 1 })).statusCode).toBe(400);
    expect((await call('POST', '/api/cart/items', { productId: 'nope' })).statusCode).toBe(400);
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: { 'content-type': 'application/json' },
      payload: '{"productId":',
    });
    expect(raw.statusCode).toBe(400);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ productId: mug }),
    });
    expect(form.statusCode).toBe(415);
  });

  it('sets a line quantity within stock, and removes the line below 1', async () => {
    const line = json<Cart>(await add(mug)).items[0]!;
    const updated = json<Cart>(await call('PATCH', `/api/cart/items/${line.id}`, { quantity: 4 }));
    expect(updated.items[0]?.quantity).toBe(4);
    const over = await call('PATCH', `/api/cart/items/${line.id}`, { quantity: 6 });
    expect(over.statusCode).toBe(409);
    expect((await call('PATCH', `/api/cart/items/${line.id}`, { quantity: -3 })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/cart/items/${line.id}`, { quantity: 'x' })).statusCode).toBe(400);
    expect((await cart()).items[0]?.quantity).toBe(4);
    const removed = json<Cart>(await call('PATCH', `/api/cart/items/${line.id}`, { quantity: 0 }));
    expect(removed.items).toEqual([]);
  });

  it('always lets a line go down, even when the stock fell below it, but never up past it', async () => {
    const scarce = await insertProduct(t.db, { title: 'Scarce Bowl', inventoryQuantity: 4 });
    const line = json<Cart>(await add(scarce, 4)).items[0]!;
    await setStock(t.db, scarce, 1);
    const lowered = await call('PATCH', `/api/cart/items/${line.id}`, { quantity: 3 });
    expect(lowered.statusCode).toBe(200);
    const raised = await call('PATCH', `/api/cart/items/${line.id}`, { quantity: 4 });
    expect(raised.statusCode).toBe(409);
    expect(errorOf(raised).message).toBe('Only 1 of Scarce Bowl in stock');
    await setStock(t.db, scarce, 10);
    await t.db.kysely.updateTable('products').set({ status: 'archived' }).where('id', '=', scarce).execute();
    const gone = await call('PATCH', `/api/cart/items/${line.id}`, { quantity: 5 });
    expect(gone.statusCode).toBe(409);
    expect(errorOf(gone).message).toBe('Scarce Bowl is no longer available');
    const body = await cart();
    expect(body.items[0]).toMatchObject({ quantity: 3, product: { status: 'archived' } });
    // A line that can no longer be sold is shown but not counted.
    expect(body).toMatchObject({ itemCount: 0, subtotalCents: 0, totalCents: 0 });
  });

  it("counts the items a shared page's header shows as the cart does: lines on sale only", async () => {
    const cartItemCount = async (session: string) =>
      cartItemsCounted((await cartItemCountQuery(session).execute(t.db.kysely)).rows[0]?.items);
    const vase = await insertProduct(t.db, { title: 'Vase to archive', inventoryQuantity: 5 });
    await add(mug, 2);
    await add(vase, 3);
    const session = cookies[CART_COOKIE]!;
    expect(await cartItemCount(session)).toBe(5);
    await t.db.kysely.updateTable('products').set({ status: 'archived' }).where('id', '=', vase).execute();
    expect((await cart()).itemCount).toBe(2);
    expect(await cartItemCount(session)).toBe(2);
    // A variant switched off is not counted either (switched on again: the mug is every test's).
    const mugOnSale = (on: boolean) =>
      t.db.kysely
        .updateTable('product_variants')
        .set({ is_active: on ? 1 : 0 })
        .where('product_id', '=', mug)
        .execute();
    await mugOnSale(false);
    expect((await cart()).itemCount).toBe(0);
    expect(await cartItemCount(session)).toBe(0);
    await mugOnSale(true);
    expect(await cartItemCount('x'.repeat(32))).toBe(0);
  });

  it('removes one line, and clears the whole cart', async () => {
    await add(mug);
    // Lines added within one millisecond may come back in either order: pick the mug's by its product.
    const mugLine = json<Cart>(await add(lamp)).items.find((l) => l.product.title === 'Mug')!;
    const afterRemove = json<Cart>(await call('DELETE', `/api/cart/items/${mugLine.id}`));
    expect(afterRemove.items.map((l) => l.product.title)).toEqual(['Lamp']);
    expect((await call('DELETE', `/api/cart/items/${mugLine.id}`)).statusCode).toBe(404);
    const cleared = json<Cart>(await call('DELETE', '/api/cart'));
    expect(cleared.items).toEqual([]);
    expect((await cart()).items).toEqual([]);
  });

  it("cannot touch another session's line", async () => {
    const line = json<Cart>(await add(mug)).items[0]!;
    const stranger = await t.app.inject({
      method: 'PATCH',
      url: `/api/cart/items/${line.id}`,
      payload: { quantity: 2 },
    });
    expect(stranger.statusCode).toBe(404);
    const thief = await t.app.inject({ method: 'DELETE', url: `/api/cart/items/${line.id}` });
    expect(thief.statusCode).toBe(404);
    expect((await cart()).items[0]?.quantity).toBe(1);
  });

  it('ignores a forged cookie value and refuses cross-site writes', async () => {
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/cart',
      cookies: { cart_session: "x' or 1=1" },
    });
    expect(json<Cart>(forged).items).toEqual([]);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { productId: mug },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  describe("the cart page's form, without JavaScript", () => {
    const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
    async function changeByForm(fields: Record<string, string>, headers: Record<string, string> = {}) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/cart/lines',
        cookies,
        headers: { ...FORM, ...headers },
        payload: new URLSearchParams(fields).toString(),
      });
      Object.assign(cookies, cookieFrom(res));
      return res;
    }

    it("sets a line's quantity, removes the line at 0, and lands on the cart", async () => {
      const line = json<Cart>(await add(mug)).items[0]!;
      const raised = await changeByForm({ lineId: line.id, quantity: '3' });
      expect(raised.statusCode).toBe(303);
      // Back at the line, so the keyboard goes on from its buttons.
      expect(raised.headers.location).toBe(`/cart#line-${line.id}`);
      expect((await cart()).items[0]?.quantity).toBe(3);
      const removed = await changeByForm({ lineId: line.id, quantity: '0' });
      expect(removed.headers.location).toBe('/cart');
      expect((await cart()).items).toEqual([]);
    });

    it('lands on the cart with the reason when nothing changed, and changes nothing', async () => {
      const line = json<Cart>(await add(mug)).items[0]!;
      const over = await changeByForm({ lineId: line.id, quantity: '6' });
      expect(over.statusCode).toBe(303);
      expect(over.headers.location).toBe('/cart?lineProblem=insufficient_stock');
      // A quantity that is not one, or none at all (never taken for 0), and a malformed line.
      const malformed: Array<Record<string, string>> = [
        { lineId: line.id, quantity: '-1' },
        { lineId: line.id, quantity: '1.5' },
        { lineId: line.id, quantity: 'x' },
        { lineId: line.id, quantity: '1000' },
        { lineId: line.id, quantity: '-0' },
        { lineId: line.id, quantity: '1e0' },
        { lineId: line.id, quantity: '' },
        { lineId: line.id },
        { lineId: 'nope', quantity: '2' },
      ];
      for (const fields of malformed) {
        expect((await changeByForm(fields)).headers.location, JSON.stringify(fields)).toBe(
          '/cart?lineProblem=validation_error',
        );
      }
      const unknown = await changeByForm({ lineId: '00000000-0000-4000-8000-000000000000', quantity: '2' });
      expect(unknown.headers.location).toBe('/cart?lineProblem=not_found');
      expect((await cart()).items[0]?.quantity).toBe(1);
    });

    it("cannot change another session's line, nor be posted from another site", async () => {
      const line = json<Cart>(await add(mug)).items[0]!;
      const stranger = await t.app.inject({
        method: 'POST',
        url: '/cart/lines',
        headers: FORM,
        payload: new URLSearchParams({ lineId: line.id, quantity: '2' }).toString(),
      });
      expect(stranger.headers.location).toBe('/cart?lineProblem=not_found');
      // It starts no cart of its own.
      expect(stranger.cookies).toEqual([]);
      const crossSite = await changeByForm(
        { lineId: line.id, quantity: '0' },
        { origin: 'https://evil.example', host: 'localhost:3000' },
      );
      expect(crossSite.statusCode).toBe(403);
      expect((await cart()).items[0]?.quantity).toBe(1);
    });
  });

  it('keeps the stock bound under concurrent adds', async () => {
    await add(lamp);
    const results = await Promise.all(Array.from({ length: 10 }, () => add(lamp)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect((await cart()).items[0]?.quantity).toBe(3);
  });
});
