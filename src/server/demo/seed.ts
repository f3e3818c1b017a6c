import type { DeliveryRates } from '../../shared/schemas/settings.js';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { effectiveUnitPriceCents, totals } from '../../shared/pricing.js';
import type { Executor, Trx } from '../db/database.js';
import { hasProducts, insertProducts, saveVariants, variantIdsOf } from '../modules/catalog/index.js';
import { insertCoupon } from '../modules/coupons/index.js';
import { createMediaService } from '../modules/media/index.js';
import {
  insertOrder,
  insertOrderLines,
  newOrderNumber,
  orderMoneyColumns,
  storedAddress,
} from '../modules/orders/index.js';
import { insertPromotion } from '../modules/promotions/index.js';
import { authorName, insertReview, recountRating } from '../modules/reviews/index.js';
import {
  DEMO_COUPONS,
  DEMO_ORDERS,
  DEMO_PRODUCTS,
  DEMO_PROMOTIONS,
  type DemoOrder,
  type DemoProduct,
} from './demo-catalogue.js';
import {
  DEMO_RATINGS,
  DEMO_REPLIES,
  DEMO_REVIEWERS,
  DEMO_REVIEW_TEXTS,
  type DemoReviewer,
} from './demo-reviews.js';
import { DEMO_VARIANTS } from './demo-variants.js';
import { productArtSvg } from './product-art.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const VIEWS_PER_PRODUCT = 3;

const daysFromNow = (days: number, now: Date) => new Date(now.getTime() + days * DAY_MS);
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** A colour the product's own pictures do not already show. */
const ownColour = (product: DemoProduct, accent: string | undefined): accent is string =>
  accent !== undefined && accent !== product.art.accent;

/** A product's pictures: its views, then one for each colour its views do not show (the variant's image). */
async function renderImages(db: Executor, product: DemoProduct): Promise<string[]> {
  const media = createMediaService({ db, now: () => new Date() });
  const draw = async (name: string, art: DemoProduct['art'], view: number) => {
    const png = await sharp(Buffer.from(productArtSvg(art, product.title, view)))
      .png()
      .toBuffer();
    return media.storeImage(`${name}.png`, png);
  };
  const urls: string[] = [];
  for (let view = 0; view < VIEWS_PER_PRODUCT; view++)
    urls.push(await draw(`${product.sku}-${view}`, product.art, view));
  for (const variant of DEMO_VARIANTS[product.sku]?.variants ?? []) {
    if (ownColour(product, variant.accent))
      urls.push(
        await draw(
          `${product.sku}-${variant.values.join('-')}`,
          { ...product.art, accent: variant.accent },
          0,
        ),
      );
  }
  return urls;
}

/** A demo product's variants as the catalogue writes them, each colour with its own picture. */
function demoVariants(product: DemoProduct, images: readonly string[]) {
  const demo = DEMO_VARIANTS[product.sku];
  if (!demo) return undefined;
  let colour = VIEWS_PER_PRODUCT;
  return demo.variants.map((variant) => ({
    details: {
      sku: `${product.sku}-${variant.values
        .join('-')
        .replaceAll(/[^A-Za-z0-9]+/g, '')
        .toUpperCase()}`,
      option_values: JSON.stringify(variant.values),
      position: 0,
      price_cents: variant.priceCents,
      sale_price_cents: variant.salePriceCents ?? null,
      // A colour the views show already points at the first of them.
      image: ownColour(product, variant.accent)
        ? (images[colour++] ?? null)
        : variant.accent
          ? (images[0] ?? null)
          : null,
      is_active: 1 as const,
    },
    stock: { set: variant.stock },
    initialStock: variant.stock,
  }));
}

/**
 * Fills an empty database with the demo shop: products with locally drawn images, coupons,
 * promotions and orders in every state. A database that holds any product is left alone.
 */
export async function seedDemoData(
  db: Executor,
  log: Pick<FastifyBaseLogger, 'info'>,
  /** The shop's delivery fees: what the demo orders paid for standard delivery. */
  deliveryRates: DeliveryRates,
  now = new Date(),
): Promise<boolean> {
  if (await hasProducts(db)) return false;
  log.info('Seeding the demo catalogue into the empty database…');

  // Images are content-addressed, so drawing them before the transaction leaves nothing half-done.
  // sharp works on libuv's thread pool, so a few products at a time keep every core busy.
  const images = new Map<string, string[]>();
  const batch = 4;
  for (let i = 0; i < DEMO_PRODUCTS.length; i += batch) {
    const products = DEMO_PRODUCTS.slice(i, i + batch);
    const urls = await Promise.all(products.map((product) => renderImages(db, product)));
    products.forEach((product, j) => images.set(product.sku, urls[j] ?? []));
  }

  try {
    await insertDemoRows(db, images, deliveryRates, now);
  } catch (error) {
    // Another app server seeding the same empty database at the same time won the race.
    if (await hasProducts(db)) return false;
    throw error;
  }
  log.info(
    `Seeded ${DEMO_PRODUCTS.length} products, ${DEMO_COUPONS.length} coupons, ${DEMO_ORDERS.length} orders.`,
  );
  return true;
}

