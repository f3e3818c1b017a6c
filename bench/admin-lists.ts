import { type Insertable, sql } from 'kysely';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../src/shared/constants.js';
import type { AdminProductsQuery } from '../src/shared/schemas/admin-products.js';
import type { AdminOrdersQuery } from '../src/shared/schemas/orders.js';
import { shopToday } from '../src/shared/shop-time.js';
import type { Db } from '../src/server/db/database.js';
import type { OrderItemsTable, OrdersTable } from '../src/server/db/schema.js';
import { createCatalogAdminService } from '../src/server/modules/catalog/index.js';
import { createMediaService } from '../src/server/modules/media/index.js';
import { createInvoicing } from '../src/server/modules/invoices/index.js';
import {
  createOrderMail,
  createOrdersAdminService,
  createPaymentReceived,
} from '../src/server/modules/orders/index.js';
import { createRealtime } from '../src/server/modules/realtime/index.js';
import { orderRow } from '../src/server/testing/fixtures.js';
import { createRandom, type Random } from '../src/server/testing/random.js';
import { type Summary, summarize } from './stats.js';
import { formatTable, ms, verdict } from './table.js';

/** docs/decisions/0015: each admin list's first page, a search and a filtered page, p95 at most this. */
export const ADMIN_LIST_TARGET_MS = 50;
export const ORDER_COUNT = 100_000;
const ROWS_PER_STATEMENT = 500;
const ROUNDS = 20;
const DAY_MS = 86_400_000;
const FIRST_NAMES = [
  'Thandiwe',
  'Pieter',
  'Ayesha',
  'Sipho',
  'Lerato',
  'Johan',
  'Naledi',
  'Kagiso',
  'Anele',
  'Megan',
];
const LAST_NAMES = [
  'Nkosi',
  'van der Merwe',
  'Patel',
  'Dlamini',
  'Mokoena',
  'Botha',
  'Khumalo',
  'Molefe',
  'Naidoo',
];

function order(r: Random, index: number, now: number): Insertable<OrdersTable> {
  const first = r.pick(FIRST_NAMES);
  const last = r.pick(LAST_NAMES);
  return orderRow({
    orderNumber: `ORD-B${String(index).padStart(6, '0')}`,
    customerName: `${first} ${last}`,
    customerEmail: `${first}.${last.replaceAll(' ', '')}${index}@example.co.za`.toLowerCase(),
    status: r.pick(ORDER_STATUSES),
    paymentStatus: r.pick(PAYMENT_STATUSES),
    totalCents: r.int(100, 5_000) * 100,
    createdAt: new Date(now - r.int(0, 365 * DAY_MS)).toISOString(),
  });
}

/** An order's one to three lines (their products need not exist: a line keeps its own SKU and title). */
function lines(r: Random, orderId: string): Insertable<OrderItemsTable>[] {
  return Array.from({ length: r.int(1, 3) }, (_, i) => {
    const unit = r.int(50, 2_000) * 100;
    const quantity = r.int(1, 3);
    return {
      id: `${orderId.slice(0, -2)}${String(i).padStart(2, '0')}`,
      order_id: orderId,
      product_id: null,
      sku: `GEN-${r.int(1, 100_000)}`,
      title: `Generated product ${i + 1}`,
      base_price_cents: unit,
      unit_price_cents: unit,
      quantity,
      line_total_cents: unit * quantity,
    };
  });
}

/** Inserts `count` generated orders over the past year, with their lines, in one transaction. */
export async function generateOrders(db: Db, count: number, seed: number): Promise<void> {
  const r = createRandom(seed);
  const now = Date.now();
  await db.kysely.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += ROWS_PER_STATEMENT) {
      const size = Math.min(ROWS_PER_STATEMENT, count - start);
      const orders = Array.from({ length: size }, (_, i) => order(r, start + i + 1, now));
      await trx.insertInto('orders').values(orders).execute();
      const items = orders.flatMap((o) => lines(r, o.id));
      for (let i = 0; i < items.length; i += ROWS_PER_STATEMENT) {
        await trx
          .insertInto('order_items')
          .values(items.slice(i, i + ROWS_PER_STATEMENT))
          .execute();
      }
    }
  });
  // What autovacuum does on a live database after a bulk load: the planner's statistics, the
  // visibility map (index-only scans) and the trigram indexes' pending entries merged.
  if (db.dialect.kind === 'postgres') await sql`vacuum analyze`.execute(db.kysely);
}

