import { z } from 'zod';
import { mediaHash } from '../media.js';
import { categorySchema, productSchema } from './catalog.js';
import { PRODUCT_STATUSES } from '../constants.js';
import { type SortDirection, adminListFields, adminPageFields } from './admin-lists.js';
import { idSchema, optionalText, requiredText } from './common.js';

/** An image stored by the shop, or (from an API client) a base64 data URL the server checks and stores the same way. */
export const BASE64_DATA_URL = /^data:[a-z]+\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/]*={0,2})$/;
const imageSchema = z
  .string()
  .refine((value) => mediaHash(value) !== undefined || BASE64_DATA_URL.test(value), {
    error: 'Each image must be an uploaded image address or a base64 data URL',
  });

export const MAX_PRODUCT_IMAGES = 10;
export const MAX_PRICE_CENTS = 100_000_000;
export const MAX_INVENTORY = 1_000_000;
export const MAX_TAGS = 20;
/** A product's options and variants (docs/decisions/0018-product-variants.md), as Shopify limits them. */
export const MAX_OPTIONS = 3;
export const MAX_OPTION_VALUES = 50;
export const MAX_VARIANTS = 100;
export const MAX_TAG_LENGTH = 40;
/** '|' separates tags in the catalogue index (docs/decisions/0005). */
const TAG_CHARACTERS = /^[^|\p{Cc}]*$/u;

const productFields = {
  sku: requiredText('SKU', 64),
  title: requiredText('Product title', 200),
  description: requiredText('Description', 10_000, { multiline: true }),
  priceCents: z
    .number({ error: 'Price is required' })
    .int({ error: 'Price must be in whole cents' })
    .min(0, { error: 'Price cannot be negative' })
    .max(MAX_PRICE_CENTS, { error: 'Price is too high' }),
  category: categorySchema,
  images: z.array(imageSchema).max(MAX_PRODUCT_IMAGES, { error: `At most ${MAX_PRODUCT_IMAGES} images` }),
  inventoryQuantity: z
    .number({ error: 'Inventory is required' })
    .int({ error: 'Inventory must be a whole number' })
    .min(0, { error: 'Inventory cannot be negative' })
    .max(MAX_INVENTORY, { error: 'Inventory is too high' }),
  featured: z.boolean(),
  // docs/decisions/0015: optional for an API client, always sent by the form.
  salePriceCents: z
    .number({ error: 'Sale price must be a number' })
    .int({ error: 'Sale price must be in whole cents' })
    .min(0, { error: 'Sale price cannot be negative' })
    .max(MAX_PRICE_CENTS, { error: 'Sale price is too high' })
    .nullable()
    .default(null),
  shortDescription: optionalText('Short description', 300)
    .optional()
    .transform((text) => text ?? ''),
  tags: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: 'A tag cannot be blank' })
        .max(MAX_TAG_LENGTH, { error: `A tag can be at most ${MAX_TAG_LENGTH} characters` })
        .regex(TAG_CHARACTERS, { error: 'A tag cannot contain | or control characters' }),
    )
    .max(MAX_TAGS, { error: `At most ${MAX_TAGS} tags` })
    // The same tag twice, in any case, is one tag.
    .transform((tags) => [...new Map(tags.map((tag) => [tag.toLowerCase(), tag])).values()])
    .default([]),
  status: z
    .enum(PRODUCT_STATUSES, { error: `Status must be one of ${PRODUCT_STATUSES.join(', ')}` })
    .default('active'),
};

/** A sale price is a lower price: at or above the price it would be no sale (docs/design.md §5 ignores it). */
const saleBelowPrice = {
  check: (p: { priceCents: number; salePriceCents: number | null }) =>
    p.salePriceCents === null || p.salePriceCents < p.priceCents,
  error: { error: 'The sale price must be below the price', path: ['salePriceCents'] },
};

const distinct = (texts: readonly string[]) =>
  new Set(texts.map((t) => t.toLowerCase())).size === texts.length;

const optionSchema = z.strictObject({
  name: requiredText('Option name', 40),
  values: z
    .array(requiredText('Option value', 60))
    .min(1, { error: 'An option needs at least one value' })
    .max(MAX_OPTION_VALUES, { error: `An option can have at most ${MAX_OPTION_VALUES} values` })
    .refine(distinct, { error: "An option's values must differ" }),
});

/** One variant as the admin writes it; `id` names a variant the product has already. */
const variantInputSchema = z
  .strictObject({
    id: idSchema.optional(),
    sku: productFields.sku,
    optionValues: z.array(z.string()),
    priceCents: productFields.priceCents,
    salePriceCents: productFields.salePriceCents,
    inventoryQuantity: productFields.inventoryQuantity,
    /** The stock the form showed: the change is applied as a difference (as a product's is). */
    loadedInventoryQuantity: z.number().int().min(0).max(MAX_INVENTORY).optional(),
    /** One of the product's images, or none. */
    image: z.string().nullable().default(null),
    isActive: z.boolean().default(true),
  })
  .refine(saleBelowPrice.check, saleBelowPrice.error);
export type VariantInput = z.input<typeof variantInputSchema>;
export type ParsedVariantInput = z.output<typeof variantInputSchema>;

