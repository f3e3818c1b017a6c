import { randomUUID } from 'node:crypto';
import type { Db } from '../src/server/db/database.js';
import { recountRating } from '../src/server/modules/reviews/index.js';
import type { ProductPage } from '../src/shared/schemas/catalog.js';
import { STALL_TARGET_MS, timed } from './catalogue-edits.js';
import type { Server } from './processes.js';
import { summarize } from './stats.js';
import { formatTable, verdict } from './table.js';
import { type Scenario, measureThroughput } from './throughput.js';

/** Published reviews on the product the page is measured with. */
export const REVIEWS_ON_PRODUCT = 2_000;
const PUBLISHES = 10;
const PUBLISH_EVERY_MS = 2_000;
const POLL_EVERY_MS = 5;
const PROBE_EVERY_MS = 10;

const BROWSER = { 'accept-encoding': 'br' };
const VISITOR_WITH_A_CART = { ...BROWSER, cookie: `cart_session=${'c'.repeat(32)}` };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

const WORDS =
  'sturdy soft warm lovely solid comfortable handy neat bright heavy light smooth strong quick gentle'.split(
    ' ',
  );

/** A review row of the product, published some minutes ago (bench data, written as the moderation would). */
function reviewRow(productId: string, i: number, status: 'published' | 'pending', stars?: number) {
  const at = new Date(Date.now() - (REVIEWS_ON_PRODUCT - i) * 60_000).toISOString();
  const words = Array.from({ length: 40 + (i % 60) }, (_, k) => WORDS[(i * 7 + k) % WORDS.length]).join(' ');
  return {
    id: randomUUID(),
    product_id: productId,
    order_item_id: null,
    order_id: null,
    user_id: null,
    author_name: `Buyer ${i} B.`,
    variant_options: '',
    rating: stars ?? 1 + ((i * 7) % 5),
    title: `Review number ${i}`,
    body: `${words}.`,
    status,
    rejection_reason: null,
    reply: i % 5 === 0 ? 'Thank you for your review.' : null,
    replied_at: i % 5 === 0 ? at : null,
    published_at: status === 'published' ? at : null,
    created_at: at,
    updated_at: at,
  } as const;
}

/** Gives a product its published reviews (of every number of stars, or all of `stars`), and counts its rating. */
export async function seedReviews(db: Db, productId: string, count: number, stars?: number): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    for (let i = 0; i < count; i += 500) {
      const rows = [];
      for (let k = i; k < Math.min(count, i + 500); k++)
        rows.push(reviewRow(productId, k, 'published', stars));
      await trx.insertInto('reviews').values(rows).execute();
    }
    await recountRating(trx, productId);
  });
}

/** The product page of a product with reviews next to one without, cached (anonymous) and rendered (a cart). */
async function pageCosts(shop: Server, reviewed: string, plain: string): Promise<string> {
  const scenario = (name: string, path: string, headers: Record<string, string>): Scenario => ({
    name,
    url: `${shop.url}${path}`,
    headers,
    cpuSeconds: shop.cpuSeconds,
  });
  const scenarios = [
    scenario('no reviews: page (cached)', `/product/${plain}`, BROWSER),
    scenario(`${REVIEWS_ON_PRODUCT} reviews: page (cached)`, `/product/${reviewed}`, BROWSER),
    scenario('no reviews: page (rendered)', `/product/${plain}`, VISITOR_WITH_A_CART),
    scenario(`${REVIEWS_ON_PRODUCT} reviews: page (rendered)`, `/product/${reviewed}`, VISITOR_WITH_A_CART),
    scenario(
      `${REVIEWS_ON_PRODUCT} reviews: last page, lowest first (rendered)`,
      `/product/${reviewed}?reviewSort=lowest&reviewPage=200`,
      VISITOR_WITH_A_CART,
    ),
    scenario(
      `${REVIEWS_ON_PRODUCT} reviews: JSON of a page`,
      `/api/products/${reviewed}/reviews?sort=highest&page=100`,
      BROWSER,
    ),
  ];
  console.log('The product page with and without reviews…');
  const measured = await measureThroughput(scenarios, 1);
  const cpu = measured.map((m) => mean(m.cpuMicrosPerRequest));
  // Each row against the product without reviews in the same mode (the JSON against the cached page).
  const baseOf = [0, 0, 2, 2, 2, 0];
  return formatTable(
    ['scenario', 'req/s', 'p95 ms', 'CPU µs/req', 'CPU vs no reviews'],
    measured.map((m, i) => [
      m.scenario,
      mean(m.requestsPerSecond).toFixed(0),
      m.p95.toFixed(0),
      cpu[i]!.toFixed(0),
      (cpu[i]! / cpu[baseOf[i]!]!).toFixed(2),
    ]),
  );
}

