import { createHash, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { DeliveryMethod, PaymentMethod } from '../../../shared/constants.js';
import { couponOutcome } from '../../../shared/coupons.js';
import { shopToday } from '../../../shared/shop-time.js';
import { type Delivery, type Totals, totals } from '../../../shared/pricing.js';
import type { DeliveryRates } from '../../../shared/schemas/settings.js';
import type {
  OrderDetail,
  OrderLine,
  PaymentStart,
  PlacedOrder,
  Quote,
  placeOrderBodySchema,
} from '../../../shared/schemas/checkout.js';
import type { Executor, Trx } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, conflict, notFound } from '../../http/errors.js';
import { holdLiveAccount } from '../auth/index.js';
import { type CartLineRow, cartLineOptions, cartLines, clearCart } from '../cart/index.js';
import { findCouponByCode, redeemCoupon, toCoupon } from '../coupons/index.js';
import { firstStockProblem, lineStock, lineStockProblem } from '../inventory/index.js';
import { giveConsent } from '../marketing/index.js';
import { type PriceBook, type Pricing, pricedItem } from '../pricing/index.js';
import type { OrderMail } from './order-mail.js';
import { newOrderNumber } from './order-number.js';
import { stockConflict, takeCheckoutStock } from './order-stock.js';
import { type FoundOrder, forShopper, foundOrder, orderDetail } from './order-reads.js';
import * as orderRepository from './order-repository.js';
import { moneyColumns, storedAddress } from './order-rows.js';

type PlaceOrder = z.output<typeof placeOrderBodySchema>;

/** Order numbers are random; on the rare clash with an existing one, another is drawn. */
const ORDER_NUMBER_ATTEMPTS = 3;

const digest = (purpose: string, key: string) =>
  createHash('sha256').update(`${purpose}:${key}`).digest('hex');
/** What the orders table keeps of an idempotency key and of a guest's access key (the same secret). */
export const idempotencyHash = (key: string) => digest('idempotency', key);
export const accessHash = (key: string) => digest('order-access', key);

const stockOf = (line: CartLineRow) =>
  lineStock(line.quantity, line.inventory_quantity, line.status === 'active');

function priceLines(lines: CartLineRow[], prices: PriceBook): OrderLine[] {
  return lines.map((line) => {
    const unit = prices.unitPrice(pricedItem(line));
    return {
      productId: line.product_id,
      sku: line.sku,
      variantOptions: cartLineOptions(line),
      title: line.title,
      basePriceCents: line.price_cents,
      unitPriceCents: unit,
      quantity: line.quantity,
      lineTotalCents: unit * line.quantity,
    };
  });
}

/**
 * What checkout needs of the payment methods: which are on offer, how an order starts its payment,
 * and how long an unpaid order holds its stock. The payments module provides it.
 */
export interface PaymentMethods {
  /** Refuses a method not on offer now (409, its code saying why); `field` names where it came in. */
  assertOffered(method: PaymentMethod, field?: string): void;
  start(order: OrderDetail, origin: string): PaymentStart;
  /** How long an unpaid order with this method holds its stock. */
  holdMs(method: PaymentMethod): number;
}

/** The limit on orders of the client placing one (docs/decisions/0012). */
export interface OrderLimit {
  /** Refuses a client whose limit is spent, counting nothing. */
  refuseSpent(): Promise<void>;
  /** Counts the order, in its transaction; refuses it past the limit. */
  take(trx: Trx): Promise<unknown>;
}

export interface CheckoutServiceOptions {
  db: Executor;
  pricing: Pricing;
  mail: OrderMail;
  /** The shop's delivery fees now (its settings). */
  deliveryRates: () => DeliveryRates;
  payments: PaymentMethods;
  now: () => Date;
}

/**
 * Checkout (docs/design.md §5): the server prices the cart itself, and places an order in one transaction
 * that claims the idempotency key, takes each line's stock and the coupon's use conditionally, writes
 * the lines and empties the cart. Anything short fails the whole order, and nothing is written.
 */
