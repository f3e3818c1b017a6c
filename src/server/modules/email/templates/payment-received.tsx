/** @jsxRuntime automatic */
import { formatRand } from '../../../../shared/money.js';
import type { PaymentReceivedData } from '../types.js';
import { EmailLayout, Greeting, OrderLink, Paragraph, Title } from './layout.js';

export function PaymentReceivedEmail(data: PaymentReceivedData) {
  return (
    <EmailLayout preview={`We received ${formatRand(data.totalCents)} for order ${data.orderNumber}`}>
      <Title>Payment received</Title>
      <Greeting name={data.customerName} />
      <Paragraph>
        We received your payment of <strong>{formatRand(data.totalCents)}</strong> for order{' '}
        <strong>{data.orderNumber}</strong>. Thank you!
      </Paragraph>
      <Paragraph>We are packing your order now and will email you when it ships.</Paragraph>
      {data.invoice && (
        <Paragraph>
          Your invoice, <strong>{data.invoice.number}</strong>, is attached. You can also download it from
          your order&apos;s page.
        </Paragraph>
      )}
      <OrderLink href={data.orderUrl} />
    </EmailLayout>
  );
}
