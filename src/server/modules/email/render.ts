import { toPlainText } from '@react-email/render';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
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

/** The doctype email clients expect, as react-email's `render` writes it. */
const XHTML_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * The markup without the preload links React writes into the head for each image: a hint for a
 * browser's first paint, which an email client has no use for (react-email's `render` drops them too).
 */
export function markupOf(element: ReactElement): string {
  return renderToStaticMarkup(element).replace(/<link rel="preload" as="image"[^>]*>/g, '');
}

/**
 * An email's subject, HTML and plain-text alternative, both bodies from one render of the React
 * element. Static markup, not react-email's `render`: that streams through React's Node renderer,
 * whose AsyncLocalStorage turns on async hooks for the rest of the process
 * (docs/decisions/0036-no-async-hooks.md). So a template cannot suspend (none loads anything).
 * Done when the email is sent or previewed, never while an order or a payment waits for it.
 */
export function renderEmail(message: EmailMessage): RenderedEmail {
  const { subject, element } = compose(message);
  const markup = markupOf(element);
  return {
    subject,
    html: `${XHTML_DOCTYPE}${markup}`,
    text: toPlainText(markup, htmlToTextOptions),
  };
}
