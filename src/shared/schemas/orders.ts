import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES, SETTABLE_PAYMENT_STATUSES } from '../constants.js';
import { adminListFields, adminPageFields } from './admin-lists.js';
import { calendarDateSchema, optionalText } from './common.js';

export const shippingAddressSchema = z.object({
  street: z.string(),
  suburb: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const orderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
  shippingAddress: shippingAddressSchema,
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  trackingNumber: z.string().nullable(),
  notes: z.string().nullable(),
  totalCents: z.number().int(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * The admin's order list (docs/decisions/0015): search by order number, customer name or email; a status
 * (the tabs), a payment status and a range of the shop's calendar days; newest first.
 */
export const adminOrdersQuerySchema = z
  .strictObject({
    ...adminListFields,
    status: z
      .enum(ORDER_STATUSES, { error: `Status must be one of ${ORDER_STATUSES.join(', ')}` })
      .optional(),
    paymentStatus: z
      .enum(PAYMENT_STATUSES, { error: `Payment status must be one of ${PAYMENT_STATUSES.join(', ')}` })
      .optional(),
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    error: 'The first day cannot be after the last',
    path: ['to'],
  });
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

/** A page of orders; `counts`: the orders of each status among those the other filters match (the tabs). */
export const orderListSchema = z.object({
  orders: z.array(orderSchema),
  ...adminPageFields,
  counts: z.record(z.enum(['all', ...ORDER_STATUSES]), z.number().int()),
});
export type AdminOrderPage = z.infer<typeof orderListSchema>;

/** An order as its shopper sees it: the admin's notes are the shop's own (docs/decisions/0013). */
export const shopperOrderSchema = orderSchema.omit({ notes: true });
export type ShopperOrder = z.infer<typeof shopperOrderSchema>;
export const shopperOrderListSchema = z.object({ orders: z.array(shopperOrderSchema) });

/** What an admin changes on an order (docs/specification.md §7 Admin orders): any of these, one save at a time. */
export const orderUpdateSchema = z
  .strictObject({
    status: z.enum(ORDER_STATUSES),
    paymentStatus: z.enum(SETTABLE_PAYMENT_STATUSES, {
      error: 'Refunds are recorded by refunding: choose pending, paid or failed',
    }),
    trackingNumber: optionalText('Tracking number', 100),
    notes: optionalText('Notes', 2_000),
  })
  .partial()
  .refine((update) => Object.keys(update).length > 0, { error: 'Nothing to update' });
export type OrderUpdate = z.input<typeof orderUpdateSchema>;
/** An update as the server receives it: blank text is already null. */
export type ParsedOrderUpdate = z.output<typeof orderUpdateSchema>;
