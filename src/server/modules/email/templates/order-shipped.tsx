/** @jsxRuntime automatic */
import type { OrderShippedData } from '../types.js';
import { EmailLayout, Greeting, OrderLink, Panel, Paragraph, Title } from './layout.js';

export function OrderShippedEmail(data: OrderShippedData) {
  return (
    <EmailLayout preview={`Order ${data.orderNumber} is on its way`}>
      <Title>Your order is on its way</Title>
      <Greeting name={data.customerName} />
      <Paragraph>
        Good news: order <strong>{data.orderNumber}</strong> has shipped.
      </Paragraph>
      {data.trackingNumber ? (
        <Panel>
          <Paragraph>
            Tracking number: <strong>{data.trackingNumber}</strong>
          </Paragraph>
        </Panel>
      ) : (
        <Paragraph>The courier will be in touch before delivery.</Paragraph>
      )}
      <OrderLink href={data.orderUrl} />
    </EmailLayout>
  );
}
