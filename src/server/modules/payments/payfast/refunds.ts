import { z } from 'zod';

import { centsToRand } from './checkout-form.js';
import {
  type ApiAnswer,
  type ApiCallOptions,
  PAYFAST_API_TIMEOUT_MS,
  type PayfastApiSettings,
  callPayfastApi,
} from './api-request.js';

/**
 * Refunds through PayFast's Refunds API (https://developers.payfast.co.za/api#refunds): query what a
 * payment allows ("It is highly recommended that you run this query before performing a refund"),
 * then create the refund. Every expected answer is an outcome, never a throw; what the docs leave
 * open is decided in docs/decisions/0009 (Refunds through PayFast).
 */

/** How PayFast can pay a refund back: to the card, to a bank account the buyer names, or not at all. */
export type RefundMethod = 'PAYMENT_SOURCE' | 'BANK_PAYOUT' | 'NOT_AVAILABLE';

export interface RefundQuery {
  /** The payment method of the original payment, e.g. "Credit Card", "Debit Card". */
  fundingType: string;
  status: 'REFUNDABLE' | 'COMPLETED' | 'NOT_AVAILABLE';
  /** In cents, as the create call's `amount`; absent when PayFast gives none. */
  originalCents: number | undefined;
  availableCents: number | undefined;
  /** PayFast's words for the buyer when status is NOT_AVAILABLE. */
  errors: string[];
  full: RefundMethod;
  partial: RefundMethod;
  /** The banks a BANK_PAYOUT may name (`bank_name`), with their labels. */
  bankNames: Array<{ bankName: string; label: string }>;
}

export interface RefundBankAccount {
  holder: string;
  /** One of the query's `bankNames`. */
  bankName: string;
  branchCode: string;
  accountNumber: string;
  accountType: 'current' | 'savings';
}

export interface RefundRequest {
  /** PayFast's `pf_payment_id` of the payment (its ITN carried it). */
  paymentId: string;
  amountCents: number;
  reason: string;
  /** Whether PayFast emails the buyer (default true, as PayFast's own SDK sends). */
  notifyBuyer?: boolean;
  /** The buyer's account, for a payment PayFast refunds by bank payout only (a debit card). */
  bankAccount?: RefundBankAccount;
}

export interface RefundRefused {
  kind: 'refused';
  reason: 'amount_above_available' | 'payment_not_found' | 'unauthorised' | 'invalid_request' | 'rejected';
  message: string;
  /** PayFast's HTTP status, when PayFast refused. */
  httpStatus?: number;
  /** What is left to refund, when that was the reason. */
  availableCents?: number;
}

export interface RefundUnavailable {
  kind: 'unavailable';
  reason: string;
}

export type RefundQueryOutcome = { kind: 'answered'; query: RefundQuery } | RefundRefused | RefundUnavailable;

export type RefundOutcome =
  | {
      kind: 'refunded';
      paymentId: string;
      amountCents: number;
      method: 'PAYMENT_SOURCE' | 'BANK_PAYOUT';
      /** PayFast's answer, e.g. "Success" (the create call returns no refund id). */
      message: string;
    }
  | {
      /** PayFast cannot refund this through the API: the caller records a manual refund. */
      kind: 'not_refundable_by_api';
      paymentId: string;
      fundingType: string;
      method: 'NOT_AVAILABLE' | 'BANK_PAYOUT';
      errors: string[];
      bankNames: RefundQuery['bankNames'];
    }
  | RefundRefused
  | (RefundUnavailable & {
      /**
       * The create call went out and no clear answer came back (a timeout, a 5xx, an answer not
       * understood): query again before trying, or the buyer may be paid twice.
       */
      refundMayHaveBeenMade: boolean;
    });

/** Methods the docs do not name are ones this client cannot use. */
const method = z
  .string()
  .transform((m): RefundMethod => (m === 'PAYMENT_SOURCE' || m === 'BANK_PAYOUT' ? m : 'NOT_AVAILABLE'));
/** The docs show amounts both as numbers and as digit strings. */
const cents = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);
const bankName = z.object({ bank_name: z.string().min(1), label: z.string() });

