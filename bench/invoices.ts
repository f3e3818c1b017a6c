import type { FastifyInstance } from 'fastify';
import { type Db, openDatabase } from '../src/server/db/database.js';
import { renderEmail } from '../src/server/modules/email/render.js';
import { invoiceDocument } from '../src/server/modules/invoices/invoice-document.js';
import { invoicePdf } from '../src/server/modules/invoices/invoice-pdf.js';
import { checkoutBody } from '../src/server/testing/checkout.js';
import { insertOrder } from '../src/server/testing/fixtures.js';
import { KEPT_BUSINESS } from '../src/shared/testing/example-business.js';
import { adminCookies, benchApp } from './checkout-throughput.js';
import { withTemporaryPostgresDatabase } from './postgres.js';
import { summarize } from './stats.js';
import { formatTable, ms } from './table.js';

/**
 * Invoices (docs/decisions/0020-invoices.md): the gap-free numbering with payments confirmed at once
 * on two app servers on PostgreSQL, and the time to draw an invoice's PDF against the time to render
 * the order's email from the same order (the document the shop made before it had invoices).
 */

const PAYMENTS = 200;
const RENDERS = 200;

/** PAYMENTS unpaid orders marked paid all at once, alternately on each server; the invoices' numbers. */
async function payAtOnce(db: Db, servers: FastifyInstance[]) {
  const cookies = await adminCookies(servers[0]!, db);
  const orders = await Promise.all(
    Array.from({ length: PAYMENTS }, (_, n) => insertOrder(db, { orderNumber: `ORD-BENCH-${n}` })),
  );
  const started = performance.now();
  const answers = await Promise.all(
    orders.map((id, n) =>
      servers[n % servers.length]!.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${id}`,
        payload: { paymentStatus: 'paid' },
        cookies,
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const failed = answers.filter((answer) => answer.statusCode !== 200).length;
  const numbers = (
    await db.kysely.selectFrom('invoices').select('number').where('series', '=', 'invoice').execute()
  ).map((row) => Number(row.number));
  const distinct = new Set(numbers).size;
  const highest = Math.max(0, ...numbers);
  return [
    `${servers.length} server${servers.length > 1 ? 's' : ''}, ${db.dialect.kind}`,
    String(PAYMENTS),
    String(failed),
    String(numbers.length),
    String(distinct),
    String(highest - distinct),
    `1–${highest}`,
    (PAYMENTS / seconds).toFixed(0),
  ];
}

const ORDER = {
  id: 'bench',
  orderNumber: 'ORD-BENCH01',
  customerName: 'Thandi Nkosi',
  shippingAddress: checkoutBody().shippingAddress,
  lines: [1, 2, 3, 4, 5].map((n) => ({
    productId: null,
    sku: `SKU-${n}`,
    variantOptions: n % 2 ? 'Size: M · Colour: Tan' : '',
    title: `Product number ${n} with a longer title`,
    basePriceCents: 45_000 + n,
    unitPriceCents: 45_000 + n,
    quantity: n,
    lineTotalCents: (45_000 + n) * n,
  })),
  discountCents: 5_000,
  couponCode: 'SAVE10',
  shippingCents: 0,
  deliveryMethod: 'standard' as const,
  totalCents: [1, 2, 3, 4, 5].reduce((sum, n) => sum + (45_000 + n) * n, 0) - 5_000,
};

async function timings(run: () => unknown) {
  for (let i = 0; i < 20; i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < RENDERS; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return summarize(samples);
}

/** The invoice's PDF against the order's email, from the same five-line order. */
async function renderTimes(): Promise<string> {
  const document = invoiceDocument(
    ORDER,
    { business: KEPT_BUSINESS, tax: { vatRateBasisPoints: 1_500 } },
    1,
    new Date(),
  );
  const email = await timings(() =>
    renderEmail({
      kind: 'order_placed',
      data: {
        customerName: ORDER.customerName,
        orderNumber: ORDER.orderNumber,
        orderUrl: 'https://shop.example/orders/bench',
        lines: ORDER.lines,
        breakdown: {
          itemsCents: ORDER.totalCents + ORDER.discountCents,
          savingsCents: 0,
          discountCents: ORDER.discountCents,
          couponCode: ORDER.couponCode,
          shippingCents: 0,
          deliveryLabel: 'Standard delivery (3–5 business days)',
          totalCents: ORDER.totalCents,
          vatIncluded: true,
        },
        shippingAddress: ORDER.shippingAddress,
        payment: { method: 'payfast', status: 'paid', payUrl: 'https://shop.example/orders/bench' },
      },
    }),
  );
  const pdf = await timings(() => invoicePdf(document));
  const row = (name: string, summary: typeof pdf) => [
    name,
    ms(summary.p50),
    ms(summary.p95),
    (summary.p95 / email.p95).toFixed(2),
  ];
  return formatTable(
    ['document (5 lines)', 'p50 ms', 'p95 ms', 'p95 vs the email'],
    [row('order email, HTML and text (baseline)', email), row('tax invoice PDF', pdf)],
  );
}

export async function invoicesSection(dir: string, serverUrl: string | undefined): Promise<string> {
  console.log('Invoices…');
  const rows: string[][] = [];
  const sqlite = await openDatabase({ sqlitePath: `${dir}/invoices.db` });
  try {
    const shop = await benchApp(sqlite);
    try {
      rows.push(await payAtOnce(sqlite, [shop]));
    } finally {
      await shop.close();
    }
  } finally {
    await sqlite.destroy();
  }
  if (serverUrl) {
    rows.push(
      await withTemporaryPostgresDatabase(serverUrl, async (db, url) => {
        const other = await openDatabase({ databaseUrl: url, sqlitePath: '' });
        const servers = [await benchApp(db), await benchApp(other)];
        try {
          return await payAtOnce(db, servers);
        } finally {
          for (const server of servers) await server.close();
          await other.destroy();
        }
      }),
    );
  }
  const numbering = formatTable(
    [
      'payments at once',
      'orders',
      'refused',
      'invoices',
      'distinct numbers',
      'gaps',
      'numbers',
      'payments/s',
    ],
    rows,
  );
  return `Invoice numbers: ${PAYMENTS} payments confirmed at once (the admin marking EFT orders paid, alternately on each server)\n${numbering}\n\nRendering, ${RENDERS} times each after 20 warm-up, in process\n${await renderTimes()}`;
}
