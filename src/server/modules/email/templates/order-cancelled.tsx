/** @jsxRuntime automatic */
import type { CancelReason, OrderCancelledData } from '../types.js';
import { EmailLayout, Greeting, OrderLink, Paragraph, Title } from './layout.js';

/** Why the order was cancelled, in the customer's terms. */
const REASONS: Record<CancelReason, string> = {
  released:
    'We did not receive payment in time, so your order was cancelled and its items returned to stock.',
  payment_cancelled:
    'The payment was cancelled, so your order was cancelled and its items returned to stock.',
  admin: 'We had to cancel your order. We are sorry for the trouble.',
};

export function OrderCancelledEmail(data: OrderCancelledData) {
  return (
    <EmailLayout preview={`Order ${data.orderNumber} was cancelled`}>
      <Title>Your order was cancelled</Title>
      <Greeting name={data.customerName} />
      <Paragraph>
        Order <strong>{data.orderNumber}</strong> was cancelled.
      </Paragraph>
      <Paragraph>{REASONS[data.reason]}</Paragraph>
      <Paragraph>
        If you have any questions, reply to this email. If you still want the items, you are welcome to place
        a new order.
      </Paragraph>
      <OrderLink href={data.orderUrl} />
    </EmailLayout>
  );
}
