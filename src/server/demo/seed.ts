import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { effectiveUnitPriceCents, totals } from '../../shared/pricing.js';
import type { Executor } from '../db/database.js';
import { hasProducts, insertProducts, variantIdsOf } from '../modules/catalog/index.js';
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
import {
  DEMO_COUPONS,
  DEMO_ORDERS,
  DEMO_PRODUCTS,
  DEMO_PROMOTIONS,
  type DemoProduct,
} from './demo-catalogue.js';
import { productArtSvg } from './product-art.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const VIEWS_PER_PRODUCT = 3;

const daysFromNow = (days: number, now: Date) => new Date(now.getTime() + days * DAY_MS);
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

async function renderImages(db: Executor, product: DemoProduct): Promise<string[]> {
  const media = createMediaService({ db, now: () => new Date() });
  const urls: string[] = [];
  for (let view = 0; view < VIEWS_PER_PRODUCT; view++) {
    const png = await sharp(Buffer.from(productArtSvg(product.art, product.title, view)))
      .png()
      .toBuffer();
    urls.push(await media.storeImage(`${product.sku}-${view}.png`, png));
  }
  return urls;
}

/**
 * Fills an empty database with the demo shop: products with locally drawn images, coupons,
 * promotions and orders in every state. A database that holds any product is left alone.
 */
export async function seedDemoData(
  db: Executor,
  log: Pick<FastifyBaseLogger, 'info'>,
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
    await insertDemoRows(db, images, now);
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
async function insertDemoRows(db: Executor, images: Map<string, string[]>, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const productIds = new Map<string, { id: string; product: DemoProduct }>();
    for (const p of DEMO_PRODUCTS) {
      const id = randomUUID();
      const createdAt = daysFromNow(-p.addedDaysAgo, now).toISOString();
      productIds.set(p.sku, { id, product: p });
      await insertProducts(trx, [
        {
          id,
          sku: p.sku,
          title: p.title,
          description: p.description,
          short_description: p.shortDescription,
          price_cents: p.priceCents,
          sale_price_cents: p.salePriceCents,
          images: JSON.stringify(images.get(p.sku) ?? []),
          rating: p.rating,
          review_count: p.reviewCount,
          featured: p.featured ? 1 : 0,
          status: p.status,
          category: p.category,
          tags: JSON.stringify(p.tags),
          inventory_quantity: p.inventoryQuantity,
          created_at: createdAt,
        },
      ]);
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
    for (const o of DEMO_ORDERS) {
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
        created_at: placedAt,
        updated_at: placedAt,
      });
      await insertOrderLines(
        trx,
        lines.map(({ line, entry, unit }) => ({
          id: randomUUID(),
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
    }
  });
}
