import type { PaymentStart } from '@shared/schemas/checkout';

/**
 * Sends the browser to the payment provider as it documents: PayFast takes a form post of the
 * signed fields to its process address (the shop's server built and signed them).
 */
export function goToPayment(start: Extract<PaymentStart, { method: 'payfast' }>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = start.action;
  for (const [name, value] of start.fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
