import type { LightMyRequestResponse } from 'fastify';
import { checkoutBody } from './checkout-body.js';
import { cookieFrom, type TestApp } from './test-app.js';

export { checkoutBody };

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

export const placeOrder = (
  t: TestApp,
  cookies: Record<string, string>,
  body: object = checkoutBody(),
): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url: '/api/orders', payload: body, cookies });
