/** @jsxRuntime automatic */
import type { ReturnDecidedData } from '../types.js';
import { EmailLayout, Greeting, OrderLink, Panel, Paragraph, Title } from './layout.js';

export function ReturnDecidedEmail(data: ReturnDecidedData) {
  const authorised = data.decision === 'authorised';
  return (
    <EmailLayout
      preview={`Your return ${data.returnNumber} ${authorised ? 'is authorised' : 'was declined'}`}
    >
      <Title>{authorised ? 'Your return is authorised' : 'Your return was declined'}</Title>
      <Greeting name={data.customerName} />
      <Paragraph>
        {authorised ? (
          <>
            We authorised return <strong>{data.returnNumber}</strong> of order{' '}
            <strong>{data.orderNumber}</strong>. Once the items reach us, we refund you and email you the
            credit note.
          </>
        ) : (
          <>
            We could not accept return <strong>{data.returnNumber}</strong> of order{' '}
            <strong>{data.orderNumber}</strong>.
          </>
        )}
      </Paragraph>
      <Panel>
        <Paragraph>{data.message}</Paragraph>
      </Panel>
      <OrderLink href={data.orderUrl} />
    </EmailLayout>
  );
}
