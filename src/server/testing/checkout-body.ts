import { randomUUID } from 'node:crypto';
import type { PlaceOrderBody } from '../../shared/schemas/checkout.js';

/** A shopper's Place Order (a new idempotency key each time): in process or over HTTP (the cluster test). */
export const checkoutBody = (overrides: Partial<PlaceOrderBody> = {}): PlaceOrderBody => ({
  customerName: 'Thandi Nkosi',
  customerEmail: 'thandi@example.co.za',
  customerPhone: '082 555 0134',
  shippingAddress: {
    street: '22 Jan Smuts Avenue',
    suburb: 'Parktown North',
    city: 'Johannesburg',
    province: 'Gauteng',
    postalCode: '2193',
  },
  idempotencyKey: randomUUID(),
  ...overrides,
});
