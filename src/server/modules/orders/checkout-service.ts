import { createHash, randomUUID } from 'node:crypto';
import { couponOutcome, shopToday } from '../../../shared/coupons.js';
import { type Totals, totals } from '../../../shared/pricing.js';
import type { OrderLine, PlacedOrder, Quote } from '../../../shared/schemas/checkout.js';
import type { z } from 'zod';
import type { placeOrderBodySchema } from '../../../shared/schemas/checkout.js';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, conflict, notFound } from '../../http/errors.js';
import { type Pricing, pricedItem } from '../catalog/service.js';
import { toCoupon } from '../coupons/to-coupon.js';
import { checkoutQueries } from './checkout-queries.js';
import { newOrderNumber } from './order-number.js';
import { storedAddress } from './order-rows.js';
import type { OrderReads } from './order-reads.js';

type PlaceOrder = z.output<typeof placeOrderBodySchema>;
type CartLine = Awaited<ReturnType<ReturnType<typeof checkoutQueries>['cartLines']>>[number];

/** Order numbers are random; on the rare clash with an existing one, another is drawn. */
const ORDER_NUMBER_ATTEMPTS = 3;

const digest = (purpose: string, key: string) =>
  createHash('sha256').update(`${purpose}:${key}`).digest('hex');
/** What the orders table keeps of an idempotency key and of a guest's access key (the same secret). */
export const idempotencyHash = (key: string) => digest('idempotency', key);
export const accessHash = (key: string) => digest('order-access', key);

const unavailable = (line: CartLine) =>
  conflict(
    'product_unavailable',
    `${line.title} is no longer available. Remove it from your cart to continue.`,
  );

function priceLines(lines: CartLine[], pricing: Pricing): OrderLine[] {
  return lines.map((line) => {
    const unit = pricing.unitPrice(pricedItem(line));
    return {
      productId: line.product_id,
      sku: line.sku,
      title: line.title,
      basePriceCents: line.price_cents,
      unitPriceCents: unit,
      quantity: line.quantity,
      lineTotalCents: unit * line.quantity,
    };
  });
}

export interface CheckoutServiceOptions {
  pricing: () => Promise<Pricing>;
  reads: OrderReads;
  now?: () => Date;
}

/**
 * Checkout (DESIGN.md §5): the server prices the cart itself, and places an order in one transaction
 * that claims the idempotency key, takes each line's stock and the coupon's use conditionally, writes
 * the lines and empties the cart. Anything short fails the whole order, and nothing is written.
 */