/** Everything but the images, in one transaction: a failure leaves the database empty. */
async function insertDemoRows(
  db: Executor,
  images: Map<string, string[]>,
  deliveryRates: DeliveryRates,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const productIds = new Map<string, { id: string; product: DemoProduct }>();
    for (const p of DEMO_PRODUCTS) {
      const id = randomUUID();
      const createdAt = daysFromNow(-p.addedDaysAgo, now).toISOString();
      productIds.set(p.sku, { id, product: p });
      const productImages = images.get(p.sku) ?? [];
      await insertProducts(trx, [
        {
          id,
          sku: p.sku,
          title: p.title,
          description: p.description,
          short_description: p.shortDescription,
          price_cents: p.priceCents,
          sale_price_cents: p.salePriceCents,
          images: JSON.stringify(productImages),
          featured: p.featured ? 1 : 0,
          status: p.status,
          category: p.category,
          tags: JSON.stringify(p.tags),
          inventory_quantity: p.inventoryQuantity,
          options: JSON.stringify(DEMO_VARIANTS[p.sku]?.options ?? []),
          created_at: createdAt,
        },
      ]);
      const variants = demoVariants(p, productImages);
      if (variants) await saveVariants(trx, id, { variants }, createdAt);
    }

    for (const c of DEMO_COUPONS) {
      await insertCoupon(trx, {
        id: randomUUID(),
        code: c.code,
        description: c.description,
        discount_type: c.discountType,
        discount_value: c.discountValue,
        min_purchase_cents: c.minPurchaseCents,
        max_discount_cents: c.maxDiscountCents,
        usage_limit: c.usageLimit,
        times_used: c.timesUsed,
        valid_from: isoDate(daysFromNow(c.validFromDaysFromNow, now)),
        valid_until:
          c.validUntilDaysFromNow === null ? null : isoDate(daysFromNow(c.validUntilDaysFromNow, now)),
        is_active: c.isActive ? 1 : 0,
        created_at: now.toISOString(),
      });
    }

    for (const p of DEMO_PROMOTIONS) {
      await insertPromotion(trx, {
        id: randomUUID(),
        name: p.name,
        description: p.description,
        discount_bps: p.discountBps,
        start_date: daysFromNow(p.startDaysFromNow, now).toISOString(),
        end_date: daysFromNow(p.endDaysFromNow, now).toISOString(),
        is_active: p.isActive ? 1 : 0,
        applies_to_all: p.appliesToAll ? 1 : 0,
        category: p.appliesToAll ? null : p.category,
        created_at: now.toISOString(),
      });
    }

    const variants = await variantIdsOf(
      trx,
      [...productIds.values()].map((entry) => entry.id),
    );
    for (const o of DEMO_ORDERS) await insertDemoOrder(trx, o, { productIds, variants, deliveryRates, now });
    await insertDemoReviews(trx, { productIds, variants, deliveryRates, now });
  });
}

interface DemoRows {
  productIds: Map<string, { id: string; product: DemoProduct }>;
  variants: Map<string, string>;
  deliveryRates: DeliveryRates;
  now: Date;
}

/** A demo order with its lines, priced as checkout would; answers its lines' ids by SKU. */
async function insertDemoOrder(
  trx: Trx,
  o: DemoOrder,
  { productIds, variants, deliveryRates, now }: DemoRows,
): Promise<{ id: string; lines: Map<string, string> }> {
  const orderId = randomUUID();
  const lines = o.lines.map((line) => {
    const entry = productIds.get(line.sku);
    if (!entry) throw new Error(`Demo order names an unknown product ${line.sku}`);
    const unit = effectiveUnitPriceCents(entry.product);
    return { line, entry, unit };
  });
  const sum = totals(
    lines.map(({ line, entry, unit }) => ({
      basePriceCents: entry.product.priceCents,
      unitPriceCents: unit,
      quantity: line.quantity,
    })),
    0,
    { method: 'standard', rates: deliveryRates },
  );
  const placedAt = daysFromNow(-o.placedDaysAgo, now).toISOString();
  await insertOrder(trx, {
    id: orderId,
    order_number: newOrderNumber(),
    user_id: null,
    customer_name: o.customerName,
    customer_email: o.customerEmail,
    customer_phone: o.customerPhone,
    shipping_address: storedAddress(o.address),
    status: o.status,
    payment_status: o.paymentStatus,
    tracking_number: o.trackingNumber,
    notes: o.notes,
    ...orderMoneyColumns(sum),
    coupon_id: null,
    coupon_code: null,
    delivery_method: 'standard',
    // Demo orders are paid by EFT and marked by hand; they hold no stock on a timer.
    payment_method: 'eft',
    hold_until: null,
    cancel_reason: o.status === 'cancelled' ? 'admin' : null,
    stock_short: 0,
    provider_payment_id: null,
    idempotency_key: null,
    access_token_hash: null,
    access_key: null,
    // Delivered three days after it was placed; a refunded one gave back all it was paid.
    delivered_at: o.status === 'delivered' ? daysFromNow(3 - o.placedDaysAgo, now).toISOString() : null,
    refunded_cents: o.paymentStatus === 'refunded' ? sum.totalCents : 0,
    created_at: placedAt,
    updated_at: placedAt,
  });
  const lineIds = lines.map(({ entry }) => [entry.product.sku, randomUUID()] as const);
  await insertOrderLines(
    trx,
    lines.map(({ line, entry, unit }, i) => ({
      id: lineIds[i]![1],
      order_id: orderId,
      product_id: entry.id,
      variant_id: variants.get(entry.id) ?? null,
      sku: entry.product.sku,
      title: entry.product.title,
      base_price_cents: entry.product.priceCents,
      unit_price_cents: unit,
      quantity: line.quantity,
      line_total_cents: unit * line.quantity,
    })),
  );
  return { id: orderId, lines: new Map(lineIds) };
}