/** The orders' emails need a bank account; the lists never send one. */
const BENCH_BANK = { bankName: 'Bench Bank', accountHolder: 'Bench', accountNumber: '1', branchCode: '1' };

/** A list as the panel asks for it: its name, and the service call (its page query and its count). */
export type ListCase = [name: string, run: () => Promise<unknown>];

/** The admin's product list as the panel asks for it: the first page, searches, a filtered page, a deep page. */
export function productListCases(db: Db): ListCase[] {
  const now = () => new Date();
  const products = createCatalogAdminService({
    db: db.kysely,
    media: createMediaService({ db: db.kysely, now }),
    onProductsChanged: () => undefined,
    now,
  });
  return [
    ['products: first page (newest)', () => products.list({} satisfies AdminProductsQuery)],
    ['products: search a word of titles', () => products.list({ q: 'steel' })],
    ['products: search a SKU', () => products.list({ q: 'bench-04217' })],
    [
      'products: gym, active, stock <= 10, by price',
      () => products.list({ category: 'gym', status: 'active', stockAtMost: 10, sort: 'price' }),
    ],
    ['products: page 200 (newest)', () => products.list({ page: 200 })],
  ];
}

function orderListCases(db: Db): ListCase[] {
  const now = () => new Date();
  const mail = createOrderMail({
    vatIncluded: () => false,
    eft: () => BENCH_BANK,
    publicUrl: undefined,
    fallbackOrigin: 'http://localhost',
  });
  const invoicing = createInvoicing({
    settings: () => ({ business: null, tax: { vatRateBasisPoints: 1_500 } }),
  });
  const orders = createOrdersAdminService({
    db: db.kysely,
    mail,
    invoicing,
    paymentReceived: createPaymentReceived({ mail, invoicing }),
    realtime: createRealtime(db.dialect.notifications, () => undefined),
    now,
  });
  const today = shopToday();
  const monthAgo = shopToday(new Date(Date.now() - 30 * DAY_MS));
  return [
    ['orders: first page, with the tab counts', () => orders.list({} satisfies AdminOrdersQuery)],
    ['orders: search a customer name', () => orders.list({ q: 'naledi khumalo' })],
    ['orders: search an order number', () => orders.list({ q: 'ORD-B004217' })],
    [
      'orders: shipped, paid, last 30 days',
      () => orders.list({ status: 'shipped', paymentStatus: 'paid', from: monthAgo, to: today }),
    ],
  ];
}

/**
 * Times lists, each `rounds` times after a warm-up: `targets` holds the same lists on several
 * databases, whose runs alternate (A, B, A, B …) so the machine's drift falls on all. Answers each
 * target's summary per list, in order.
 */
export async function timeListCases(
  targets: ReadonlyArray<readonly ListCase[]>,
  rounds = ROUNDS,
): Promise<Summary[][]> {
  const times = targets.map((cases) => cases.map(() => [] as number[]));
  const lists = Math.max(...targets.map((cases) => cases.length));
  for (let list = 0; list < lists; list++) {
    for (const cases of targets) await cases[list]?.[1]();
    for (let i = 0; i < rounds; i++) {
      for (const [t, cases] of targets.entries()) {
        const run = cases[list]?.[1];
        if (!run) continue;
        const start = performance.now();
        await run();
        times[t]![list]!.push(performance.now() - start);
      }
    }
  }
  return times.map((perList) => perList.map((samples) => summarize(samples)));
}

/**
 * Times each admin list as the panel asks for it, in process (the service's page query and its
 * count), ROUNDS times after a warm-up: the first page, a search, a filtered and sorted page.
 */
export async function adminListsTable(db: Db): Promise<string> {
  const cases = [...productListCases(db), ...orderListCases(db)];
  const [summaries] = await timeListCases([cases]);
  const rows: string[][] = [];
  let worst = 0;
  for (const [i, [name]] of cases.entries()) {
    const summary = summaries![i]!;
    worst = Math.max(worst, summary.p95);
    rows.push([name, ms(summary.p50), ms(summary.p95), ms(summary.max)]);
  }
  const table = formatTable(['list and query', 'p50 ms', 'p95 ms', 'max ms'], rows);
  return `${table}\n\nEvery list p95 <= ${ADMIN_LIST_TARGET_MS} ms: ${verdict(worst <= ADMIN_LIST_TARGET_MS)} (worst p95 ${ms(worst)} ms)`;
}
