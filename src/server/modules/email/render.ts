import { render } from '@react-email/render';
import { createElement, type ReactElement } from 'react';
import { OrderCancelledEmail } from './templates/order-cancelled.js';
import { OrderPlacedEmail } from './templates/order-placed.js';
import { OrderShippedEmail } from './templates/order-shipped.js';
import { PasswordResetEmail } from './templates/password-reset.js';
import { PaymentReceivedEmail } from './templates/payment-received.js';
import { RefundIssuedEmail } from './templates/refund-issued.js';
import { ReturnDecidedEmail } from './templates/return-decided.js';
import { ReturnRequestedEmail } from './templates/return-requested.js';
import { ReviewRejectedEmail } from './templates/review-rejected.js';
import { ReviewRequestEmail } from './templates/review-request.js';
import type { EmailMessage } from './types.js';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

function compose(message: EmailMessage): { subject: string; element: ReactElement } {
  switch (message.kind) {
    case 'order_placed':
      return {
        subject: `Your Lekker Living order ${message.data.orderNumber}`,
        element: createElement(OrderPlacedEmail, message.data),
      };
    case 'payment_received':
      return {
        subject: `Payment received for order ${message.data.orderNumber}`,
        element: createElement(PaymentReceivedEmail, message.data),
      };
    case 'order_shipped':
      return {
        subject: `Order ${message.data.orderNumber} has shipped`,
        element: createElement(OrderShippedEmail, message.data),
      };
    case 'order_cancelled':
      return {
        subject: `Order ${message.data.orderNumber} was cancelled`,
        element: createElement(OrderCancelledEmail, message.data),
      };
    case 'return_requested':
      return {
        subject: `We received your return request ${message.data.returnNumber}`,
        element: createElement(ReturnRequestedEmail, message.data),
      };
    case 'return_decided':
      return {
        subject:
          message.data.decision === 'authorised'
            ? `Your return ${message.data.returnNumber} is authorised`
            : `Your return ${message.data.returnNumber} was declined`,
        element: createElement(ReturnDecidedEmail, message.data),
      };
    case 'refund_issued':
      return {
        subject: `Refund for order ${message.data.orderNumber}`,
        element: createElement(RefundIssuedEmail, message.data),
      };
    case 'review_request':
      return {
        subject: `How is your order ${message.data.orderNumber}? Review what you bought`,
        element: createElement(ReviewRequestEmail, message.data),
      };
    case 'review_rejected':
      return {
        subject: `Your review of ${message.data.productTitle} was not published`,
        element: createElement(ReviewRejectedEmail, message.data),
      };
    case 'password_reset':
      return {
        subject: 'Reset your Lekker Living password',
        element: createElement(PasswordResetEmail, message.data),
      };
  }
}

/** Headings keep their case in the text version (html-to-text would shout them in capitals). */
const htmlToTextOptions = {
  selectors: ['h1', 'h2'].map((selector) => ({ selector, options: { uppercase: false } })),
};

/** An email's subject, without rendering it (the outbox lists subjects; bodies are rendered to send). */
export function emailSubject(message: EmailMessage): string {
  return compose(message).subject;
}

/**
 * An email's subject, HTML and plain-text alternative, both bodies from the same React element.
 * About 30 ms of CPU (docs/benchmarks.md): done when the email is sent or previewed, never while an
 * order or a payment waits for it.
 */
export async function renderEmail(message: EmailMessage): Promise<RenderedEmail> {
  const { subject, element } = compose(message);
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions }),
  ]);
  return { subject, html, text };
}
