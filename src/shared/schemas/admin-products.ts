import { z } from 'zod';
import { categorySchema, productSchema } from './catalog.js';
import { requiredText } from './common.js';

/** An image stored by the shop, or (from an API client) a base64 data URL the server checks and stores the same way. */
export const MEDIA_ADDRESS = /^\/media\/[0-9a-f]{32}\.webp$/;
export const BASE64_DATA_URL = /^data:[a-z]+\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/]*={0,2})$/;
const imageSchema = z.string().refine((value) => MEDIA_ADDRESS.test(value) || BASE64_DATA_URL.test(value), {
  error: 'Each image must be an uploaded image address or a base64 data URL',
});

export const MAX_PRODUCT_IMAGES = 10;
export const MAX_PRICE_CENTS = 100_000_000;
export const MAX_INVENTORY = 1_000_000;

/** What the admin's product form saves (SPEC.md §7 Admin products): the same fields for insert and update. */
export const productInputSchema = z.strictObject({
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
});
export type ProductInput = z.infer<typeof productInputSchema>;

/**
 * An update may say what stock the form showed: the change is then applied as a difference, so units
 * sold (or returned) while the admin edited are not overwritten. Without it, the stock is set as sent.
 */
export const productUpdateSchema = productInputSchema.extend({
  loadedInventoryQuantity: z.number().int().min(0).max(MAX_INVENTORY).optional(),
});
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

/** Every product, active or not (the admin's list). */
export const productListSchema = z.object({ products: z.array(productSchema) });

export const mediaUploadQuerySchema = z.strictObject({
  name: requiredText('File name', 255),
});
export const uploadedImageSchema = z.object({ url: z.string() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