/**
 * A moderator publishes a 5-star review of the Top rated listing's first product (given 1 000 such
 * reviews, so that it is first) every 2 s, through the API: the time from the request until the
 * Top rated listing shows the product's new count, and the event loop's longest wait meanwhile (the
 * cheapest answer asked every 10 ms).
 */
async function publishing(shop: Server, db: Db, cookies: string, top: string): Promise<string> {
  const topRated = async () =>
    ((await (await fetch(`${shop.url}/api/products?sort=rating`)).json()) as ProductPage).items[0]!;
  if ((await topRated()).id !== top)
    throw new Error('The product given the most 5-star reviews is not Top rated');
  const probes: number[] = [];
  let probing = true;
  const probe = (async () => {
    while (probing) {
      probes.push(await timed(`${shop.url}/api/config`));
      await pause(PROBE_EVERY_MS);
    }
  })();
  const visible: number[] = [];
  console.log('Publishing reviews at 100 000 products…');
  try {
    for (let round = 0; round < PUBLISHES; round++) {
      await pause(PUBLISH_EVERY_MS);
      const first = await topRated();
      // 5 stars, so the product stays first and its count is what moves.
      const pending = reviewRow(first.id, round, 'pending', 5);
      await db.kysely.insertInto('reviews').values(pending).execute();
      const started = performance.now();
      const res = await fetch(`${shop.url}/api/admin/reviews/${pending.id}/approve`, {
        method: 'POST',
        headers: { cookie: cookies, origin: shop.url, 'content-type': 'application/json' },
        body: JSON.stringify({ seenVersion: 1 }),
      });
      if (!res.ok) throw new Error(`approve answered ${res.status}: ${await res.text()}`);
      for (;;) {
        const now = await topRated();
        if (now.id === first.id && now.reviewCount === first.reviewCount + 1) break;
        if (performance.now() - started > 10_000)
          throw new Error('The Top rated listing never showed the review');
        await pause(POLL_EVERY_MS);
      }
      visible.push(performance.now() - started);
    }
  } finally {
    probing = false;
    await probe;
  }
  const shown = summarize(visible);
  const waits = summarize(probes);
  const table = formatTable(
    ['publications', 'visible p50 ms', 'visible max ms', 'probes', 'probe p50 ms', 'longest probe ms'],
    [
      [
        String(PUBLISHES),
        shown.p50.toFixed(0),
        shown.max.toFixed(0),
        String(waits.count),
        waits.p50.toFixed(0),
        waits.max.toFixed(0),
      ],
    ],
  );
  return `${table}\n\nLongest probe (the event loop's longest wait, roughly) <= ${STALL_TARGET_MS} ms: ${verdict(waits.max <= STALL_TARGET_MS)}`;
}

/**
 * Reviews at 100 000 products on SQLite (docs/decisions/0023-reviews.md): the product page of a
 * product with 2 000 published reviews against one without, and publishing a review until the Top
 * rated listing shows it.
 */
export async function reviewsSection(
  shop: Server,
  db: Db,
  cookies: string,
  { reviewed, plain, top }: { reviewed: string; plain: string; top: string },
) {
  const pages = await pageCosts(shop, reviewed, plain);
  const published = await publishing(shop, db, cookies, top);
  return `Reviews, 100 000 products on SQLite: the product page with ${REVIEWS_ON_PRODUCT} published reviews and without (cost: the server's CPU per request)\n${pages}\n\nPublishing a review: the time until 'Top rated' shows it, and the event loop meanwhile\n${published}`;
}
