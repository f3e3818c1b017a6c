/** @jsxRuntime automatic */
import type { ReviewRejectedData } from '../types.js';
import { EmailLayout, Greeting, Muted, Panel, Paragraph, TextLink, Title } from './layout.js';

export function ReviewRejectedEmail(data: ReviewRejectedData) {
  return (
    <EmailLayout preview={`Your review of ${data.productTitle} was not published`}>
      <Title>Your review was not published</Title>
      <Greeting name={data.customerName} />
      <Paragraph>
        Thank you for reviewing <strong>{data.productTitle}</strong>. We could not publish your review &ldquo;
        {data.reviewTitle}&rdquo;:
      </Paragraph>
      <Panel>
        <Paragraph>{data.reason}</Paragraph>
      </Panel>
      {data.reviewUrl && (
        <Muted>
          You can change your review and send it again from your order:{' '}
          <TextLink href={data.reviewUrl}>{data.reviewUrl}</TextLink>
        </Muted>
      )}
    </EmailLayout>
  );
}
