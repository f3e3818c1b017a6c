import { MAX_LINE_QUANTITY } from '../../../shared/constants.js';
import { amountToFreeShippingCents, totals } from '../../../shared/pricing.js';
import type { Cart } from '../../../shared/schemas/cart.js';
import type { DeliveryRates } from '../../../shared/schemas/settings.js';
import type { Executor } from '../../db/database.js';
import { AppError, conflict, notFound } from '../../http/errors.js';
import { findProduct, findVariantOf, variantsOf } from '../catalog/index.js';
import { firstStockProblem, insufficientStock, lineStock, stockRepository } from '../inventory/index.js';
import { type PriceBook, type Pricing, pricedItem } from '../pricing/index.js';
import * as cartRepository from './cart-repository.js';
import type { CartLineRow } from './cart-repository.js';

const emptyCart = (rates: DeliveryRates): Cart => ({
  items: [],
  itemCount: 0,
  subtotalCents: 0,
  shippingCents: 0,
  totalCents: 0,
  toFreeShippingCents: amountToFreeShippingCents(0, rates),
  stockProblem: null,
});

const stockMessage = (title: string, stock: number, inCart: number) =>
  `Only ${stock} of ${title} in stock${inCart > 0 ? `, and ${inCart} already in your cart` : ''}`;

function toCart(rows: CartLineRow[], prices: PriceBook, rates: DeliveryRates): Cart {
  const items = rows.map((row) => {
    const unit = prices.unitPrice(pricedItem(row));
    return {
      id: row.id,
      quantity: row.quantity,
      variantId: row.variant_id,
      variantOptions: cartRepository.lineOptions(row),
      product: {
        id: row.product_id,
        title: row.title,
        priceCents: row.price_cents,
        salePriceCents: row.sale_price_cents,
        images: JSON.parse(row.images) as string[],
        inventoryQuantity: row.inventory_quantity,
        status: row.status,
        category: row.category,
      },
      unitPriceCents: unit,
      lineTotalCents: unit * row.quantity,
      stock: lineStock(row.quantity, row.inventory_quantity, row.status === 'active'),
    };
  });
  // A product that went inactive stays visible in the cart but is not counted or sold.
  const sellable = items.filter((i) => i.product.status === 'active');
  // The cart's estimate is standard delivery; checkout offers the others.
  const { itemCount, subtotalCents, shippingCents, totalCents } = totals(
    sellable.map((i) => ({
      basePriceCents: i.product.priceCents,
      unitPriceCents: i.unitPriceCents,
      quantity: i.quantity,
    })),
    0,
    { method: 'standard', rates },
  );
  const stockProblem = firstStockProblem(items.map((i) => ({ title: i.product.title, stock: i.stock })));
  const toFreeShippingCents = amountToFreeShippingCents(subtotalCents, rates);
  return { items, itemCount, subtotalCents, shippingCents, totalCents, toFreeShippingCents, stockProblem };
}

export interface CartServiceOptions {
  db: Executor;
  pricing: Pricing;
  /** The shop's delivery fees now (its settings). */
  deliveryRates: () => DeliveryRates;
}

/** The cart of one browser session (docs/specification.md §4). The server checks every quantity against stock. */
export function createCartService({ db, pricing, deliveryRates }: CartServiceOptions) {
  // A line's times only order the cart: the wall clock's, whatever the app's clock says.
  const at = () => new Date().toISOString();

  /** The variant named (it must be the product's), or the product's only one. */
  async function variantToAdd(productId: string, variantId: string | undefined) {
    if (variantId !== undefined) {
      const named = await findVariantOf(db, productId, variantId);
      if (!named) throw notFound('This product has no such variant');
      return named;
    }
    const variants = (await variantsOf(db, [productId])).get(productId) ?? [];
    if (variants.length > 1)
      throw new AppError(400, 'variant_required', 'Choose a variant of this product', {
        variantId: 'Choose a variant',
      });
    return variants[0];
  }

  return {
    async get(sessionId: string | undefined): Promise<Cart> {
      if (!sessionId) return emptyCart(deliveryRates());
      const [rows, prices] = await Promise.all([cartRepository.lines(db, sessionId), pricing.current()]);
      return toCart(rows, prices, deliveryRates());
    },

    /**
     * Adding a variant already in the cart raises its quantity (docs/specification.md §4). A product
     * with one variant (a simple product) needs none named; one with several, the shopper's choice.
     */
    async add(sessionId: string, productId: string, quantity: number, variantId?: string): Promise<Cart> {
      const product = await findProduct(db, productId);
      if (!product) throw notFound('Product not found');
      // The variant's row says its stock and its switch; the product's, its status.
      const variant = await variantToAdd(productId, variantId);
      if (!variant || product.status !== 'active' || variant.is_active !== 1)
        throw conflict('product_unavailable', `${product.title} is no longer available`);
      const available = variant.inventory_quantity;
      if (available === 0) throw conflict('out_of_stock', `${product.title} is out of stock`);

      for (let attempt = 0; attempt < 2; attempt++) {
        const raised = await cartRepository.raise(db, sessionId, variant.id, quantity, at());
        if (raised === 'raised') return this.get(sessionId);
        if (raised === 'over-stock') {
          const inCart =
            (await cartRepository.lines(db, sessionId)).find((l) => l.variant_id === variant.id)?.quantity ??
            0;
          if (inCart + quantity > MAX_LINE_QUANTITY) {
            throw conflict(
              'line_limit',
              `You can have at most ${MAX_LINE_QUANTITY} of ${product.title} in your cart, and ${inCart} are there already`,
            );
          }
          throw insufficientStock(stockMessage(product.title, available, inCart));
        }
        if (quantity > available) throw insufficientStock(stockMessage(product.title, available, 0));
        if (await cartRepository.insert(db, sessionId, variant.id, quantity, at()))
          return this.get(sessionId);
        // Another request created the line meanwhile: raise it instead.
      }
      throw conflict('cart_busy', 'Your cart changed meanwhile. Please try again.');
    },

    /**
     * A quantity below 1 removes the line (docs/specification.md §4). Raising it needs the variant
     * and its product on sale and in stock; lowering it always works, even when the stock has since dropped below it.
     */
    async setQuantity(sessionId: string, lineId: string, quantity: number): Promise<Cart> {
      const line = await cartRepository.line(db, sessionId, lineId);
      if (!line) throw notFound('This item is not in your cart');
      if (quantity < 1) {
        await cartRepository.remove(db, sessionId, lineId);
        return this.get(sessionId);
      }
      const raising = quantity > line.quantity;
      if (!(await cartRepository.setQuantity(db, sessionId, lineId, quantity, raising, at()))) {
        const current = await stockRepository.stockOf(db, line.variant_id);
        if (!current || current.status !== 'active' || current.is_active !== 1)
          throw conflict('product_unavailable', `${line.title} is no longer available`);
        throw insufficientStock(stockMessage(line.title, current.inventory_quantity, 0));
      }
      return this.get(sessionId);
    },

    async remove(sessionId: string, lineId: string): Promise<Cart> {
      if (!(await cartRepository.remove(db, sessionId, lineId)))
        throw notFound('This item is not in your cart');
      return this.get(sessionId);
    },

    async clear(sessionId: string): Promise<Cart> {
      await cartRepository.clear(db, sessionId);
      return emptyCart(deliveryRates());
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
