import { randomInt, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

import { verifyApiSignature } from '../modules/payments/payfast/api-signature.js';
import {
  CHECKOUT_FIELD_ORDER,
  centsToRand,
  ITEM_NAME_MAX_LENGTH,
} from '../modules/payments/payfast/checkout-form.js';
import { paramString, signature } from '../modules/payments/payfast/encoding.js';
import { itnParamString, signItn } from '../modules/payments/payfast/itn.js';
import type { RefundMethod } from '../modules/payments/payfast/refunds.js';

/**
 * A local stand-in for PayFast (https://developers.payfast.co.za/docs) for tests and local runs: it takes
 * the checkout form post, shows a page with Complete / Fail / Cancel buttons, sends the buyer back and
 * posts a signed ITN to notify_url, and answers the validate call. It also plays PayFast's API for
 * refunds (https://developers.payfast.co.za/api#refunds) on the same address: the signed query and
 * create calls on the payments it issued. Plain node:http, 127.0.0.1 only.
 */

export type SimulatedStatus = 'COMPLETE' | 'FAILED' | 'CANCELLED';

export interface SimulatedItn {
  status: SimulatedStatus;
  /** The fields posted, in order, signature last. */
  fields: Array<[string, string]>;
  /** Sent through sendItn with altered data: the validate endpoint does not vouch for it. */
  forged: boolean;
  /** The notify_url's answer status, once it answered (the last attempt's). */
  answerStatus?: number;
  /** How many times it was posted (more than once when notify_url did not answer 200 and resending is on). */
  attempts: number;
  /** Why delivery failed (no notify_url, connection refused, timeout…). */
  error?: string;
}

export interface SimulatedPayment {
  /** The simulator's own id, carried by the payment page's buttons. */
  id: string;
  /** The checkout form's fields as posted. */
  received: Array<[string, string]>;
  mPaymentId: string;
  pfPaymentId: string;
  amountCents: number;
  /** What the buyer chose on the payment page, once they chose. */
  outcome?: SimulatedStatus;
  itns: SimulatedItn[];
  /** How the buyer paid (setFunding): decides what the refund API allows. */
  funding: SimulatedFunding;
  /** Refunded so far through the API. */
  refundedCents: number;
}

/**
 * How a payment was funded, as far as refunds go: a card refunded to itself; a debit card, which the
 * docs' own query example shows refunded in part and by bank payout only; or a method the API cannot
 * refund at all.
 */
export type SimulatedFunding = 'credit_card' | 'debit_card' | 'not_refundable';

export interface SimulatedRefund {
  pfPaymentId: string;
  amountCents: number;
  reason: string;
  notifyBuyer: boolean;
  method: 'PAYMENT_SOURCE' | 'BANK_PAYOUT';
  /** The bank fields as sent, for a bank payout. */
  bankAccount?: Record<string, string>;
  /** Sent with `?testing=true` (the sandbox). */
  testing: boolean;
}

/** Every API call the simulator answered, in order. */
export interface SimulatedApiCall {
  method: string;
  path: string;
  testing: boolean;
  status: number;
  message: string;
}

export interface PayfastSimulator {
  baseUrl: string;
  close(): Promise<void>;
  payments: SimulatedPayment[];
  /**
   * Posts an ITN for the latest payment with this m_payment_id at once and resolves with the notify
   * answer's status (0 when it could not be delivered). Overridden fields replace or extend the genuine
   * ones and the signature is recomputed unless `signature` is overridden too; an ITN with altered data
   * is one PayFast never sent, so the validate endpoint answers INVALID for it.
   */
  sendItn(mPaymentId: string, status: SimulatedStatus, overrides?: Record<string, string>): Promise<number>;
  /** Refunds made through the API, in order. */
  refunds: SimulatedRefund[];
  apiCalls: SimulatedApiCall[];
  /** Says how the payment with this pf_payment_id was funded (every payment starts as 'credit_card'). */
  setFunding(pfPaymentId: string, funding: SimulatedFunding): void;
}

export interface PayfastSimulatorOptions {
  merchantId: string;
  merchantKey: string;
  passphrase: string;
  /** Delay between the buyer's choice and the ITN (default 300 ms). */
  itnDelayMs?: number;
  /**
   * Hold each ITN until a test releases it (`POST /simulator/release` with the m_payment_id), so a
   * browser test sees the shop waiting for the payment before the notification lands.
   */
  holdItns?: boolean;
  /**
   * Waits before each new attempt at an ITN that notify_url did not answer 200 (PayFast sends it again:
   * docs/decisions/0009-trading.md). Unset: one attempt, which is what most tests look at.
   */
  resendItnAfterMs?: readonly number[];
  /**
   * Posts the form to notify_url and resolves with the answer's status: fetch unless given (a shop
   * behind TLS with its own certificate authority needs a client that trusts it).
   */
  post?: (url: string, form: string, signal: AbortSignal) => Promise<number>;
}

const MAX_BODY_BYTES = 64 * 1024;
const NOTIFY_TIMEOUT_MS = 10_000;
/** "you will not be able to process payments with an amount less than ZAR 5.00" (https://developers.payfast.co.za/docs#go_live). */
const MINIMUM_AMOUNT_CENTS = 500;
const KNOWN_FIELDS = new Set<string>([...CHECKOUT_FIELD_ORDER, 'signature']);
const CUSTOM_STR = ['custom_str1', 'custom_str2', 'custom_str3', 'custom_str4', 'custom_str5'];
const CUSTOM_INT = ['custom_int1', 'custom_int2', 'custom_int3', 'custom_int4', 'custom_int5'];
const TITLE = 'PayFast sandbox simulator';

export async function startPayfastSimulator(options: PayfastSimulatorOptions): Promise<PayfastSimulator> {
  const itnDelayMs = options.itnDelayMs ?? 300;
  const payments: SimulatedPayment[] = [];
  const refunds: SimulatedRefund[] = [];
  const apiCalls: SimulatedApiCall[] = [];
  /** Param strings (signature excluded) of the genuine ITNs sent: what validate answers VALID for. */
  const genuine = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  const deliveries = new Set<Promise<number>>();
  const closing = new AbortController();
  let nextPfPaymentId = randomInt(1_000_000, 9_000_000);

  const post =
    options.post ??
    (async (url: string, form: string, signal: AbortSignal) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal,
      });
      await response.arrayBuffer();
      return response.status;
    });

  const attempt = async (notifyUrl: string, itn: SimulatedItn): Promise<number> => {
    try {
      const signal = AbortSignal.any([closing.signal, AbortSignal.timeout(NOTIFY_TIMEOUT_MS)]);
      itn.answerStatus = await post(
        notifyUrl,
        paramString(itn.fields, { skipEmpty: false, trim: false }),
        signal,
      );
      delete itn.error;
      return itn.answerStatus;
    } catch (error) {
      itn.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      return 0;
    }
  };

  const deliver = (payment: SimulatedPayment, itn: SimulatedItn): Promise<number> => {
    const delivery = (async () => {
      const notifyUrl = fieldOf(payment.received, 'notify_url');
      if (!notifyUrl) {
        itn.error = 'The checkout form had no notify_url';
        return 0;
      }
      let status = await attempt(notifyUrl, itn);
      for (const waitMs of options.resendItnAfterMs ?? []) {
        if (status === 200 || closing.signal.aborted) break;
        await sleep(waitMs, undefined, { signal: closing.signal }).catch(() => undefined);
        if (closing.signal.aborted) break;
        itn.attempts += 1;
        status = await attempt(notifyUrl, itn);
      }
      return status;
    })();
    deliveries.add(delivery);
    void delivery.finally(() => deliveries.delete(delivery));
    return delivery;
  };

  const buildItn = (
    payment: SimulatedPayment,
    status: SimulatedStatus,
    overrides: Record<string, string> = {},
  ): SimulatedItn => {
    const fields = itnFields(payment, status, options.merchantId);
    const { signature: signatureOverride, ...dataOverrides } = overrides;
    for (const [key, value] of Object.entries(dataOverrides)) {
      const index = fields.findIndex(([k]) => k === key);
      if (index === -1) fields.push([key, value]);
      else fields[index] = [key, value];
    }
    const forged = Object.keys(dataOverrides).length > 0;
    fields.push(['signature', signatureOverride ?? signItn(fields, options.passphrase)]);
    // Registered before posting: the shop asks validate while PayFast's post is still open.
    if (!forged) genuine.add(itnParamString(fields));
    const itn: SimulatedItn = { status, fields, forged, attempts: 1 };
    payment.itns.push(itn);
    return itn;
  };

  const acceptCheckout = (received: Array<[string, string]>, response: ServerResponse) => {
    const problems = checkoutProblems(received, options);
    if (problems.length > 0) {
      send(response, 400, errorPage('The payment was refused', problems));
      return;
    }
    const amount = fieldOf(received, 'amount')!;
    const payment: SimulatedPayment = {
      id: randomUUID(),
      received,
      mPaymentId: fieldOf(received, 'm_payment_id') ?? '',
      pfPaymentId: String(nextPfPaymentId++),
      amountCents: amountToCents(amount)!,
      itns: [],
      funding: 'credit_card',
      refundedCents: 0,
    };
    payments.push(payment);
    send(response, 200, paymentPage(payment, options.merchantId));
  };

  const choose = (outcome: SimulatedStatus, form: Array<[string, string]>, response: ServerResponse) => {
    const id = fieldOf(form, 'payment_id');
    const payment = payments.find((p) => p.id === id);
    if (!payment) {
      send(response, 404, errorPage('No such payment', ['The simulator has no payment with this id.']));
      return;
    }
    if (payment.outcome) {
      const message = `This payment already ended: ${payment.outcome}.`;
      send(response, 409, errorPage('Payment already ended', [message]));
      return;
    }
    payment.outcome = outcome;
    if (!options.holdItns) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void deliver(payment, buildItn(payment, outcome));
      }, itnDelayMs);
      timers.add(timer);
    }
    // PayFast sends a cancelled buyer to cancel_url and every other one to return_url.
    const target = fieldOf(payment.received, outcome === 'CANCELLED' ? 'cancel_url' : 'return_url');
    if (target) {
      response.writeHead(303, { location: target }).end();
    } else {
      const message = `Payment ${outcome.toLowerCase()}; the checkout form gave no URL to return to.`;
      send(response, 200, page(TITLE, `<h1>${TITLE}</h1><p>${escapeHtml(message)}</p>`));
    }
  };

  const refundApi = createRefundApi(options, payments, refunds);

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://simulator');
    const path = url.pathname;
    if (path.startsWith('/refunds/')) {
      const body = await readBody(request);
      const answer =
        body === undefined ? apiFailure(413, 'The request body is too large') : refundApi(request, url, body);
      const testing = url.searchParams.get('testing') === 'true';
      apiCalls.push({
        method: request.method ?? '',
        path,
        testing,
        status: answer.status,
        message: answer.message,
      });
      send(response, answer.status, JSON.stringify(answer.body), 'application/json');
      return;
    }
    const routes: Record<string, (body: string) => void> = {
      '/eng/process': (body) => acceptCheckout(parseForm(body), response),
      '/simulator/complete': (body) => choose('COMPLETE', parseForm(body), response),
      '/simulator/fail': (body) => choose('FAILED', parseForm(body), response),
      '/simulator/cancel': (body) => choose('CANCELLED', parseForm(body), response),
      '/simulator/release': (body) => {
        const mPaymentId = fieldOf(parseForm(body), 'm_payment_id');
        const payment = payments.findLast((p) => p.mPaymentId === mPaymentId && p.outcome);
        if (!payment?.outcome) {
          send(response, 404, errorPage('No such payment', ['No payment with this m_payment_id has ended.']));
          return;
        }
        void deliver(payment, buildItn(payment, payment.outcome)).then((status) =>
          send(response, 200, `notify answered ${status}`, 'text/plain; charset=utf-8'),
        );
      },
      '/eng/query/validate': (body) =>
        send(response, 200, genuine.has(body) ? 'VALID' : 'INVALID', 'text/plain; charset=utf-8'),
    };
    const route = routes[path];
    if (!route) return send(response, 404, errorPage('Not found', [`Nothing at ${path}.`]));
    if (request.method !== 'POST') {
      response.setHeader('allow', 'POST');
      return send(response, 405, errorPage('Method not allowed', [`${path} takes a form POST.`]));
    }
    const body = await readBody(request);
    if (body === undefined) return send(response, 413, errorPage('Too large', ['The form is too large.']));
    route(body);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, errorPage('Simulator error', [String(error)]));
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    payments,
    refunds,
    apiCalls,
    setFunding(pfPaymentId, funding) {
      const payment = payments.find((p) => p.pfPaymentId === pfPaymentId);
      if (!payment) throw new Error(`The simulator issued no payment with pf_payment_id ${pfPaymentId}`);
      payment.funding = funding;
    },
    async sendItn(mPaymentId, status, overrides) {
      const payment = payments.findLast((p) => p.mPaymentId === mPaymentId);
      if (!payment) throw new Error(`The simulator received no payment with m_payment_id ${mPaymentId}`);
      return deliver(payment, buildItn(payment, status, overrides));
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      closing.abort();
      await Promise.allSettled([...deliveries]);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

interface ApiAnswer {
  status: number;
  body: unknown;
  /** PayFast's message, kept in apiCalls. */
  message: string;
}

/** The API's error body: `{ code, status: "failed", data: { response: false, message } }` (https://developers.payfast.co.za/api#errors). */
function apiFailure(status: number, message: string): ApiAnswer {
  return { status, body: { code: status, status: 'failed', data: { response: false, message } }, message };
}

const FUNDING: Record<
  SimulatedFunding,
  { fundingType: string; full: RefundMethod; partial: RefundMethod; errors: string[] }
> = {
  credit_card: { fundingType: 'Credit Card', full: 'PAYMENT_SOURCE', partial: 'PAYMENT_SOURCE', errors: [] },
  debit_card: { fundingType: 'Debit Card', full: 'NOT_AVAILABLE', partial: 'BANK_PAYOUT', errors: [] },
  not_refundable: {
    fundingType: 'Other',
    full: 'NOT_AVAILABLE',
    partial: 'NOT_AVAILABLE',
    errors: ['This payment method cannot be refunded through the API.'],
  },
};

/** Some of the banks the docs' query example lists for a bank payout. */
const BANK_NAMES = [
  { bank_name: 'ABSA', label: 'Absa' },
  { bank_name: 'STANDARD', label: 'Standard Bank' },
  { bank_name: 'FNB', label: 'FNB' },
];
const BANK_FIELDS = [
  'bank_account_holder',
  'bank_name',
  'bank_branch_code',
  'bank_account_number',
  'bank_account_type',
] as const;
/** "acc_holder | bank_account_holder", "acc_type | bank_account_type": either name is accepted. */
const BANK_FIELD_ALIASES: Partial<Record<(typeof BANK_FIELDS)[number], string>> = {
  bank_account_holder: 'acc_holder',
  bank_account_type: 'acc_type',
};
/** "YYYY-MM-DDTHH:MM[:SS][(+-)HH:MM]" (https://developers.payfast.co.za/api#request-timestamp). */
const API_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:?\d{2}|Z)?$/;
const REQUIRED_MISSING = 'Required variables not present in request';

