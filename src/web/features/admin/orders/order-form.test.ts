import { describe, expect, it } from 'vitest';
import { type Order, orderUpdateSchema } from '@shared/schemas/orders';
import { isRefundable, orderChange, orderToForm } from './order-form';

const order: Order = {
  id: '00000000-0000-4000-8000-000000000004',
  orderNumber: 'ORD-1001',
  customerName: 'Sipho Dlamini',
  customerEmail: 'sipho@example.co.za',
  customerPhone: null,
  shippingAddress: {
    street: '3 Loop Street',
    suburb: 'City Centre',
    city: 'Cape Town',
    province: 'Western Cape',
    postalCode: '8001',
  },
  status: 'pending',
  paymentStatus: 'pending',
  trackingNumber: null,
  notes: 'Leave at the gate',
  totalCents: 45_000,
  createdAt: '2026-11-23T06:00:00.000Z',
};

/** The save after `field` was changed to `value` in the dialog. */
const saveAfter = (field: 'status' | 'trackingNumber' | 'notes', value: string) =>
  orderChange(field, orderUpdateSchema.parse({ ...orderToForm(order), [field]: value }), order);

describe('the order details form', () => {
  it('saves a status at once', () => {
    expect(saveAfter('status', 'shipped')).toEqual({ status: 'shipped' });
  });

  it('saves a tracking number or notes only when they differ from the order, blank as none', () => {
    expect(saveAfter('trackingNumber', ' TRK-42 ')).toEqual({ trackingNumber: 'TRK-42' });
    expect(saveAfter('trackingNumber', '  ')).toBeUndefined();
    expect(saveAfter('notes', 'Leave at the gate ')).toBeUndefined();
    expect(saveAfter('notes', '')).toEqual({ notes: null });
  });
});

describe("the order's refunds", () => {
  it('are offered while its payment can still give money back', () => {
    expect(isRefundable('paid')).toBe(true);
    expect(isRefundable('partially_refunded')).toBe(true);
    for (const status of ['pending', 'failed', 'refunded'] as const) expect(isRefundable(status)).toBe(false);
  });

  it('leave a refunded payment out of the form: refunds set it, not the admin', () => {
    expect(orderToForm({ ...order, paymentStatus: 'partially_refunded' }).paymentStatus).toBeUndefined();
    expect(orderToForm({ ...order, paymentStatus: 'paid' }).paymentStatus).toBe('paid');
  });
});
