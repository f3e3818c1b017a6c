import type {
  Product,
  ProductOption,
  ProductVariant,
  ShopProduct,
  ShopProductDetail,
} from '../../../shared/schemas/catalog.js';
import { type PriceBook, pricedItem } from '../pricing/index.js';
import type { CardRow, ProductRow } from './product-repository.js';
import type { VariantRow } from './variant-repository.js';

const optionsOf = (row: Pick<ProductRow, 'options'>) => JSON.parse(row.options) as ProductOption[];

export const toVariant = (row: VariantRow): ProductVariant => ({
  id: row.id,
  sku: row.sku,
  optionValues: JSON.parse(row.option_values) as string[],
  priceCents: row.price_cents,
  salePriceCents: row.sale_price_cents,
  inventoryQuantity: row.inventory_quantity,
  image: row.image,
  isActive: row.is_active === 1,
});

/** A product as the admin's list shows it: without its variants. */
export const toListedProduct = (row: ProductRow): Omit<Product, 'variants'> => ({
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
  options: optionsOf(row),
  pricesVary: row.prices_vary === 1,
  createdAt: row.created_at,
});

/** A product as the admin sees it: with every variant. */
export const toProduct = (row: ProductRow, variants: readonly VariantRow[]): Product => ({
  ...toListedProduct(row),
  variants: variants.map(toVariant),
});

/** A product as a shopper sees it in a listing: its card, with the price they pay by the book. */
export const toShopProduct = (row: CardRow, prices: PriceBook): ShopProduct => ({
  id: row.id,
  title: row.title,
  image: (JSON.parse(row.images) as string[])[0] ?? null,
  priceCents: row.price_cents,
  unitPriceCents: prices.unitPrice(pricedItem(row)),
  rating: Number(row.rating),
  reviewCount: row.review_count,
  inventoryQuantity: row.inventory_quantity,
  pricesVary: row.prices_vary === 1,
});

/** A product's own page: its active variants, each with the price a shopper pays by the book. */
export const toShopProductDetail = (
  row: ProductRow,
  variants: readonly VariantRow[],
  prices: PriceBook,
): ShopProductDetail => ({
  ...toListedProduct(row),
  unitPriceCents: prices.unitPrice(pricedItem(row)),
  variants: variants
    .filter((variant) => variant.is_active === 1)
    .map((variant) => ({
      ...toVariant(variant),
      unitPriceCents: prices.unitPrice(pricedItem({ ...variant, category: row.category })),
    })),
});