/**
 * PayFast's refund endpoints, as documented: GET /refunds/query/:id and POST /refunds/:id, each signed
 * over its headers, query and body with the passphrase (src/server/modules/payments/payfast/api-signature.ts).
 * The docs' error list decides the authentication answers; where they are silent (an unknown payment,
 * an amount above what is left) the answers are those of docs/decisions/0009.
 */
function createRefundApi(
  options: PayfastSimulatorOptions,
  payments: SimulatedPayment[],
  refunds: SimulatedRefund[],
) {
  const paid = (payment: SimulatedPayment) =>
    payment.outcome === 'COMPLETE' || payment.itns.some((itn) => itn.status === 'COMPLETE' && !itn.forged);

  /** What the query reports for a payment: its funding's methods, less what refunds have used up. */
  const refundState = (payment: SimulatedPayment) => {
    const funding = FUNDING[payment.funding];
    const available = payment.amountCents - payment.refundedCents;
    const errors = paid(payment) ? funding.errors : ['This payment was not completed.'];
    const refundable = errors.length === 0 && funding.partial !== 'NOT_AVAILABLE';
    const status = !refundable ? 'NOT_AVAILABLE' : available === 0 ? 'COMPLETED' : 'REFUNDABLE';
    // A full refund is of the whole original amount: gone once any part was refunded.
    const full: RefundMethod =
      status === 'REFUNDABLE' && payment.refundedCents === 0 ? funding.full : 'NOT_AVAILABLE';
    const partial: RefundMethod = status === 'REFUNDABLE' ? funding.partial : 'NOT_AVAILABLE';
    return { funding, available, errors, status, full, partial };
  };

  const methodObject = (method: RefundMethod) =>
    method === 'BANK_PAYOUT'
      ? { method, ...Object.fromEntries(BANK_FIELDS.map((field) => [field, ''])) }
      : { method };

  const query = (payment: SimulatedPayment): ApiAnswer => {
    const state = refundState(payment);
    const bankPayout = state.full === 'BANK_PAYOUT' || state.partial === 'BANK_PAYOUT';
    return {
      status: 200,
      message: state.status,
      body: {
        token: payment.id,
        funding_type: state.funding.fundingType,
        amount_original: payment.amountCents,
        amount_available_for_refund: state.available,
        status: state.status,
        errors: state.errors,
        refund_full: methodObject(state.full),
        refund_partial: methodObject(state.partial),
        bank_names: bankPayout ? BANK_NAMES : [],
      },
    };
  };

  const create = (payment: SimulatedPayment, fields: Map<string, string>, testing: boolean): ApiAnswer => {
    const state = refundState(payment);
    if (state.status === 'NOT_AVAILABLE') return apiFailure(400, state.errors[0] ?? 'Refund not available');
    const amount = fields.get('amount') ?? '';
    const reason = fields.get('reason') ?? '';
    const notifyBuyer = fields.get('notify_buyer');
    if (!/^\d+$/.test(amount) || Number(amount) < 1) return apiFailure(400, REQUIRED_MISSING);
    if (Array.from(reason).length < 3 || Array.from(reason).length > 255)
      return apiFailure(400, REQUIRED_MISSING);
    if (notifyBuyer !== '1' && notifyBuyer !== '0') return apiFailure(400, REQUIRED_MISSING);
    const cents = Number(amount);
    if (cents > state.available) {
      return apiFailure(400, 'The refund amount is more than the amount available for refund');
    }
    const method = cents === payment.amountCents ? state.full : state.partial;
    if (method === 'NOT_AVAILABLE') {
      const kind = cents === payment.amountCents ? 'A full' : 'A partial';
      return apiFailure(400, `${kind} refund is not available for this payment`);
    }
    let bankAccount: Record<string, string> | undefined;
    if (method === 'BANK_PAYOUT') {
      bankAccount = {};
      for (const field of BANK_FIELDS) {
        const alias = BANK_FIELD_ALIASES[field];
        const value = fields.get(field) ?? (alias ? fields.get(alias) : undefined) ?? '';
        if (value === '') return apiFailure(400, REQUIRED_MISSING);
        bankAccount[field] = value;
      }
      const known = BANK_NAMES.some((bank) => bank.bank_name === bankAccount!.bank_name);
      if (!known || !['current', 'savings'].includes(bankAccount.bank_account_type!)) {
        return apiFailure(400, REQUIRED_MISSING);
      }
    }
    payment.refundedCents += cents;
    refunds.push({
      pfPaymentId: payment.pfPaymentId,
      amountCents: cents,
      reason,
      notifyBuyer: notifyBuyer === '1',
      method,
      ...(bankAccount ? { bankAccount } : {}),
      testing,
    });
    return {
      status: 200,
      message: 'Success',
      body: { code: 200, status: 'success', data: { response: true, message: 'Success' } },
    };
  };

  return (request: IncomingMessage, url: URL, rawBody: string): ApiAnswer => {
    const route =
      request.method === 'GET'
        ? /^\/refunds\/query\/([^/]+)$/.exec(url.pathname)
        : /^\/refunds\/([^/]+)$/.exec(url.pathname);
    if (!route || (request.method !== 'GET' && request.method !== 'POST')) {
      return apiFailure(404, 'Service / endpoint not found');
    }
    const fields = apiBodyFields(request, rawBody);
    if (!fields) return apiFailure(400, 'The request body is neither a flat JSON object nor a form');

    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const given = header('signature');
    if (given === undefined || given === '') return apiFailure(400, 'Signature not present in headers');
    const merchantId = header('merchant-id');
    const version = header('version');
    const timestamp = header('timestamp');
    if (!merchantId || !version || !timestamp || !API_TIMESTAMP.test(timestamp)) {
      return apiFailure(400, REQUIRED_MISSING);
    }
    if (version !== 'v1') return apiFailure(400, 'API version is not valid');
    if (!/^[0-9a-f]{32}$/.test(given))
      return apiFailure(400, 'Value for signature is not in the expected format');
    if (merchantId !== options.merchantId) return apiFailure(401, 'Merchant not found');
    const variables: Record<string, string> = { 'merchant-id': merchantId, version, timestamp };
    for (const [key, value] of url.searchParams) variables[key] = value;
    for (const [key, value] of fields) variables[key] = value;
    if (!verifyApiSignature(variables, options.passphrase, given)) {
      return apiFailure(401, 'Merchant authorisation failed');
    }

    const id = decodeURIComponent(route[1]!);
    const payment = payments.find((p) => p.pfPaymentId === id);
    if (!payment) return apiFailure(404, 'Transaction not found');
    return request.method === 'GET'
      ? query(payment)
      : create(payment, fields, url.searchParams.get('testing') === 'true');
  };
}

