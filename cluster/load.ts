import { randomInt, randomUUID } from 'node:crypto';
import type http from 'node:http';
import { formatRand } from '../src/shared/money.js';
import { productPath } from '../src/shared/routes.js';
import type { Product, ShopProductDetail } from '../src/shared/schemas/catalog.js';
import type { ProductUpdate } from '../src/shared/schemas/admin-products.js';
import type { Cart } from '../src/shared/schemas/cart.js';
import type { PlacedOrder } from '../src/shared/schemas/checkout.js';
import { checkoutBody } from '../src/server/testing/checkout-body.js';
import type { PayfastSimulator } from '../src/server/testing/payfast-simulator.js';
import { type Answer, Visitor, agentFor } from './client.js';
import { ADMIN, type AppServer } from './topology.js';

/** One request the load made, through the front door (or to PayFast's simulator). */
export interface Sample {
  /** When it was sent, ms since the load began. */
  at: number;
  ms: number;
  status: number;
  kind: string;
  /** An answer the shop should give here (a refusal for lack of stock is one). */
  ok: boolean;
  error?: string;
}

/** An order the shop acknowledged (Place Order answered with it). */
export interface AcknowledgedOrder {
  id: string;
  orderNumber: string;
  totalCents: number;
  lines: Array<{ productId: string; quantity: number }>;
  paymentMethod: 'payfast' | 'eft';
}

/** An admin's price change and how long until every running app server showed it. */
export interface PriceChange {
  productId: string;
  priceCents: number;
  /** The slowest server's wait after the save was acknowledged; servers stopped meanwhile are left out. */
  visibleAfterMs: number;
  /** Each server's wait (Infinity: never within 10 s), by name. */
  servers: Record<string, number>;
}

/** The admin's product form as it saves a loaded product, with these changes. */
export const productUpdate = (
  product: Pick<Product, Exclude<keyof ProductUpdate, 'options' | 'variants' | 'loadedInventoryQuantity'>>,
  changes: Partial<ProductUpdate>,
): ProductUpdate => ({
  sku: product.sku,
  title: product.title,
  description: product.description,
  shortDescription: product.shortDescription,
  priceCents: product.priceCents,
  salePriceCents: product.salePriceCents,
  category: product.category,
  images: product.images,
  featured: product.featured,
  status: product.status,
  tags: product.tags,
  inventoryQuantity: product.inventoryQuantity,
  ...changes,
});

const OUT_OF_STOCK = new Set(['out_of_stock', 'insufficient_stock']);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;
/** The error code of a refusal (docs/decisions: errors are matched on their code, never their text). */
const codeOf = (answer: Answer): string | undefined => /"code":"([a-z_]+)"/.exec(answer.body)?.[1];

export interface LoadOptions {
  publicUrl: string;
  ca: Buffer;
  payfast: PayfastSimulator;
  apps: AppServer[];
  /** Products shoppers buy (simple ones: no variants); the first is the scarce one. */
  products: ShopProductDetail[];
  /** Products the admin reprices, round after round. */
  edited: ShopProductDetail[];
  shoppers: number;
  browsers: number;
}

/**
 * Shoppers (browse, add to cart, place an order, pay through PayFast's simulator or by EFT), browsers
 * (pages, listings, search) and an admin repricing products, each a loop until stop() is called.
 */