export function createCheckoutService({
  db,
  pricing,
  mail,
  deliveryRates,
  payments,
  now,
}: CheckoutServiceOptions) {
  const delivery = (method: DeliveryMethod): Delivery => ({ method, rates: deliveryRates() });

  /** The coupon's discount on a subtotal, or the reason it does not apply. */
  async function applyCoupon(executor: Executor, code: string | undefined, subtotal: number) {
    if (!code) return { coupon: undefined, discountCents: 0 };
    const row = await findCouponByCode(executor, code);
    const today = shopToday(now());
    const outcome = couponOutcome(row && toCoupon(row, today), subtotal, today);
    if (!outcome.ok)
      throw new AppError(409, `coupon_${outcome.problem}`, outcome.message, { couponCode: outcome.message });
    return { coupon: row, discountCents: outcome.discountCents };
  }

  const placedOrder = ({ order }: FoundOrder, key: string, origin: string): PlacedOrder => ({
    order: forShopper(order),
    accessKey: key,
    payment: payments.start(order, origin),
  });

  async function replay(orderId: string, key: string, origin: string): Promise<PlacedOrder> {
    const found = await orderDetail(db, orderId);
    if (!found) throw notFound('Order not found');
    return placedOrder(found, key, origin);
  }

  return {
    /** The review of checkout: the cart priced now, and the coupon's outcome (a refused coupon is not an error here). */
    async quote(
      sessionId: string | undefined,
      couponCode: string | undefined,
      deliveryMethod: DeliveryMethod,
    ): Promise<Quote> {
      const all = sessionId ? await cartLines(db, sessionId) : [];
      const lines = all.filter((l) => l.status === 'active');
      const stockProblem = firstStockProblem(
        all.map((line) => ({ title: line.title, stock: stockOf(line) })),
      );
      const priced = priceLines(lines, await pricing.current());
      const chosen = delivery(deliveryMethod);
      const base: Totals = totals(priced, 0, chosen);
      const review = {
        lines: priced,
        deliveryMethod,
        deliveryOptions: (['standard', 'express'] as const).map((method) => ({
          method,
          feeCents: totals(priced, 0, delivery(method)).shippingCents,
        })),
        stockProblem,
      };
      try {
        const { coupon, discountCents } = await applyCoupon(db, couponCode, base.subtotalCents);
        return {
          ...review,
          totals: totals(priced, discountCents, chosen),
          coupon: coupon ? { code: coupon.code, discountCents } : null,
          couponError: null,
        };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return { ...review, totals: base, coupon: null, couponError: error.message };
      }
    },

    /**
     * Places the order, and queues its confirmation email in the same transaction. The order is
     * counted against the limits on orders in that transaction too: one commit for both, and an
     * order refused for any reason is not counted (docs/decisions/0012); a client whose limit is
     * spent is refused before any of the work, but an order sent again is answered.
     */
    async placeOrder(
      sessionId: string | undefined,
      userId: string | null,
      body: PlaceOrder,
      origin: string,
      limit: OrderLimit,
    ): Promise<PlacedOrder> {
      const keyHash = idempotencyHash(body.idempotencyKey);
      // An order sent again is answered, whatever refuses a new one now (a spent limit, an empty cart, a
      // method no longer offered, its key claimed): its key is looked up only once something refuses,
      // so a new order's way reads nothing for it.
      const placedBefore = () => orderRepository.idByIdempotencyKey(db, keyHash);
      try {
        await limit.refuseSpent();
        if (!sessionId) throw conflict('empty_cart', 'Your cart is empty.');
        payments.assertOffered(body.paymentMethod, 'paymentMethod');
      } catch (error) {
        const placed = await placedBefore();
        if (placed) return replay(placed, body.idempotencyKey, origin);
        throw error;
      }
      const prices = await pricing.current();
      const chosen = delivery(body.deliveryMethod);

      for (let attempt = 1; ; attempt++) {
        const orderId = randomUUID();
        const orderNumber = newOrderNumber();
        try {
          const found = await db.transaction().execute(async (trx) => {
            // The account deleted from another browser meanwhile places nothing (docs/decisions/0021-privacy.md).
            if (userId && !(await holdLiveAccount(trx, userId))) {
              throw new AppError(
                401,
                'unauthenticated',
                'This account has been deleted: the order was not placed.',
              );
            }
            const lines = await cartLines(trx, sessionId);
            if (lines.length === 0) throw conflict('empty_cart', 'Your cart is empty.');
            for (const line of lines) {
              const problem = lineStockProblem(line.title, stockOf(line));
              if (problem) throw stockConflict(line, problem);
            }
            const priced = priceLines(lines, prices);
            const { coupon, discountCents } = await applyCoupon(
              trx,
              body.couponCode,
              totals(priced).subtotalCents,
            );
            const sum = totals(priced, discountCents, chosen);
            const placedAt = now();
            const at = placedAt.toISOString();
            const holdUntil = new Date(
              placedAt.getTime() + payments.holdMs(body.paymentMethod),
            ).toISOString();
            const order = {
              id: orderId,
              order_number: orderNumber,
              user_id: userId,
              customer_name: body.customerName,
              customer_email: body.customerEmail,
              customer_phone: body.customerPhone,
              shipping_address: storedAddress(body.shippingAddress),
              status: 'pending',
              payment_status: 'pending',
              tracking_number: null,
              notes: null,
              ...moneyColumns(sum),
              coupon_id: coupon?.id ?? null,
              coupon_code: coupon?.code ?? null,
              delivery_method: body.deliveryMethod,
              payment_method: body.paymentMethod,
              hold_until: holdUntil,
              cancel_reason: null,
              stock_short: 0,
              provider_payment_id: null,
              delivered_at: null,
              refunded_cents: 0,
              idempotency_key: keyHash,
              access_token_hash: accessHash(body.idempotencyKey),
              access_key: userId ? null : body.idempotencyKey,
              created_at: at,
              updated_at: at,
            } as const;
            // The header first: a concurrent submit with the same key waits here (signed in, at the
            // account's hold above), then finds this order. A key sent again to a cart filled again
            // meets its order's unique key here, before any stock is taken, and is answered below.
            await orderRepository.insert(trx, order);
            await takeCheckoutStock(trx, lines);
            if (coupon && !(await redeemCoupon(trx, coupon.id))) {
              throw new AppError(409, 'coupon_used_up', 'This coupon has been used up.', {
                couponCode: 'This coupon has been used up.',
              });
            }
            await orderRepository.insertLines(
              trx,
              priced.map((line, i) => ({
                id: randomUUID(),
                order_id: orderId,
                product_id: line.productId,
                variant_id: lines[i]!.variant_id,
                variant_options: line.variantOptions,
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
            if ((await clearCart(trx, sessionId)) !== lines.length) {
              throw conflict(
                'cart_changed',
                'Your cart changed while the order was placed. Please check it and try again.',
              );
            }
            // The order as written (its lines read back, in the order every read gives them).
            const placed = foundOrder(order, await orderRepository.lines(trx, orderId));
            await mail.queueFor(trx, 'order_placed', placed, placedAt, origin);
            // A ticked marketing box is kept with the order, by its email address (docs/decisions/0021-privacy.md).
            if (body.marketingConsent) {
              await giveConsent(trx, { email: body.customerEmail, userId, source: 'checkout', at: placedAt });
            }
            // Last: on PostgreSQL the limit's row is held from here to the commit.
            await limit.take(trx);
            return placed;
          });
          return placedOrder(found, body.idempotencyKey, origin);
        } catch (error) {
          // The same key placed the order meanwhile (its cart is empty now, its stock or coupon taken, or
          // its key claimed): answer with that order. Otherwise a unique clash is the order number.
          const placed = await placedBefore();
          if (placed) return replay(placed, body.idempotencyKey, origin);
          if (!isUniqueViolation(error) || attempt === ORDER_NUMBER_ATTEMPTS) throw error;
        }
      }
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