const variantFields = {
  options: z
    .array(optionSchema)
    .max(MAX_OPTIONS, { error: `A product can have at most ${MAX_OPTIONS} options` })
    .refine((options) => distinct(options.map((o) => o.name)), { error: 'Options must have different names' })
    .default([]),
  /** With options: the combinations sold. Without: none (the product's own fields are its one variant's). */
  variants: z
    .array(variantInputSchema)
    .max(MAX_VARIANTS, { error: `A product can have at most ${MAX_VARIANTS} variants` })
    .default([]),
};

/** A product's variants against its options and images: every rule the fields alone cannot hold. */
function checkVariants(
  product: {
    options: { name: string; values: string[] }[];
    variants: ParsedVariantInput[];
    images: string[];
  },
  ctx: z.RefinementCtx,
) {
  const { options, variants } = product;
  const issue = (message: string, path: (string | number)[]) =>
    ctx.addIssue({ code: 'custom', message, path });
  if (options.length === 0) {
    if (variants.length > 0) issue('A product without options has no variants to list', ['variants']);
    return;
  }
  if (variants.length === 0) issue('A product with options needs at least one variant', ['variants']);
  const combinations = new Set<string>();
  const skus = new Set<string>();
  variants.forEach((variant, i) => {
    if (
      variant.optionValues.length !== options.length ||
      !variant.optionValues.every((value, o) => options[o]?.values.includes(value))
    ) {
      issue(`Choose one value of each option (${options.map((o) => o.name).join(', ')})`, [
        'variants',
        i,
        'optionValues',
      ]);
    }
    const combination = JSON.stringify(variant.optionValues);
    if (combinations.has(combination))
      issue('Another variant has the same options', ['variants', i, 'optionValues']);
    combinations.add(combination);
    const sku = variant.sku.toLowerCase();
    if (skus.has(sku)) issue('Another variant has the same SKU', ['variants', i, 'sku']);
    skus.add(sku);
    if (variant.image !== null && !product.images.includes(variant.image))
      issue("A variant's image must be one of the product's images", ['variants', i, 'image']);
  });
}

/** What the admin's product form saves (docs/specification.md §7 Admin products): the same fields for insert and update. */
export const productInputSchema = z
  .strictObject({ ...productFields, ...variantFields })
  .refine(saleBelowPrice.check, saleBelowPrice.error)
  .superRefine(checkVariants);
export type ProductInput = z.input<typeof productInputSchema>;
export type ParsedProductInput = z.output<typeof productInputSchema>;

/**
 * An update may say what stock the form showed: the change is then applied as a difference, so units
 * sold (or returned) while the admin edited are not overwritten. Without it, the stock is set as sent.
 */
export const productUpdateSchema = z
  .strictObject({
    ...productFields,
    ...variantFields,
    loadedInventoryQuantity: z.number().int().min(0).max(MAX_INVENTORY).optional(),
  })
  .refine(saleBelowPrice.check, saleBelowPrice.error)
  .superRefine(checkVariants);
export type ProductUpdate = z.input<typeof productUpdateSchema>;
export type ParsedProductUpdate = z.output<typeof productUpdateSchema>;

export const ADMIN_PRODUCT_SORTS = ['created', 'title', 'price', 'stock'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

/** Newest first by default (docs/specification.md §7); a sort by title, price or stock starts from the lowest. */
export const productSortDirection = (query: {
  sort?: AdminProductSort | undefined;
  dir?: SortDirection | undefined;
}) => query.dir ?? (query.sort === undefined || query.sort === 'created' ? 'desc' : 'asc');

/** The admin's product list (docs/decisions/0015): search by SKU or title, filters, sort, page. */
export const adminProductsQuerySchema = z.strictObject({
  ...adminListFields,
  category: categorySchema.optional(),
  status: z
    .enum(PRODUCT_STATUSES, { error: `Status must be one of ${PRODUCT_STATUSES.join(', ')}` })
    .optional(),
  featured: z.enum(['yes', 'no'], { error: 'Featured must be yes or no' }).optional(),
  /** Stock at or below this many units. */
  stockAtMost: z.coerce
    .number({ error: 'Stock must be a number' })
    .int({ error: 'Stock must be a whole number' })
    .min(0, { error: 'Stock cannot be negative' })
    .max(MAX_INVENTORY, { error: 'Stock is too high' })
    .optional(),
  sort: z
    .enum(ADMIN_PRODUCT_SORTS, { error: `Sort must be one of ${ADMIN_PRODUCT_SORTS.join(', ')}` })
    .optional(),
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuerySchema>;

/**
 * A product as the admin's list shows it: without its variants, which only its edit dialog needs
 * (it reads the whole product through getAdminProduct).
 */
export const adminProductRowSchema = productSchema.omit({ variants: true });
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

/** One page of products, active or not (the admin's list), and how many match in all. */
export const productListSchema = z.object({ products: z.array(adminProductRowSchema), ...adminPageFields });
export type AdminProductPage = z.infer<typeof productListSchema>;

export const mediaUploadQuerySchema = z.strictObject({
  name: requiredText('File name', 255),
});
export const uploadedImageSchema = z.object({ url: z.string() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