export function createCheckoutService(
  db: Db,
  { pricing, reads, now = () => new Date() }: CheckoutServiceOptions,
) {
  /** The coupon's discount on a subtotal, or the reason it does not apply. */
  async function applyCoupon(
    queries: ReturnType<typeof checkoutQueries>,
    code: string | undefined,
    subtotal: number,
  ) {
    if (!code) return { coupon: undefined, discountCents: 0 };
    const row = await queries.couponByCode(code);
    const outcome = couponOutcome(row && toCoupon(row), subtotal, shopToday(now()));
    if (!outcome.ok)
      throw new AppError(409, `coupon_${outcome.problem}`, outcome.message, { couponCode: outcome.message });
    return { coupon: row, discountCents: outcome.discountCents };
  }

  async function replay(orderId: string, key: string): Promise<PlacedOrder> {
    const found = await reads.detail(orderId);
    if (!found) throw notFound('Order not found');
    return { order: found.order, accessKey: key };
  }

  return {
    /** The review of checkout: the cart priced now, and the coupon's outcome (a refused coupon is not an error here). */
    async quote(sessionId: string | undefined, couponCode: string | undefined): Promise<Quote> {
      const queries = checkoutQueries(db.kysely);
      const lines = sessionId
        ? (await queries.cartLines(sessionId)).filter((l) => l.status === 'active')
        : [];
      const priced = priceLines(lines, await pricing());
      const base: Totals = totals(priced);
      try {
        const { coupon, discountCents } = await applyCoupon(queries, couponCode, base.subtotalCents);
        return {
          lines: priced,
          totals: totals(priced, discountCents),
          coupon: coupon ? { code: coupon.code, discountCents } : null,
          couponError: null,
        };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return { lines: priced, totals: base, coupon: null, couponError: error.message };
      }
    },

    async placeOrder(
      sessionId: string | undefined,
      userId: string | null,
      body: PlaceOrder,
    ): Promise<PlacedOrder> {
      const keyHash = idempotencyHash(body.idempotencyKey);
      const done = await checkoutQueries(db.kysely).orderIdByIdempotencyKey(keyHash);
      if (done) return replay(done, body.idempotencyKey);
      if (!sessionId) throw conflict('empty_cart', 'Your cart is empty.');
      const prices = await pricing();

      for (let attempt = 1; ; attempt++) {
        const orderId = randomUUID();
        try {
          await db.kysely.transaction().execute(async (trx) => {
            const queries = checkoutQueries(trx);
            const lines = await queries.cartLines(sessionId);
            if (lines.length === 0) throw conflict('empty_cart', 'Your cart is empty.');
            const gone = lines.find((l) => l.status !== 'active');
            if (gone) throw unavailable(gone);
            const priced = priceLines(lines, prices);
            const { coupon, discountCents } = await applyCoupon(
              queries,
              body.couponCode,
              totals(priced).subtotalCents,
            );
            const sum = totals(priced, discountCents);
            const at = now().toISOString();

            // The header first: a concurrent submit with the same key waits here, then finds this order.
            await queries.insertOrder({
              id: orderId,
              order_number: newOrderNumber(),
              user_id: userId,
              customer_name: body.customerName,
              customer_email: body.customerEmail,
              customer_phone: body.customerPhone,
              shipping_address: storedAddress(body.shippingAddress),
              status: 'pending',
              payment_status: 'pending',
              tracking_number: null,
              notes: null,
              subtotal_cents: sum.subtotalCents,
              discount_cents: sum.discountCents,
              shipping_cents: sum.shippingCents,
              total_amount_cents: sum.totalCents,
              coupon_id: coupon?.id ?? null,
              coupon_code: coupon?.code ?? null,
              idempotency_key: keyHash,
              access_token_hash: accessHash(body.idempotencyKey),
              created_at: at,
              updated_at: at,
            });
            // In one order of product ids, so two carts holding the same products can never deadlock.
            const byProduct = [...lines].sort((a, b) => (a.product_id < b.product_id ? -1 : 1));
            for (const line of byProduct) {
              if (!(await queries.takeStock(line.product_id, line.quantity))) {
                throw new AppError(
                  409,
                  'insufficient_stock',
                  `Only ${line.inventory_quantity} of ${line.title} left in stock. Lower the quantity in your cart to continue.`,
                  { [line.product_id]: `Only ${line.inventory_quantity} left` },
                );
              }
            }
            if (coupon && !(await queries.countCouponUse(coupon.id))) {
              throw new AppError(409, 'coupon_used_up', 'This coupon has been used up.', {
                couponCode: 'This coupon has been used up.',
              });
            }
            await queries.insertItems(
              priced.map((line) => ({
                id: randomUUID(),
                order_id: orderId,
                product_id: line.productId,
                sku: line.sku,
                title: line.title,
                base_price_cents: line.basePriceCents,
                unit_price_cents: line.unitPriceCents,
                quantity: line.quantity,
                line_total_cents: line.lineTotalCents,
              })),
            );
            // Another checkout of this same cart (a second tab, another key) got there first: on
            // PostgreSQL both read the lines, and only one may turn them into an order.
            if ((await queries.clearCart(sessionId)) !== lines.length) {
              throw conflict(
                'cart_changed',
                'Your cart changed while the order was placed. Please check it and try again.',
              );
            }
          });
          return replay(orderId, body.idempotencyKey);
        } catch (error) {
          // The same key placed the order meanwhile (its cart is empty now, its stock or coupon taken, or
          // its key claimed): answer with that order. Otherwise a unique clash is the order number.
          const placed = await checkoutQueries(db.kysely).orderIdByIdempotencyKey(keyHash);
          if (placed) return replay(placed, body.idempotencyKey);
          if (!isUniqueViolation(error) || attempt === ORDER_NUMBER_ATTEMPTS) throw error;
        }
      }
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
