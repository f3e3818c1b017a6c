import { paramString, phpTrim, signature } from './encoding.js';

export interface PayfastSettings {
  merchantId: string;
  merchantKey: string;
  passphrase: string;
  /** https://www.payfast.co.za or https://sandbox.payfast.co.za (or the simulator), without a trailing slash. */
  baseUrl: string;
  /** Extra ITN sender addresses or CIDR ranges to accept (a proxy, the simulator). */
  itnAllow: string[];
}

export interface PayfastCheckoutInput {
  returnUrl: string;
  cancelUrl: string;
  notifyUrl: string;
  nameFirst: string;
  nameLast: string;
  emailAddress: string;
  mPaymentId: string;
  amountCents: number;
  itemName: string;
}

export interface PayfastCheckoutForm {
  action: string;
  fields: Array<[string, string]>;
}

/**
 * The checkout form's fields in the order of PayFast's attribute tables: the signature string must list
 * them "in the order in which they appear in the attributes description… Do not use the API signature
 * format, which uses alphabetical ordering!" (https://developers.payfast.co.za/docs#step_1_form_fields,
 * https://developers.payfast.co.za/docs#step_2_signature). Recurring-billing fields follow in their own
 * table's order (https://developers.payfast.co.za/docs#subscriptions).
 */
export const CHECKOUT_FIELD_ORDER = [
  // Merchant details
  'merchant_id',
  'merchant_key',
  'return_url',
  'cancel_url',
  'notify_url',
  'fica_idnumber',
  // Customer details
  'name_first',
  'name_last',
  'email_address',
  'cell_number',
  // Transaction details
  'm_payment_id',
  'amount',
  'item_name',
  'item_description',
  'custom_int1',
  'custom_int2',
  'custom_int3',
  'custom_int4',
  'custom_int5',
  'custom_str1',
  'custom_str2',
  'custom_str3',
  'custom_str4',
  'custom_str5',
  // Transaction options
  'email_confirmation',
  'confirmation_address',
  // Payment methods
  'payment_method',
  // Recurring billing
  'subscription_type',
  'billing_date',
  'recurring_amount',
  'frequency',
  'cycles',
  'subscription_notify_email',
  'subscription_notify_webhook',
  'subscription_notify_buyer',
] as const;

/** item_name: "required, 100 char" (https://developers.payfast.co.za/docs#step_1_form_fields). */
export const ITEM_NAME_MAX_LENGTH = 100;

/** Integer cents as PayFast's `amount` ("ZAR decimal"): 123456 -> "1234.56", with string work, no floats. */
export function centsToRand(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount in cents: ${cents}`);
  const digits = String(cents).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Cut to at most `max` characters without splitting a surrogate pair. */
function truncate(value: string, max: number): string {
  const chars = Array.from(value);
  return chars.length <= max ? value : chars.slice(0, max).join('');
}

/**
 * The hidden fields of the form the browser posts to PayFast, signed. Values are trimmed here so what is
 * posted is exactly what was signed; empty fields are left out of both ("all the non-blank variables",
 * https://developers.payfast.co.za/docs#step_2_signature); `signature` comes last.
 */
export function payfastCheckoutForm(
  settings: PayfastSettings,
  input: PayfastCheckoutInput,
): PayfastCheckoutForm {
  const values: Partial<Record<(typeof CHECKOUT_FIELD_ORDER)[number], string>> = {
    merchant_id: settings.merchantId,
    merchant_key: settings.merchantKey,
    return_url: input.returnUrl,
    cancel_url: input.cancelUrl,
    notify_url: input.notifyUrl,
    name_first: input.nameFirst,
    name_last: input.nameLast,
    email_address: input.emailAddress,
    m_payment_id: input.mPaymentId,
    amount: centsToRand(input.amountCents),
    item_name: truncate(phpTrim(input.itemName), ITEM_NAME_MAX_LENGTH),
  };
  const fields: Array<[string, string]> = [];
  for (const key of CHECKOUT_FIELD_ORDER) {
    const value = phpTrim(values[key] ?? '');
    if (value !== '') fields.push([key, value]);
  }
  fields.push(['signature', signature(paramString(fields, { skipEmpty: true }), settings.passphrase)]);
  return { action: `${settings.baseUrl.replace(/\/+$/, '')}/eng/process`, fields };
}
