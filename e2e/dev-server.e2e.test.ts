import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForServer } from './support/processes.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run dev` (scripts/dev.mjs): the API with reload behind Vite's dev server, which proxies /api.
 * Every change goes through that proxy with the page's Origin: the same-origin check must see the
 * page's own Host, not the API's, or it refuses every sign-in, cart change and admin save.
 */

const admin = { email: 'dev-admin@example.co.za', password: 'a long developer passphrase' };
let dev: ChildProcess;
let dir: string;
let web: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dev-'));
  const [apiPort, webPort] = [await freePort(), await freePort()];
  web = `http://localhost:${webPort}`;
  const { DATABASE_URL: _ignored, ...env } = process.env;
  dev = spawn(process.execPath, ['scripts/dev.mjs'], {
    detached: true,
    stdio: [
      'ignore',
      fs.openSync(path.join(dir, 'dev.log'), 'a'),
      fs.openSync(path.join(dir, 'dev.log'), 'a'),
    ],
    env: {
      ...env,
      API_PORT: String(apiPort),
      WEB_PORT: String(webPort),
      SQLITE_PATH: path.join(dir, 'dev.db'),
      SEED_DEMO_DATA: 'false',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
    },
  });
  // Ready once the API answers through Vite's proxy.
  await waitForServer(`${web}/api/config`, dev, path.join(dir, 'dev.log'), 90_000);
}, 120_000);

afterAll(() => {
  if (dev.pid) process.kill(-dev.pid, 'SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A change the page at Vite's address makes, as the browser sends it: JSON with the page's Origin. */
const change = (method: string, url: string, body: object, cookie = '') =>
  fetch(`${web}${url}`, {
    method,
    headers: { 'content-type': 'application/json', origin: web, ...(cookie && { cookie }) },
    body: JSON.stringify(body),
  });

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

describe('the dev server', () => {
  it('signs in, lets the admin add a product, and adds it to a cart, all through its proxy', async () => {
    const signedIn = await change('POST', '/api/auth/sign-in', admin);
    expect(signedIn.status).toBe(200);
    const session = cookiesOf(signedIn);

    const created = await change(
      'POST',
      '/api/admin/products',
      {
        sku: 'DEV-1',
        title: 'Developer Mug',
        description: 'Made through the dev server.',
        priceCents: 12_900,
        category: 'homeware',
        images: [],
        inventoryQuantity: 5,
        featured: false,
      },
      session,
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const added = await change('POST', '/api/cart/items', { productId: id, quantity: 2 });
    expect(added.status).toBe(200);
    const cart = (await (
      await fetch(`${web}/api/cart`, { headers: { cookie: cookiesOf(added) } })
    ).json()) as {
      items: Array<{ quantity: number }>;
    };
    expect(cart.items.map((item) => item.quantity)).toEqual([2]);

    // Another site's page is still refused.
    const forged = await fetch(`${web}/api/cart/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ productId: id, quantity: 1 }),
    });
    expect(forged.status).toBe(403);
  });
});
