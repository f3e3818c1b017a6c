import { MAX_LINE_QUANTITY } from '../../../shared/constants.js';
import type { Cart } from '../../../shared/schemas/cart.js';
import { totals } from '../../../shared/pricing.js';
import { conflict, notFound } from '../../http/errors.js';
import { firstStockProblem, lineStock } from '../inventory/stock-rules.js';
import type { CatalogRepository } from '../catalog/repository.js';
import { type Pricing, pricedItem } from '../catalog/service.js';
import type { CartLineRow, CartRepository } from './repository.js';

const EMPTY_CART: Cart = {
  items: [],
  itemCount: 0,
  subtotalCents: 0,
  shippingCents: 0,
  totalCents: 0,
  stockProblem: null,
};

function stockMessage(title: string, stock: number, inCart: number): string {
  const base = `Only ${stock} of ${title} in stock`;
  return inCart > 0 ? `${base}, and ${inCart} already in your cart` : base;
}

function toCart(rows: CartLineRow[], pricing: Pricing): Cart {
  const items = rows.map((row) => {
    const unit = pricing.unitPrice(pricedItem(row));
    return {
      id: row.id,
      quantity: row.quantity,
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
  const { itemCount, subtotalCents, shippingCents, totalCents } = totals(
    sellable.map((i) => ({
      basePriceCents: i.product.priceCents,
      unitPriceCents: i.unitPriceCents,
      quantity: i.quantity,
    })),
  );
  const stockProblem = firstStockProblem(items.map((i) => ({ title: i.product.title, stock: i.stock })));
  return { items, itemCount, subtotalCents, shippingCents, totalCents, stockProblem };
}

/** The cart of one browser session (SPEC.md §4). The server checks every quantity against stock. */
export function createCartService(
  carts: CartRepository,
  products: CatalogRepository,
  pricing: () => Promise<Pricing>,
) {
  return {
    async get(sessionId: string | undefined): Promise<Cart> {
      if (!sessionId) return EMPTY_CART;
      const [rows, prices] = await Promise.all([carts.lines(sessionId), pricing()]);
      return toCart(rows, prices);
    },

    /** Adding a product already in the cart raises its quantity (SPEC.md §4). */
    async add(sessionId: string, productId: string, quantity: number): Promise<Cart> {
      const product = await products.findById(productId);
      if (!product) throw notFound('Product not found');
      if (product.status !== 'active')
        throw conflict('product_unavailable', `${product.title} is no longer available`);
      if (product.inventory_quantity === 0)
        throw conflict('out_of_stock', `${product.title} is out of stock`);

      for (let attempt = 0; attempt < 2; attempt++) {
        const raised = await carts.raise(sessionId, productId, quantity);
        if (raised === 'raised') return this.get(sessionId);
        if (raised === 'over-stock') {
          const inCart =
            (await carts.lines(sessionId)).find((l) => l.product_id === productId)?.quantity ?? 0;
          if (inCart + quantity > MAX_LINE_QUANTITY) {
            throw conflict(
              'line_limit',
              `You can have at most ${MAX_LINE_QUANTITY} of ${product.title} in your cart, and ${inCart} are there already`,
            );
          }
          throw conflict(
            'insufficient_stock',
            stockMessage(product.title, product.inventory_quantity, inCart),
          );
        }
        if (quantity > product.inventory_quantity) {
          throw conflict('insufficient_stock', stockMessage(product.title, product.inventory_quantity, 0));
        }
        if (await carts.insert(sessionId, productId, quantity)) return this.get(sessionId);
        // Another request created the line meanwhile: raise it instead.
      }
      throw conflict('cart_busy', 'Your cart changed meanwhile. Please try again.');
    },

    /**
     * A quantity below 1 removes the line (SPEC.md §4). Raising it needs the product active and in
     * stock; lowering it always works, even when the stock has since dropped below the line.
     */
    async setQuantity(sessionId: string, lineId: string, quantity: number): Promise<Cart> {
      const line = await carts.line(sessionId, lineId);
      if (!line) throw notFound('This item is not in your cart');
      if (quantity < 1) {
        await carts.remove(sessionId, lineId);
        return this.get(sessionId);
      }
      const raising = quantity > line.quantity;
      if (!(await carts.setQuantity(sessionId, lineId, quantity, raising))) {
        const current = (await products.findById(line.product_id)) ?? line;
        if (current.status !== 'active')
          throw conflict('product_unavailable', `${line.title} is no longer available`);
        throw conflict('insufficient_stock', stockMessage(line.title, current.inventory_quantity, 0));
      }
      return this.get(sessionId);
    },

    async remove(sessionId: string, lineId: string): Promise<Cart> {
      if (!(await carts.remove(sessionId, lineId))) throw notFound('This item is not in your cart');
      return this.get(sessionId);
    },

    async clear(sessionId: string): Promise<Cart> {
      await carts.clear(sessionId);
      return EMPTY_CART;
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
