/** @jsxRuntime automatic */
import type { ReturnRequestedData } from '../types.js';
import { EmailLayout, Greeting, OrderLink, Paragraph, Title } from './layout.js';

export function ReturnRequestedEmail(data: ReturnRequestedData) {
  return (
    <EmailLayout preview={`We received your return request ${data.returnNumber}`}>
      <Title>We received your return request</Title>
      <Greeting name={data.customerName} />
      <Paragraph>
        You asked to return these items of order <strong>{data.orderNumber}</strong> (return{' '}
        <strong>{data.returnNumber}</strong>):
      </Paragraph>
      <ul>
        {data.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Paragraph>
        We reply within 2 business days, by email and on your order&apos;s page, with how to send them back.
      </Paragraph>
      <OrderLink href={data.orderUrl} />
    </EmailLayout>
  );
}
