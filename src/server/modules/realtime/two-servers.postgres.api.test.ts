import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage } from '../../../shared/schemas/catalog.js';
import { openEventStream } from '../../testing/sse-client.js';
import { twoServersForFile } from '../../testing/test-app.js';

// Two app servers, each with its own connections, on one PostgreSQL database.
const servers = twoServersForFile();
let secondUrl: string;
beforeAll(async () => {
  secondUrl = await servers.second.app.listen({ port: 0, host: '127.0.0.1' });
});

describe('a product change on one app server', () => {
  it('reaches a storefront connected to the other server, whose cached listing is refreshed', async () => {
    const listing = async () =>
      (await (await fetch(`${secondUrl}/api/products?category=gym&sort=newest`)).json()) as ProductPage;
    expect((await listing()).total).toBe(0);

    const events = await openEventStream(`${secondUrl}/api/events`);
    try {
      const res = await servers.first.app.inject({
        method: 'POST',
        url: '/api/admin/products',
        cookies: servers.admin.cookies,
        payload: {
          sku: 'TWO-1',
          title: 'Cross-Server Kettlebell',
          description: 'Created on the first server.',
          priceCents: 59_900,
          category: 'gym',
          images: [],
          inventoryQuantity: 5,
          featured: true,
        },
      });
      expect(res.statusCode).toBe(201);
      expect(await events.next('products')).toEqual({ type: 'products' });
      // The second server's response cache was cleared by the same event.
      expect((await listing()).items.map((p) => p.title)).toEqual(['Cross-Server Kettlebell']);
    } finally {
      events.close();
    }
  });
});
