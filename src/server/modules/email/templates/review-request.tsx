/** @jsxRuntime automatic */
import type { ReviewRequestData } from '../types.js';
import { ActionButton, EmailLayout, Greeting, Muted, Paragraph, TextLink, Title } from './layout.js';

export function ReviewRequestEmail(data: ReviewRequestData) {
  return (
    <EmailLayout preview={`Tell other shoppers what you think of order ${data.orderNumber}`}>
      <Title>How was your order?</Title>
      <Greeting name={data.customerName} />
      <Paragraph>
        Your order <strong>{data.orderNumber}</strong> reached you a few days ago. Other shoppers would like
        to know what you think of it. A review takes a minute:
      </Paragraph>
      <ul>
        {data.products.map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ul>
      <ActionButton href={data.reviewUrl}>Write a review</ActionButton>
      <Muted>
        Or open this link: <TextLink href={data.reviewUrl}>{data.reviewUrl}</TextLink>
      </Muted>
      <Muted>
        We ask once per order. Your review shows your first name and your surname&apos;s initial, marked as a
        verified purchase.
      </Muted>
    </EmailLayout>
  );
}