const LINES_PER_REVIEWED_ORDER = 4;

/**
 * The demo reviews (demo-reviews.ts): each reviewer's products come in delivered orders of up to four
 * lines, each line reviewed some days after delivery and published the day after (a few still wait
 * for a moderator), the lower ones answered by the shop; then each product's rating is counted from
 * its published reviews, as moderation does.
 */
async function insertDemoReviews(trx: Trx, rows: DemoRows): Promise<void> {
  const { productIds, now } = rows;
  const bought = new Map<DemoReviewer, Array<{ sku: string; rating: number }>>();
  let n = 0;
  for (const [sku, ratings] of Object.entries(DEMO_RATINGS)) {
    for (const rating of ratings) {
      const reviewer = DEMO_REVIEWERS[(n * 7) % DEMO_REVIEWERS.length]!;
      // One line per product in an order: a reviewer who bought it twice bought it in two orders.
      const lines = bought.get(reviewer) ?? [];
      lines.push({ sku, rating });
      bought.set(reviewer, lines);
      n += 1;
    }
  }
  let written = 0;
  for (const [r, [reviewer, lines]] of [...bought].entries()) {
    const orders: Array<typeof lines> = [];
    for (const line of lines) {
      const open = orders.find(
        (o) => o.length < LINES_PER_REVIEWED_ORDER && !o.some((l) => l.sku === line.sku),
      );
      if (open) open.push(line);
      else orders.push([line]);
    }
    for (const [j, reviewed] of orders.entries()) {
      const placedDaysAgo = 20 + ((r * 13 + j * 29) % 90);
      const order = await insertDemoOrder(
        trx,
        {
          customerName: reviewer.name,
          customerEmail: reviewer.email,
          customerPhone: null,
          address: reviewer.address,
          status: 'delivered',
          paymentStatus: 'paid',
          trackingNumber: `TCG${String(100_000 + r * 100 + j)}`,
          notes: null,
          lines: reviewed.map(({ sku }) => ({ sku, quantity: 1 })),
          placedDaysAgo,
        },
        rows,
      );
      for (const [k, { sku, rating }] of reviewed.entries()) {
        written += 1;
        const texts = DEMO_REVIEW_TEXTS[rating - 1]!;
        const text = texts[(written + k) % texts.length]!;
        const writtenAt = daysFromNow(-placedDaysAgo + 5 + ((written + k) % 6), now);
        const pending = written % 40 === 0;
        const publishedAt = daysFromNow(-placedDaysAgo + 6 + ((written + k) % 6), now).toISOString();
        const reply = !pending && rating <= 3 ? DEMO_REPLIES[written % DEMO_REPLIES.length]! : null;
        await insertReview(trx, {
          id: randomUUID(),
          product_id: productIds.get(sku)!.id,
          order_item_id: order.lines.get(sku)!,
          order_id: order.id,
          user_id: null,
          author_name: authorName(reviewer.name),
          variant_options: '',
          rating,
          title: text.title,
          body: text.body,
          status: pending ? 'pending' : 'published',
          rejection_reason: null,
          reply,
          replied_at: reply ? publishedAt : null,
          published_at: pending ? null : publishedAt,
          created_at: writtenAt.toISOString(),
          updated_at: pending ? writtenAt.toISOString() : publishedAt,
        });
      }
    }
  }
  for (const sku of Object.keys(DEMO_RATINGS)) await recountRating(trx, productIds.get(sku)!.id);
}
