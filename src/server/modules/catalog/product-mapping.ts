import type { Product, ShopProduct } from '../../../shared/schemas/catalog.js';
import { type PriceBook, pricedItem } from '../pricing/index.js';
import type { ProductRow } from './product-repository.js';

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    sku: row.sku,
    title: row.title,
    description: row.description,
    shortDescription: row.short_description,
    priceCents: row.price_cents,
    salePriceCents: row.sale_price_cents,
    images: JSON.parse(row.images) as string[],
    rating: Number(row.rating),
    reviewCount: row.review_count,
    featured: row.featured === 1,
    status: row.status,
    category: row.category,
    tags: JSON.parse(row.tags) as string[],
    inventoryQuantity: row.inventory_quantity,
    createdAt: row.created_at,
  };
}

/** A product as a shopper sees it: with the price they pay by the book. */
export const toShopProduct = (row: ProductRow, prices: PriceBook): ShopProduct => ({
  ...toProduct(row),
  unitPriceCents: prices.unitPrice(pricedItem(row)),
});
