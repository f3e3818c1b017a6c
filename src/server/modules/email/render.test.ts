import { executionAsyncId } from 'node:async_hooks';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { formatRand } from '../../../shared/money.js';
import { markupOf, renderEmail } from './render.js';
import { EMAIL_KINDS, type EmailKind, type EmailMessage, type OrderPlacedData } from './types.js';

const ORDER_URL = 'https://shop.example.co.za/orders/3f6c0d5e?key=guest-key';

const orderPlaced = (overrides: Partial<OrderPlacedData> = {}): OrderPlacedData => ({
  customerName: 'Thandi Nkosi',
  orderNumber: 'ORD-7K3M9Q2',
  orderUrl: ORDER_URL,
  lines: [
    {
      title: 'Oak Serving Board',
      variantOptions: '',
      quantity: 2,
      unitPriceCents: 34_900,
      lineTotalCents: 69_800,
    },
    {
      title: 'Kettlebell',
      variantOptions: 'Weight: 12 kg',
      quantity: 1,
      unitPriceCents: 59_900,
      lineTotalCents: 59_900,
    },
  ],
  // 149 700 at full price − 20 000 savings − 12 970 coupon + 0 delivery = 116 730.
  breakdown: {
    itemsCents: 149_700,
    savingsCents: 20_000,
    discountCents: 12_970,
    couponCode: 'WELCOME10',
    shippingCents: 0,
    deliveryLabel: 'Standard delivery (3–5 business days)',
    totalCents: 116_730,
    vatIncluded: true,
  },
  shippingAddress: {
    street: '12 Long Street',
    suburb: 'Gardens',
    city: 'Cape Town',
    province: 'Western Cape',
    postalCode: '8001',
  },
  payment: {
    method: 'eft',
    bank: {
      bankName: 'First National Bank',
      accountHolder: 'Lekker Living (Pty) Ltd',
      accountNumber: '62812345678',
      branchCode: '250655',
    },
    reference: 'ORD-7K3M9Q2',
    holdUntil: '2026-11-25T12:30:00.000Z',
  },
  ...overrides,
});

/** One message of every kind: a new kind fails to compile here until it has one. */
const EXAMPLES: { [K in EmailKind]: Extract<EmailMessage, { kind: K }> } = {
  order_placed: { kind: 'order_placed', data: orderPlaced() },
  payment_received: {
    kind: 'payment_received',
    data: { customerName: 'Thandi', orderNumber: 'ORD-7K3M9Q2', orderUrl: ORDER_URL, totalCents: 116_730 },
  },
  order_shipped: {
    kind: 'order_shipped',
    data: {
      customerName: 'Thandi',
      orderNumber: 'ORD-7K3M9Q2',
      orderUrl: ORDER_URL,
      trackingNumber: 'TCG123456',
    },
  },
  order_cancelled: {
    kind: 'order_cancelled',
    data: { customerName: 'Thandi', orderNumber: 'ORD-7K3M9Q2', orderUrl: ORDER_URL, reason: 'released' },
  },
  return_requested: {
    kind: 'return_requested',
    data: {
      customerName: 'Thandi',
      orderNumber: 'ORD-7K3M9Q2',
      orderUrl: ORDER_URL,
      returnNumber: 'ORD-7K3M9Q2-R1',
      items: ['Oak Serving Board × 1'],
    },
  },
  return_decided: {
    kind: 'return_decided',
    data: {
      customerName: 'Thandi',
      orderNumber: 'ORD-7K3M9Q2',
      orderUrl: ORDER_URL,
      returnNumber: 'ORD-7K3M9Q2-R1',
      decision: 'authorised',
      message: 'Please send the belt back to 12 Long Street, Cape Town.',
    },
  },
  refund_issued: {
    kind: 'refund_issued',
    data: {
      customerName: 'Thandi',
      orderNumber: 'ORD-7K3M9Q2',
      orderUrl: ORDER_URL,
      amountCents: 34_900,
      method: 'payfast',
      creditNote: { orderId: 'order', id: 'note', number: 'CN-000001' },
    },
  },
  review_request: {
    kind: 'review_request',
    data: {
      customerName: 'Thandi',
      orderNumber: 'ORD-7K3M9Q2',
      reviewUrl: `${ORDER_URL}#reviews`,
      products: ['Linen Throw', 'Kettlebell 12 kg'],
    },
  },
  review_rejected: {
    kind: 'review_rejected',
    data: {
      customerName: 'Thandi',
      productTitle: 'Linen Throw',
      reviewTitle: 'Soft and warm',
      reason: 'Please tell us about the product, not the courier.',
      reviewUrl: `${ORDER_URL}#reviews`,
    },
  },
  password_reset: {
    kind: 'password_reset',
    data: {
      name: 'Thandi',
      resetUrl: 'https://shop.example.co.za/reset-password?token=abc123',
      validMinutes: 60,
    },
  },
};