/** The documented answer of GET /refunds/query/:id. */
const refundQueryBody = z
  .object({
    funding_type: z.string().nullish(),
    amount_original: cents.nullish(),
    amount_available_for_refund: cents.nullish(),
    status: z.enum(['REFUNDABLE', 'COMPLETED', 'NOT_AVAILABLE']),
    errors: z.array(z.string()).nullish(),
    refund_full: z.object({ method }).nullish(),
    refund_partial: z.object({ method }).nullish(),
    // The docs' example ends the list with a placeholder ({"etc": "..."}): keep only real entries.
    bank_names: z.array(z.unknown()).nullish(),
  })
  .transform((b): RefundQuery => ({
    fundingType: b.funding_type ?? '',
    status: b.status,
    originalCents: b.amount_original ?? undefined,
    availableCents: b.amount_available_for_refund ?? undefined,
    errors: b.errors ?? [],
    full: b.refund_full?.method ?? 'NOT_AVAILABLE',
    partial: b.refund_partial?.method ?? 'NOT_AVAILABLE',
    bankNames: (b.bank_names ?? []).flatMap((entry) => {
      const parsed = bankName.safeParse(entry);
      return parsed.success ? [{ bankName: parsed.data.bank_name, label: parsed.data.label }] : [];
    }),
  }));

/**
 * The docs show the query's object bare; every other call wraps its answer as
 * `{ code, status, data: { response } }`. Either is read, the envelope first.
 */
const refundQueryAnswer = z.union([
  z.object({ data: z.object({ response: refundQueryBody }) }).transform((e) => e.data.response),
  refundQueryBody,
]);

/** The documented success of POST /refunds/:id: `{ code: 200, status: "success", data: { response: true, message } }`. */
const refundCreated = z.object({
  status: z.literal('success'),
  data: z.object({ response: z.literal(true), message: z.string().optional() }),
});

/** The documented error body: `{ code, status: "failed", data: { response: false, message } }`. */
const failedBody = z.object({
  status: z.string().optional(),
  data: z.object({ message: z.string().optional() }).optional(),
});

const paymentId = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'not a PayFast payment id');

/** The create call's limits: "reason (string, 3-255 char)", bank fields up to their documented sizes. */
const refundRequest = z.object({
  paymentId,
  amountCents: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  reason: z
    .string()
    .trim()
    .refine((r) => Array.from(r).length >= 3 && Array.from(r).length <= 255, 'must be 3 to 255 characters'),
  notifyBuyer: z.boolean().default(true),
  bankAccount: z
    .object({
      holder: z.string().trim().min(1).max(255),
      bankName: z.string().trim().min(1).max(255),
      branchCode: z.string().regex(/^\d{1,6}$/),
      accountNumber: z.string().regex(/^\d{1,12}$/),
      accountType: z.enum(['current', 'savings']),
    })
    .optional(),
});

function invalid(error: z.ZodError): RefundRefused {
  const message = error.issues.map((i) => `${i.path.join('.') || 'request'}: ${i.message}`).join('; ');
  return { kind: 'refused', reason: 'invalid_request', message };
}

/** PayFast's message from an answer's body, else its start. */
function messageOf(answer: Extract<ApiAnswer, { kind: 'answered' }>): string {
  const body = failedBody.safeParse(answer.json);
  const message = body.success ? (body.data.data?.message ?? body.data.status) : undefined;
  return message || answer.text.slice(0, 200) || `HTTP ${answer.status}`;
}

/**
 * A non-2xx answer, by the docs' error codes: 401 is the merchant's credentials or signature
 * ("Merchant authorisation failed", "Merchant not found"), 404 a payment PayFast does not know
 * for this merchant, 429 and 5xx PayFast being busy or broken, any other 4xx a refusal.
 */
function failure(answer: Extract<ApiAnswer, { kind: 'answered' }>): RefundRefused | RefundUnavailable {
  const message = messageOf(answer);
  const { status } = answer;
  if (status === 429 || status >= 500 || status < 400) {
    return { kind: 'unavailable', reason: `PayFast answered ${status}: ${message}` };
  }
  const reason = status === 401 ? 'unauthorised' : status === 404 ? 'payment_not_found' : 'rejected';
  return { kind: 'refused', reason, message, httpStatus: status };
}

const ok = (status: number) => status >= 200 && status < 300;