export function startLoad(options: LoadOptions) {
  const started = performance.now();
  const samples: Sample[] = [];
  const orders: AcknowledgedOrder[] = [];
  const priceChanges: PriceChange[] = [];
  const duplicateItns: string[] = [];
  let refusedForStock = 0;
  const resent: Promise<number>[] = [];
  let running = true;
  const agent: http.Agent = agentFor(options.publicUrl, options.ca);
  const simulatorAgent = agentFor(options.payfast.baseUrl);
  // Each app server's own storefront, asked directly (not through the balancer) for a changed price.
  const storefrontAgents = options.apps.map((app) => agentFor(app.url));
  const storefronts = new Map(
    options.apps.map((app, i) => [app, new Visitor(app.url, storefrontAgents[i]!)]),
  );

  const record = (kind: string, answer: Answer, sentAt: number, ok: (answer: Answer) => boolean) => {
    samples.push({
      at: sentAt,
      ms: answer.ms,
      status: answer.status,
      kind,
      ok: ok(answer),
      ...(answer.error
        ? { error: answer.error }
        : answer.status >= 400
          ? { error: codeOf(answer) ?? answer.body.slice(0, 80) }
          : {}),
    });
    return answer;
  };
  const call = async (
    visitor: Visitor,
    kind: string,
    send: (v: Visitor) => Promise<Answer>,
    ok: (answer: Answer) => boolean = (a) => a.status === 200,
  ) => {
    const sentAt = performance.now() - started;
    return record(kind, await send(visitor), sentAt, ok);
  };

  async function browse(visitor: Visitor) {
    const product = pick(options.products);
    await call(visitor, 'page', (v) => v.get('/'));
    await call(visitor, 'page', (v) => v.get(`/category/${product.category}`));
    await call(visitor, 'listing', (v) =>
      v.get(`/api/products?category=${product.category}&page=${randomInt(1, 4)}`),
    );
    await call(visitor, 'search', (v) =>
      v.get(`/api/search?q=${encodeURIComponent(product.title.split(' ')[0]!)}`),
    );
    await call(visitor, 'page', (v) => v.get(productPath(product.id)));
  }

  async function shop(visitor: Visitor) {
    const scarce = options.products[0]!;
    const wanted = [pick(options.products.slice(1)), ...(randomInt(2) === 0 ? [scarce] : [])];
    for (const product of wanted) {
      await call(visitor, 'page', (v) => v.get(productPath(product.id)));
      const quantity = randomInt(1, 3);
      const added = await call(
        visitor,
        'cart',
        (v) => v.post('/api/cart/items', { json: { productId: product.id, quantity } }),
        (a) => a.status === 200 || (a.status === 409 && OUT_OF_STOCK.has(codeOf(a) ?? '')),
      );
      if (added.status === 409) refusedForStock += 1;
      await pause(randomInt(50, 200));
    }
    // What the order must hold: the cart as the shop has it (an add whose answer was lost may be in it).
    const cart = await call(visitor, 'cart', (v) => v.get('/api/cart'));
    if (cart.status !== 200) return;
    const lines = (JSON.parse(cart.body) as Cart).items.map((line) => ({
      productId: line.product.id,
      quantity: line.quantity,
    }));
    if (lines.length === 0) return;
    const paymentMethod = randomInt(10) < 7 ? 'payfast' : 'eft';
    const body = checkoutBody({
      customerEmail: `shopper-${randomUUID().slice(0, 8)}@example.co.za`,
      paymentMethod,
    });
    const placeOk = (a: Answer) =>
      a.status === 200 || a.status === 201 || (a.status === 409 && OUT_OF_STOCK.has(codeOf(a) ?? ''));
    let placed = await call(visitor, 'checkout', (v) => v.post('/api/orders', { json: body }), placeOk);
    // No answer (its server died): a shopper presses Place Order again; the idempotency key makes it one order.
    if (placed.status === 0 || placed.status >= 500) {
      await pause(500);
      placed = await call(visitor, 'checkout', (v) => v.post('/api/orders', { json: body }), placeOk);
    }
    if (placed.status === 409) refusedForStock += 1;
    if (placed.status !== 200 && placed.status !== 201) return;
    const { order, payment } = JSON.parse(placed.body) as PlacedOrder;
    orders.push({
      id: order.id,
      orderNumber: order.orderNumber,
      totalCents: order.totalCents,
      lines,
      paymentMethod,
    });
    if (payment.method !== 'payfast') return;

    // The browser posts the signed form to PayFast and the buyer pays.
    const buyer = new Visitor(options.payfast.baseUrl, simulatorAgent);
    const page = await call(buyer, 'payfast', (v) =>
      v.post(new URL(payment.action).pathname, { form: payment.fields }),
    );
    const paymentId = /name="payment_id" value="([^"]+)"/.exec(page.body)?.[1];
    if (!paymentId) return;
    await call(
      buyer,
      'payfast',
      (v) => v.post('/simulator/complete', { form: [['payment_id', paymentId]] }),
      (a) => a.status === 303,
    );
    // Now and then PayFast notifies twice: the second must change nothing.
    if (randomInt(5) === 0) {
      duplicateItns.push(order.orderNumber);
      resent.push(pause(1_000).then(() => options.payfast.sendItn(order.orderNumber, 'COMPLETE')));
    }
  }

  /** The admin reprices a product and waits until every running app server shows the new price. */
  async function reprice(admin: Visitor, round: number) {
    const target = options.edited[round % options.edited.length]!;
    const loaded = await call(admin, 'admin', (v) => v.get(`/api/admin/products/${target.id}`));
    if (loaded.status !== 200) return;
    const product = JSON.parse(loaded.body) as Product;
    // Always up: a server that missed a change can never show the price by chance.
    const priceCents = product.priceCents + 100;
    const saved = await call(admin, 'admin-save', (v) =>
      v.request('PUT', `/api/admin/products/${product.id}`, {
        // The stock the form showed: units sold meanwhile are not overwritten.
        json: productUpdate(product, { priceCents, loadedInventoryQuantity: product.inventoryQuantity }),
      }),
    );
    if (saved.status !== 200) return;
    const savedAt = performance.now();
    const shown = formatRand(priceCents);
    // The servers serving when it was saved; one stopped meanwhile is left out, one starting reads it afresh.
    const servers = options.apps.filter((app) => app.serving);
    const waits = await Promise.all(
      servers.map(async (app) => {
        const storefront = storefronts.get(app)!;
        while (performance.now() - savedAt < 10_000 && app.serving) {
          const asked = performance.now();
          const [json, page] = await Promise.all([
            storefront.get(`/api/products/${product.id}`),
            storefront.get(productPath(product.id)),
          ]);
          // Shown to a shopper who asked then: the time to render the answer is not the change's.
          if (
            json.status === 200 &&
            (JSON.parse(json.body) as Product).priceCents === priceCents &&
            page.body.includes(shown)
          )
            return asked - savedAt;
          await pause(25);
        }
        return app.serving ? Number.POSITIVE_INFINITY : undefined;
      }),
    );
    const measured = Object.fromEntries(
      servers.flatMap((app, i) => (waits[i] === undefined ? [] : [[app.name, waits[i]]])),
    );
    priceChanges.push({
      productId: product.id,
      priceCents,
      visibleAfterMs: Math.max(...Object.values(measured)),
      servers: measured,
    });
  }

  const loops: Promise<void>[] = [];
  for (let i = 0; i < options.shoppers; i++) {
    loops.push(
      (async () => {
        while (running) {
          await shop(new Visitor(options.publicUrl, agent));
          await pause(randomInt(100, 400));
        }
      })(),
    );
  }
  for (let i = 0; i < options.browsers; i++) {
    loops.push(
      (async () => {
        const visitor = new Visitor(options.publicUrl, agent);
        while (running) {
          await browse(visitor);
          await pause(randomInt(100, 400));
        }
      })(),
    );
  }
  loops.push(
    (async () => {
      const admin = new Visitor(options.publicUrl, agent);
      const signedIn = await call(admin, 'admin', (v) => v.post('/api/auth/sign-in', { json: ADMIN }));
      if (signedIn.status !== 200)
        throw new Error(`The admin could not sign in: ${signedIn.status} ${signedIn.body}`);
      for (let round = 0; running; round++) {
        await reprice(admin, round);
        await pause(1_500);
      }
    })(),
  );

  return {
    samples,
    orders,
    priceChanges,
    duplicateItns,
    /** Cart adds and Place Orders refused for lack of stock. */
    refusedForStock: () => refusedForStock,
    /** Milliseconds since the load began (the samples' clock). */
    now: () => performance.now() - started,
    async stop() {
      running = false;
      await Promise.all([...loops, ...resent]);
      for (const each of [agent, simulatorAgent, ...storefrontAgents]) each.destroy();
    },
  };
}
export type Load = ReturnType<typeof startLoad>;