/**
 * The body's variables as the signature reads them: "a single-level JSON representation" or a form
 * (https://developers.payfast.co.za/api#request-body); numbers as digits, booleans as 1 or 0.
 * Undefined when it is neither.
 */
function apiBodyFields(request: IncomingMessage, body: string): Map<string, string> | undefined {
  const fields = new Map<string, string>();
  if (body.trim() === '') return fields;
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
    for (const [key, value] of new URLSearchParams(body)) fields.set(key, value);
    return fields;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value === 'string') fields.set(key, value);
    else if (typeof value === 'number' && Number.isFinite(value)) fields.set(key, String(value));
    else if (typeof value === 'boolean') fields.set(key, value ? '1' : '0');
    else return undefined;
  }
  return fields;
}

/** The ITN's fields in the order PayFast documents them (https://developers.payfast.co.za/docs#step_4_confirm_payment), empty ones included. */
function itnFields(
  payment: SimulatedPayment,
  status: SimulatedStatus,
  merchantId: string,
): Array<[string, string]> {
  const given = (key: string) => fieldOf(payment.received, key) ?? '';
  const gross = payment.amountCents;
  // PayFast reports its fee as a negative amount; roughly 3.2% + R2.00, charged on completed payments only.
  const fee = status === 'COMPLETE' ? -Math.min(gross, Math.round((gross * 32) / 1000) + 200) : 0;
  return [
    ['m_payment_id', payment.mPaymentId],
    ['pf_payment_id', payment.pfPaymentId],
    ['payment_status', status],
    ['item_name', given('item_name')],
    ['item_description', given('item_description')],
    ['amount_gross', centsToRand(gross)],
    ['amount_fee', signedRand(fee)],
    ['amount_net', signedRand(gross + fee)],
    ...CUSTOM_STR.map((key): [string, string] => [key, given(key)]),
    ...CUSTOM_INT.map((key): [string, string] => [key, given(key)]),
    ['name_first', given('name_first')],
    ['name_last', given('name_last')],
    ['email_address', given('email_address')],
    ['merchant_id', merchantId],
  ];
}

