import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../testing/sse-client.js';
import { type Account, createTestApp, signUpAs, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let admin: Account;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAs(t, 'admin');
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const product = {
  sku: 'RT-1',
  title: 'Realtime Lamp',
  description: 'Shows up everywhere at once.',
  priceCents: 45_000,
  category: 'homeware',
  images: [],
  inventoryQuantity: 3,
  featured: true,
};

describe('GET /api/events', () => {
  it('streams a products event to an open storefront when the admin changes a product', async () => {
    const events = await openEventStream(`${baseUrl}/api/events`);
    try {
      expect(events.contentType).toBe('text/event-stream; charset=utf-8');
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/products',
        payload: product,
        cookies: admin.cookies,
      });
      expect(created.statusCode).toBe(201);
      expect(await events.next('products')).toEqual({ type: 'products' });

      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/products/${created.json<{ id: string }>().id}`,
        cookies: admin.cookies,
      });
      expect(deleted.statusCode).toBe(204);
      expect(await events.next('products')).toEqual({ type: 'products' });
    } finally {
      events.close();
    }
  });
});