export function createPayfastRefunds(settings: PayfastApiSettings, options: ApiCallOptions = {}) {
  /** What PayFast allows for this payment: how much is left, and by which method. */
  async function queryRefund(id: string): Promise<RefundQueryOutcome> {
    const checked = paymentId.safeParse(id);
    if (!checked.success) return invalid(checked.error);
    const answer = await callPayfastApi(
      settings,
      { method: 'GET', path: `/refunds/query/${encodeURIComponent(id)}` },
      options,
    );
    if (answer.kind === 'no_answer') return { kind: 'unavailable', reason: answer.reason };
    if (!ok(answer.status)) return failure(answer);
    const parsed = refundQueryAnswer.safeParse(answer.json);
    if (!parsed.success) {
      return {
        kind: 'unavailable',
        reason: `PayFast's refund query answer was not understood: ${answer.text.slice(0, 200)}`,
      };
    }
    return { kind: 'answered', query: parsed.data };
  }

  /**
   * Refund part or all of a payment. The query decides first: nothing is sent when PayFast cannot
   * refund it through the API, or when the amount is above what is left.
   */
  async function refund(input: RefundRequest): Promise<RefundOutcome> {
    const checked = refundRequest.safeParse(input);
    if (!checked.success) return invalid(checked.error);
    const request = checked.data;

    const queried = await queryRefund(request.paymentId);
    if (queried.kind === 'unavailable') return { ...queried, refundMayHaveBeenMade: false };
    if (queried.kind !== 'answered') return queried;
    const { query } = queried;
    const notByApi = (method: 'NOT_AVAILABLE' | 'BANK_PAYOUT'): RefundOutcome => ({
      kind: 'not_refundable_by_api',
      paymentId: request.paymentId,
      fundingType: query.fundingType,
      method,
      errors: query.errors,
      bankNames: query.bankNames,
    });

    if (query.status === 'NOT_AVAILABLE') return notByApi('NOT_AVAILABLE');
    const available = query.status === 'COMPLETED' ? 0 : query.availableCents;
    if (available === undefined || available < 0) {
      return {
        kind: 'unavailable',
        reason: 'PayFast gave no usable amount available for refund',
        refundMayHaveBeenMade: false,
      };
    }
    if (request.amountCents > available) {
      return {
        kind: 'refused',
        reason: 'amount_above_available',
        message: `R${centsToRand(available)} is left to refund on this payment`,
        availableCents: available,
      };
    }
    // A full refund is the whole original amount; anything less is partial (docs/decisions/0009).
    const method = request.amountCents === query.originalCents ? query.full : query.partial;
    if (method === 'NOT_AVAILABLE') return notByApi('NOT_AVAILABLE');
    if (method === 'BANK_PAYOUT' && !request.bankAccount) return notByApi('BANK_PAYOUT');

    const body: Record<string, string | number> = {
      amount: request.amountCents,
      reason: request.reason,
      notify_buyer: request.notifyBuyer ? 1 : 0,
    };
    if (method === 'BANK_PAYOUT' && request.bankAccount) {
      const account = request.bankAccount;
      body.bank_account_holder = account.holder;
      body.bank_name = account.bankName;
      body.bank_branch_code = account.branchCode;
      body.bank_account_number = account.accountNumber;
      body.bank_account_type = account.accountType;
    }
    const answer = await callPayfastApi(
      settings,
      { method: 'POST', path: `/refunds/${encodeURIComponent(request.paymentId)}`, body },
      options,
    );
    if (answer.kind === 'no_answer') {
      return { kind: 'unavailable', reason: answer.reason, refundMayHaveBeenMade: answer.mayHaveArrived };
    }
    if (!ok(answer.status)) {
      const failed = failure(answer);
      // A 5xx may come after PayFast acted; a 429 ("rate limit reached") before it did.
      return failed.kind === 'unavailable'
        ? { ...failed, refundMayHaveBeenMade: answer.status >= 500 }
        : failed;
    }
    const created = refundCreated.safeParse(answer.json);
    if (created.success) {
      return {
        kind: 'refunded',
        paymentId: request.paymentId,
        amountCents: request.amountCents,
        method,
        message: created.data.data.message ?? 'Success',
      };
    }
    if (failedBody.safeParse(answer.json).data?.status === 'failed') {
      return { kind: 'refused', reason: 'rejected', message: messageOf(answer), httpStatus: answer.status };
    }
    return {
      kind: 'unavailable',
      reason: `PayFast's refund answer was not understood: ${answer.text.slice(0, 200)}`,
      refundMayHaveBeenMade: true,
    };
  }

  return {
    queryRefund,
    refund,
    /** The longest a refund takes: a query, then a create, each given up after the timeout. */
    longestRefundMs: 2 * (options.timeoutMs ?? PAYFAST_API_TIMEOUT_MS),
  };
}

export type PayfastRefunds = ReturnType<typeof createPayfastRefunds>;