/** What PayFast would refuse in a checkout post; empty when it is acceptable. */
function checkoutProblems(received: Array<[string, string]>, options: PayfastSimulatorOptions): string[] {
  const problems: string[] = [];
  const unknown = received.map(([key]) => key).filter((key) => !KNOWN_FIELDS.has(key));
  if (unknown.length > 0) problems.push(`Unknown fields: ${unknown.join(', ')}.`);
  if (fieldOf(received, 'merchant_id') !== options.merchantId)
    problems.push('merchant_id is not a known merchant.');
  else if (fieldOf(received, 'merchant_key') !== options.merchantKey) {
    problems.push('merchant_key does not match merchant_id.');
  }
  const amount = fieldOf(received, 'amount');
  const cents = amount === undefined ? undefined : amountToCents(amount);
  if (cents === undefined) problems.push('amount is missing or not an amount in rand (like 123.45).');
  else if (cents < MINIMUM_AMOUNT_CENTS) problems.push('amount is below the minimum of R5.00.');
  const itemName = fieldOf(received, 'item_name')?.trim() ?? '';
  if (itemName === '') problems.push('item_name is missing.');
  else if (Array.from(itemName).length > ITEM_NAME_MAX_LENGTH) {
    problems.push(`item_name is longer than ${ITEM_NAME_MAX_LENGTH} characters.`);
  }
  const submitted = fieldOf(received, 'signature');
  // PayFast signs the non-blank fields in its documented order, whatever order they were posted in.
  const ordered = CHECKOUT_FIELD_ORDER.map((key): [string, string] => [key, fieldOf(received, key) ?? '']);
  const expected = signature(paramString(ordered, { skipEmpty: true }), options.passphrase);
  if (!submitted) problems.push('signature is missing.');
  else if (submitted !== expected) problems.push('Generated signature does not match submitted signature.');
  return problems;
}

