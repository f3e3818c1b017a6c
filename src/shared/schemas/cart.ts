import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../constants.js';
import { idSchema } from './common.js';
import { productSchema } from './catalog.js';

const quantity = (min: number) =>
  z
    .number({ error: 'Quantity must be a number' })
    .int({ error: 'Quantity must be a whole number' })
    .min(min, { error: `Quantity must be at least ${min}` })
    .max(MAX_LINE_QUANTITY, { error: `Quantity can be at most ${MAX_LINE_QUANTITY}` });

export const addCartItemBodySchema = z.strictObject({
  productId: idSchema,
  /** Which of the product's variants; a product with one variant needs none. */
  variantId: idSchema.optional(),
  quantity: quantity(1).default(1),
});
export type AddCartItemBody = z.infer<typeof addCartItemBodySchema>;

/** Setting a quantity below 1 (that is, 0) removes the line (docs/specification.md §4). */
export const updateCartItemBodySchema = z.strictObject({ quantity: quantity(0) });
export type UpdateCartItemBody = z.infer<typeof updateCartItemBodySchema>;

/** The same, from the cart page's form without JavaScript: the line comes in the form. */
export const changeCartLineFormSchema = updateCartItemBodySchema.extend({ lineId: idSchema });

/**
 * A line against the stock left, as the server decides it: fine, no longer sold, sold out, or
 * asking for more than the `left` units there are.
 */
export const lineStockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ok') }),
  z.object({ kind: z.literal('unavailable') }),
  z.object({ kind: z.literal('sold_out') }),
  z.object({ kind: z.literal('short'), left: z.number().int() }),
]);
export type LineStock = z.infer<typeof lineStockSchema>;

export const cartLineSchema = z.object({
  id: z.string(),
  quantity: z.number().int(),
  variantId: z.string(),
  /** The variant's option values written out ('Size: M · Colour: Tan'); empty for a simple product. */
  variantOptions: z.string(),
  product: productSchema.pick({
    id: true,
    title: true,
    priceCents: true,
    salePriceCents: true,
    images: true,
    inventoryQuantity: true,
    status: true,
    category: true,
  }),
  unitPriceCents: z.number().int(),
  lineTotalCents: z.number().int(),
  stock: lineStockSchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  items: z.array(cartLineSchema),
  itemCount: z.number().int(),
  subtotalCents: z.number().int(),
  shippingCents: z.number().int(),
  totalCents: z.number().int(),
  /** What is left to spend for free standard delivery (the cart's 'Add R{x} more'); 0 once reached. */
  toFreeShippingCents: z.number().int(),
  /** What blocks checkout: the first line that cannot be sold as it stands, named (null: none). */
  stockProblem: z.string().nullable(),
});
export type Cart = z.infer<typeof cartSchema>;
