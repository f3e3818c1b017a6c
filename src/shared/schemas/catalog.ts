import { z } from 'zod';
import {
  CATEGORIES,
  MAX_OFFSET_PAGE,
  MAX_SEARCH_TERM_LENGTH,
  PRICE_SLIDER,
  PRODUCT_STATUSES,
  SORT_OPTIONS,
} from '../constants.js';
import { NO_CONTROL_CHARACTERS } from './common.js';

export const categorySchema = z.enum(CATEGORIES, {
  error: `Category must be one of ${CATEGORIES.join(', ')}`,
});

/** One of a product's options: its name and its values, in order (Size: S, M, L). */
export const productOptionSchema = z.object({ name: z.string(), values: z.array(z.string()) });
export type ProductOption = z.infer<typeof productOptionSchema>;

/**
 * What is sold (docs/decisions/0018-product-variants.md): a combination of the product's option
 * values (none for a simple product's one variant), with its own SKU, prices, stock and image.
 */
export const productVariantSchema = z.object({
  id: z.string(),
  sku: z.string(),
  /** One value per option of the product, in the options' order. */
  optionValues: z.array(z.string()),
  priceCents: z.number().int(),
  salePriceCents: z.number().int().nullable(),
  inventoryQuantity: z.number().int(),
  image: z.string().nullable(),
  isActive: z.boolean(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/**
 * A product as stored (the admin's view), with its options and variants. Money in cents; its price,
 * sale price and stock summarise its variants (its cheapest active variant's prices, the sum of their stock).
 */
export const productSchema = z.object({
  id: z.string(),
  sku: z.string(),
  title: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  priceCents: z.number().int(),
  salePriceCents: z.number().int().nullable(),
  images: z.array(z.string()),
  rating: z.number(),
  reviewCount: z.number().int(),
  featured: z.boolean(),
  status: z.enum(PRODUCT_STATUSES),
  category: categorySchema,
  tags: z.array(z.string()),
  inventoryQuantity: z.number().int(),
  options: z.array(productOptionSchema),
  variants: z.array(productVariantSchema),
  /** Its variants on sale cost different amounts: its price is the lowest of them ('From R…'). */
  pricesVary: z.boolean(),
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * A product as shoppers see it in a listing: its card, and nothing a card does not show (a listing's
 * answer carries two dozen of them, and a page's HTML carries them again for hydration;
 * docs/decisions/0041-a-listing-carries-cards.md). Its price is the one they pay now (the pricing
 * engine, promotions included); its image is the first of its gallery. Its own page has the rest.
 */
export const shopProductSchema = productSchema
  .pick({
    id: true,
    title: true,
    priceCents: true,
    rating: true,
    reviewCount: true,
    inventoryQuantity: true,
    pricesVary: true,
  })
  .extend({ image: z.string().nullable(), unitPriceCents: z.number().int() });
export type ShopProduct = z.infer<typeof shopProductSchema>;

/** A product's own page: each active variant with the price a shopper pays for it now. */
export const shopProductDetailSchema = productSchema.omit({ variants: true }).extend({
  unitPriceCents: z.number().int(),
  variants: z.array(productVariantSchema.extend({ unitPriceCents: z.number().int() })),
});
export type ShopProductDetail = z.infer<typeof shopProductDetailSchema>;
export type ShopVariant = ShopProductDetail['variants'][number];

/** A variant's option values written out, as its cart and order lines show them ('Size: M · Colour: Tan'). */
export const variantLabel = (options: readonly ProductOption[], values: readonly string[]): string =>
  options.map((option, i) => `${option.name}: ${values[i] ?? ''}`).join(' · ');

export const productPageSchema = z.object({
  items: z.array(shopProductSchema),
  total: z.number().int(),
  /** Opaque keyset cursor for the page after this one; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

const priceBound = z.coerce
  .number({ error: 'Price must be a number' })
  .int({ error: 'Price must be a whole number of rand' })
  .min(PRICE_SLIDER.min, { error: `Price must be at least ${PRICE_SLIDER.min}` })
  .max(PRICE_SLIDER.max, { error: `Price must be at most ${PRICE_SLIDER.max}` });

/** Query of the category listing and of search: filter, sort and page. */
const listingQueryFields = {
  minPrice: priceBound.optional(),
  /** The slider's top (500) means no upper bound (docs/design.md §5). */
  maxPrice: priceBound.optional(),
  sort: z.enum(SORT_OPTIONS, { error: `Sort must be one of ${SORT_OPTIONS.join(', ')}` }).optional(),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int({ error: 'Page must be a whole number' })
    .min(1, { error: 'Page must be at least 1' })
    .max(MAX_OFFSET_PAGE, {
      error: `Page must be at most ${MAX_OFFSET_PAGE}; use the cursor for deeper pages`,
    })
    .optional(),
  cursor: z.string().max(500, { error: 'Cursor is not valid' }).optional(),
};

export const productListQuerySchema = z
  .strictObject({ category: categorySchema.optional(), ...listingQueryFields })
  .refine((q) => !(q.page !== undefined && q.cursor !== undefined), {
    error: 'Use either page or cursor, not both',
    path: ['cursor'],
  });
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const searchQuerySchema = z.strictObject({
  q: z
    .string({ error: 'Enter a search query' })
    .trim()
    .min(1, { error: 'Enter a search query' })
    .max(MAX_SEARCH_TERM_LENGTH, {
      error: `Search terms can be at most ${MAX_SEARCH_TERM_LENGTH} characters`,
    })
    // Control characters (NUL, newlines…) are never part of a product's text.
    .regex(NO_CONTROL_CHARACTERS, { error: 'Search terms cannot contain control characters' }),
  ...listingQueryFields,
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const featuredQuerySchema = z.strictObject({});