function fieldOf(fields: ReadonlyArray<readonly [string, string]>, key: string): string | undefined {
  return fields.find(([k]) => k === key)?.[1];
}

function parseForm(body: string): Array<[string, string]> {
  return [...new URLSearchParams(body)];
}

/** "1234.5" / "1234.50" / "1234" as integer cents, read as a string; undefined when it is not an amount. */
function amountToCents(amount: string): number | undefined {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return undefined;
  const cents = Number(`${match[1]}${(match[2] ?? '').padEnd(2, '0')}`);
  return Number.isSafeInteger(cents) ? cents : undefined;
}

function signedRand(cents: number): string {
  return cents < 0 ? `-${centsToRand(-cents)}` : centsToRand(cents);
}

async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: string, type = 'text/html; charset=utf-8') {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
dt{font-weight:600}dd{margin:0 0 .5rem}form{display:inline-block;margin:.25rem .5rem .25rem 0}
button{font:inherit;padding:.5rem 1rem;cursor:pointer}</style>
</head>
<body><main>${main}</main></body>
</html>`;
}

function errorPage(heading: string, problems: string[]): string {
  const items = problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('');
  return page(`${heading} | ${TITLE}`, `<h1>${escapeHtml(heading)}</h1><ul>${items}</ul>`);
}

function paymentPage(payment: SimulatedPayment, merchantId: string): string {
  const itemName = fieldOf(payment.received, 'item_name') ?? '';
  const button = (action: string, label: string) =>
    `<form method="post" action="/simulator/${action}">` +
    `<input type="hidden" name="payment_id" value="${escapeHtml(payment.id)}">` +
    `<button type="submit">${label}</button></form>`;
  return page(
    TITLE,
    `<h1>${TITLE}</h1>
<p>This stands in for PayFast's payment page. Choose how the payment ends.</p>
<dl>
<dt>Merchant</dt><dd>${escapeHtml(merchantId)}</dd>
<dt>Item</dt><dd>${escapeHtml(itemName)}</dd>
<dt>Amount</dt><dd>R${centsToRand(payment.amountCents)}</dd>
</dl>
${button('complete', 'Complete payment')}
${button('fail', 'Fail payment')}
${button('cancel', 'Cancel payment')}`,
  );
}
