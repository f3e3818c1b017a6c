/** @jsxRuntime automatic */
import { formatRand } from '../../../../shared/money.js';
import type { RefundIssuedData } from '../types.js';
import { EmailLayout, Greeting, OrderLink, Paragraph, Title } from './layout.js';

export function RefundIssuedEmail(data: RefundIssuedData) {
  return (
    <EmailLayout preview={`We refunded ${formatRand(data.amountCents)} for order ${data.orderNumber}`}>
      <Title>Your refund</Title>
      <Greeting name={data.customerName} />
      <Paragraph>
        We refunded <strong>{formatRand(data.amountCents)}</strong> for order{' '}
        <strong>{data.orderNumber}</strong>
        {data.method === 'payfast'
          ? ', back to the card or account you paid with. Your bank may take a few business days to show it.'
          : ', into your bank account.'}
      </Paragraph>
      {data.creditNote && (
        <Paragraph>
          Your credit note, <strong>{data.creditNote.number}</strong>, is attached. You can also download it
          from your order&apos;s page.
        </Paragraph>
      )}
      <OrderLink href={data.orderUrl} />
    </EmailLayout>
  );
}
