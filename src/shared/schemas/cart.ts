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
  quantity: quantity(1).default(1),
});
export type AddCartItemBody = z.infer<typeof addCartItemBodySchema>;

/** Setting a quantity below 1 (that is, 0) removes the line (SPEC.md §4). */
export const updateCartItemBodySchema = z.strictObject({ quantity: quantity(0) });
export type UpdateCartItemBody = z.infer<typeof updateCartItemBodySchema>;

export const cartLineSchema = z.object({
  id: z.string(),
  quantity: z.number().int(),
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
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  items: z.array(cartLineSchema),
  itemCount: z.number().int(),
  subtotalCents: z.number().int(),
  shippingCents: z.number().int(),
  totalCents: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;
