import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { PlaceOrderBody } from '../../shared/schemas/checkout.js';
import { cookieFrom, type TestApp } from './test-app.js';

/** A browser session whose cart holds the given products (or variants of them); returns its cookies. */
export async function cartWith(
  t: TestApp,
  lines: Array<{ productId: string; variantId?: string; quantity?: number }>,
) {
  let cookies: Record<string, string> = {};
  for (const line of lines) {
    const res = await t.app.inject({ method: 'POST', url: '/api/cart/items', payload: line, cookies });
    if (res.statusCode !== 200) throw new Error(`add to cart failed: ${res.statusCode} ${res.body}`);
    cookies = { ...cookies, ...cookieFrom(res) };
  }
  return cookies;
}

export const checkoutBody = (overrides: Partial<PlaceOrderBody> = {}): PlaceOrderBody => ({
  customerName: 'Thandi Nkosi',
  customerEmail: 'thandi@example.co.za',
  customerPhone: '082 555 0134',
  shippingAddress: {
    street: '22 Jan Smuts Avenue',
    suburb: 'Parktown North',
    city: 'Johannesburg',
    province: 'Gauteng',
    postalCode: '2193',
  },
  idempotencyKey: randomUUID(),
  ...overrides,
});

export const placeOrder = (
  t: TestApp,
  cookies: Record<string, string>,
  body: object = checkoutBody(),
): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url: '/api/orders', payload: body, cookies });
