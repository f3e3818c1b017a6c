import type { EmailMessage } from '../modules/email/types.js';

/** A plain email for the n-th shopper: its subject is 'Order ORD-n has shipped'. */
export const shippedMessage = (n: number): EmailMessage => ({
  kind: 'order_shipped',
  data: {
    customerName: `Shopper ${n}`,
    orderNumber: `ORD-${n}`,
    orderUrl: `https://shop.example/orders/${n}`,
    trackingNumber: null,
  },
});
