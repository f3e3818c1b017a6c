import type { ProductPage } from '../src/shared/schemas/catalog.js';
import type { Server } from './processes.js';
import { formatTable, verdict } from './table.js';
import { type Measurement, type Scenario, measureThroughput } from './throughput.js';

/** The goal of docs/decisions/0011: a server-rendered page costs at most twice the CPU of its data as JSON. */
export const PAGE_COST_TARGET = 2;
/** The goal of decision 0029: a page for a visitor with a cart costs at most twice the anonymous page. */
export const PERSONAL_PAGE_TARGET = 2;

/** As a browser asks: compressed (each cached answer is compressed once, a rendered page as it streams). */
const BROWSER = { 'accept-encoding': 'br' };
/**
 * A cart session of the right shape: the visitor is personal, so a shared page is the anonymous one
 * with their header and count joined in (decision 0029; gzip, as Brotli streams cannot be joined).
 */
const VISITOR_WITH_A_CART = { 'accept-encoding': 'br, gzip', cookie: `cart_session=${'b'.repeat(32)}` };

/** A shopper signed up over HTTP with one product in their cart: the cookies a browser sends. */
async function signedInShopperWithACart(shop: Server, productId: string): Promise<string> {
  const cookies = new Map<string, string>();
  const send = async (path: string, body: unknown) => {
    const res = await fetch(`${shop.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: shop.url,
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  await send('/api/auth/sign-up', {
    fullName: 'Bench Shopper',
    email: `shopper-${Date.now()}@example.co.za`,
    password: 'a long bench passphrase',
  });
  await send('/api/cart/items', { productId });
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * Rounds of every scenario: a page's cost against another's is a ratio of two figures the machine's
 * noise moves by a tenth or more in one round (docs/benchmarks.md), so each is the mean of three.
 */
const PAGE_ROUNDS = 3;

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * Each page against the JSON answer of the same data, at 100 000 products: the page as anonymous
 * visitors get it (kept in the response cache, like the JSON) and as a visitor with a cart gets it
 * (the kept page with their parts joined in, their cart counted every time), and as a signed-in
 * shopper with a cart gets it (their session read too), against the anonymous page.
 */
export async function measurePages(shop: Server): Promise<string> {
  const listing = (await (await fetch(`${shop.url}/api/products?category=gym`)).json()) as ProductPage;
  const id = listing.items[0]?.id;
  if (!id) throw new Error('The generated catalogue has no gym product');
  const pages = [
    { name: 'home', json: '/api/products/featured', page: '/' },
    { name: 'category', json: '/api/products?category=gym', page: '/category/gym' },
    { name: 'product', json: `/api/products/${id}`, page: `/product/${id}` },
  ];
  const shopper = { 'accept-encoding': 'br, gzip', cookie: await signedInShopperWithACart(shop, id) };
  const scenarios: Scenario[] = pages.flatMap(({ name, json, page }) => [
    {
      name: `${name} JSON ${json}`,
      url: `${shop.url}${json}`,
      headers: BROWSER,
      cpuSeconds: shop.cpuSeconds,
    },
    {
      name: `${name} page ${page} (cached)`,
      url: `${shop.url}${page}`,
      headers: BROWSER,
      cpuSeconds: shop.cpuSeconds,
    },
    {
      name: `${name} page ${page} (a visitor with a cart)`,
      url: `${shop.url}${page}`,
      headers: VISITOR_WITH_A_CART,
      cpuSeconds: shop.cpuSeconds,
    },
    {
      name: `${name} page ${page} (a signed-in shopper with a cart)`,
      url: `${shop.url}${page}`,
      headers: shopper,
      cpuSeconds: shop.cpuSeconds,
    },
  ]);
  console.log(`Pages against their JSON: ${PAGE_ROUNDS} rounds, every other one in reverse order`);
  const measured = await measureThroughput(scenarios, PAGE_ROUNDS, { swapped: true });
  return pagesTable(measured);
}

function pagesTable(measured: readonly Measurement[]): string {
  const rows: string[][] = [];
  for (let i = 0; i < measured.length; i += 4) {
    const [json, cached, ...personal] = measured.slice(i, i + 4) as [Measurement, ...Measurement[]];
    const jsonCpu = mean(json.cpuMicrosPerRequest);
    const cachedCpu = mean(cached!.cpuMicrosPerRequest);
    for (const m of [json, cached!, ...personal]) {
      const cpu = mean(m.cpuMicrosPerRequest);
      const target =
        m === cached
          ? `<= ${PAGE_COST_TARGET} x JSON: ${verdict(cpu / jsonCpu <= PAGE_COST_TARGET)}`
          : personal.includes(m)
            ? `<= ${PERSONAL_PAGE_TARGET} x cached (${(cpu / cachedCpu).toFixed(2)}): ${verdict(cpu / cachedCpu <= PERSONAL_PAGE_TARGET)}`
            : '';
      rows.push([
        m.scenario,
        mean(m.requestsPerSecond).toFixed(0),
        m.p95.toFixed(0),
        cpu.toFixed(0),
        m === json ? '1.00' : (cpu / jsonCpu).toFixed(2),
        target,
      ]);
    }
  }
  return formatTable(['scenario', 'req/s', 'p95 ms', 'CPU µs/req', 'cost vs JSON', 'target'], rows);
}