/** The amount on the text line that starts with `label`, in cents ('−R200.00' is −20 000; 'Free' is 0). */
function amountOnLine(text: string, label: string): number {
  const line = text.split('\n').find((l) => l.startsWith(label));
  if (!line) throw new Error(`No line '${label}' in:\n${text}`);
  const amount = line.slice(label.length).trim();
  if (amount === 'Free') return 0;
  const match = /^(−?)R([\d,]+)\.(\d{2})$/.exec(amount);
  if (!match) throw new Error(`No amount on '${line}'`);
  const cents = Number(match[2]!.replaceAll(',', '')) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}

describe('renderEmail', () => {
  it.each(EMAIL_KINDS)('renders %s as a whole HTML document and a plain-text alternative', (kind) => {
    const email = renderEmail(EXAMPLES[kind]);
    expect(email.subject.length).toBeGreaterThan(0);
    expect(email.html).toMatch(/^<!DOCTYPE html/);
    expect(email.html).toContain('Lekker Living');
    expect(email.html).toContain('#2f6f4f');
    expect(email.text).toContain('Lekker Living');
    // The text version is text: no markup, and the hidden preview line is left out.
    expect(email.text).not.toMatch(/<[a-z]/i);
  });

  it('leaves async hooks off (docs/decisions/0036-no-async-hooks.md)', async () => {
    // A promise's continuation runs in an async context of its own only while a hook is on.
    const contextOfAPromise = () => Promise.resolve().then(() => executionAsyncId());
    expect(await contextOfAPromise()).toBe(0);
    for (const kind of EMAIL_KINDS) renderEmail(EXAMPLES[kind]);
    expect(await contextOfAPromise()).toBe(0);
  });

  it("leaves out the preload links React writes for an email's images", () => {
    const element = createElement(
      'html',
      null,
      createElement('head'),
      createElement(
        'body',
        null,
        createElement('img', { src: 'https://shop.example/logo.png', alt: 'Logo' }),
      ),
    );
    expect(markupOf(element)).toBe(
      '<html><head></head><body><img src="https://shop.example/logo.png" alt="Logo"/></body></html>',
    );
  });

  describe('order_placed', () => {
    it('lists every line and every amount of the breakdown, in HTML and text', () => {
      const email = renderEmail({ kind: 'order_placed', data: orderPlaced() });
      expect(email.subject).toBe('Your Lekker Living order ORD-7K3M9Q2');
      for (const body of [email.html, email.text]) {
        expect(body).toContain('ORD-7K3M9Q2');
        expect(body).toContain('Thandi Nkosi');
        expect(body).toContain('Oak Serving Board');
        expect(body).toContain('Kettlebell');
        expect(body).toContain('Weight: 12 kg');
        for (const cents of [34_900, 69_800, 59_900, 149_700, 116_730])
          expect(body).toContain(formatRand(cents));
        expect(body).toContain(`−${formatRand(20_000)}`);
        expect(body).toContain(`−${formatRand(12_970)}`);
        expect(body).toContain('Coupon (WELCOME10)');
        expect(body).toContain('Standard delivery (3–5 business days)');
        expect(body).toContain('Total (incl. VAT)');
        expect(body).toContain('12 Long Street');
        expect(body).toContain('8001');
      }
      expect(email.html).toContain(`href="${ORDER_URL.replace('&', '&amp;')}"`);
      expect(email.text).toContain(ORDER_URL);
    });

    it('adds up line by line: items − savings − coupon + delivery = total', () => {
      const { text } = renderEmail({ kind: 'order_placed', data: orderPlaced() });
      const items = amountOnLine(text, 'Items');
      const savings = amountOnLine(text, 'Savings');
      const coupon = amountOnLine(text, 'Coupon (WELCOME10)');
      const delivery = amountOnLine(text, 'Standard delivery (3–5 business days)');
      const total = amountOnLine(text, 'Total (incl. VAT)');
      expect([items, savings, coupon, delivery, total]).toEqual([149_700, -20_000, -12_970, 0, 116_730]);
      expect(items + savings + coupon + delivery).toBe(total);
      // In that order.
      const order = ['Items', 'Savings', 'Coupon', 'Standard delivery', 'Total'].map((l) =>
        text.indexOf(`\n${l}`),
      );
      expect(order).toEqual([...order].sort((a, b) => a - b));
    });

    it('leaves out savings and coupon when there are none, and shows a delivery fee', () => {
      const { text, html } = renderEmail({
        kind: 'order_placed',
        data: orderPlaced({
          lines: [
            {
              title: 'Linen Cushion',
              variantOptions: '',
              quantity: 1,
              unitPriceCents: 29_900,
              lineTotalCents: 29_900,
            },
          ],
          breakdown: {
            itemsCents: 29_900,
            savingsCents: 0,
            discountCents: 0,
            couponCode: null,
            shippingCents: 9_999,
            deliveryLabel: 'Express delivery (1–2 business days)',
            totalCents: 39_899,
          },
        }),
      });
      expect(text).not.toContain('Savings');
      expect(text).not.toContain('Coupon');
      expect(html).not.toContain('Savings');
      expect(amountOnLine(text, 'Express delivery (1–2 business days)')).toBe(9_999);
      expect(amountOnLine(text, 'Items') + amountOnLine(text, 'Express delivery (1–2 business days)')).toBe(
        amountOnLine(text, 'Total'),
      );
      // A shop not registered for VAT never mentions it.
      expect(text).not.toContain('VAT');
      expect(html).not.toContain('VAT');
    });

    it('gives EFT bank details, the order number as reference and the time to pay by (Johannesburg)', () => {
      const email = renderEmail({ kind: 'order_placed', data: orderPlaced() });
      // The order holds its stock until 12:30 UTC: 14:30 in Johannesburg (UTC+2).
      const payBy = '25 November 2026 at 14:30';
      // React separates adjacent text in HTML with empty comments; a reader never sees them.
      for (const body of [email.html.replaceAll('<!-- -->', ''), email.text]) {
        expect(body).toContain('First National Bank');
        expect(body).toContain('Lekker Living (Pty) Ltd');
        expect(body).toContain('62812345678');
        expect(body).toContain('250655');
        expect(body).toContain('Use ORD-7K3M9Q2 as the payment reference');
        expect(body).toContain(payBy);
      }
      expect(email.text).toMatch(/Reference\s+ORD-7K3M9Q2/);
    });

    it('shows no empty bank block when the shop has no account (docs/decisions/0019-shop-settings.md)', () => {
      const email = renderEmail({
        kind: 'order_placed',
        data: orderPlaced({
          payment: {
            method: 'eft',
            bank: null,
            reference: 'ORD-7K3M9Q2',
            holdUntil: '2026-11-25T12:30:00.000Z',
          },
        }),
      });
      expect(email.text).toContain('Our bank account details are being updated');
      expect(email.text).toContain('Use ORD-7K3M9Q2 as the payment reference');
      for (const label of ['Account holder', 'Account number', 'Branch code']) {
        expect(email.text).not.toContain(label);
      }
    });

    it.each([
      ['pending', 'Pay now'],
      ['failed', 'Try again'],
    ] as const)('links a %s PayFast payment to the order page to pay', (status, button) => {
      const email = renderEmail({
        kind: 'order_placed',
        data: orderPlaced({ payment: { method: 'payfast', status, payUrl: `${ORDER_URL}&pay=1` } }),
      });
      expect(email.html).toContain(button);
      expect(email.html).toContain(`href="${ORDER_URL.replace('&', '&amp;')}&amp;pay=1"`);
      expect(email.text).toContain(`${ORDER_URL}&pay=1`);
      expect(email.text).not.toContain('payment reference');
    });

    it('thanks for a PayFast payment already made', () => {
      const email = renderEmail({
        kind: 'order_placed',
        data: orderPlaced({ payment: { method: 'payfast', status: 'paid', payUrl: ORDER_URL } }),
      });
      expect(email.text).toContain('Your payment with PayFast was received');
      expect(email.text).not.toContain('Pay now');
    });

    it('escapes what the customer typed', () => {
      const email = renderEmail({
        kind: 'order_placed',
        data: orderPlaced({ customerName: '<script>alert(1)</script>' }),
      });
      expect(email.html).not.toContain('<script>');
      expect(email.html).toContain('&lt;script&gt;');
    });
  });

  it('payment_received: the order and the amount received', () => {
    const email = renderEmail(EXAMPLES.payment_received);
    expect(email.subject).toBe('Payment received for order ORD-7K3M9Q2');
    for (const body of [email.html, email.text]) {
      expect(body).toContain('ORD-7K3M9Q2');
      expect(body).toContain(formatRand(116_730));
    }
    expect(email.text).toContain(ORDER_URL);
  });

  it('order_shipped: the tracking number, when there is one', () => {
    const email = renderEmail(EXAMPLES.order_shipped);
    expect(email.subject).toBe('Order ORD-7K3M9Q2 has shipped');
    expect(email.html).toContain('TCG123456');
    expect(email.text).toContain('Tracking number: TCG123456');

    const untracked = renderEmail({
      kind: 'order_shipped',
      data: { ...EXAMPLES.order_shipped.data, trackingNumber: null },
    });
    expect(untracked.text).not.toContain('Tracking number');
    expect(untracked.text).toContain('ORD-7K3M9Q2');
  });

  it.each([
    [
      'released',
      'We did not receive payment in time, so your order was cancelled and its items returned to stock.',
    ],
    ['payment_cancelled', 'The payment was cancelled, so your order was cancelled'],
    ['admin', 'We had to cancel your order.'],
  ] as const)('order_cancelled (%s): why, and what the customer can do', (reason, why) => {
    const email = renderEmail({
      kind: 'order_cancelled',
      data: { ...EXAMPLES.order_cancelled.data, reason },
    });
    expect(email.subject).toBe('Order ORD-7K3M9Q2 was cancelled');
    expect(email.text).toContain('Order ORD-7K3M9Q2 was cancelled.');
    expect(email.text).toContain(why);
    expect(email.text).toContain('reply to this email');
    expect(email.text).toContain('place a new order');
  });

  it('password_reset: a button and the link as text, how long it lasts, and what to do if unasked', () => {
    const email = renderEmail(EXAMPLES.password_reset);
    const url = 'https://shop.example.co.za/reset-password?token=abc123';
    expect(email.subject).toBe('Reset your Lekker Living password');
    expect(email.html).toContain(`href="${url}"`);
    expect(email.html.match(new RegExp(`href="${url.replace(/[?.]/g, '\\$&')}"`, 'g'))).toHaveLength(2);
    expect(email.text).toContain(url);
    expect(email.text).toContain('Reset your password');
    expect(email.text).toContain('60 minutes');
    expect(email.text).toContain(
      'If you did not ask for this, ignore this email; your password stays as it is.',
    );
  });
});
