import { SHOP_UTC_OFFSET } from '../../../../shared/shop-time.js';
import { PAYFAST_SANDBOX_URL } from '../../../config.js';
import { apiSignature, signedValue } from './api-signature.js';

/**
 * One signed call to PayFast's API (https://developers.payfast.co.za/api): the headers `merchant-id`,
 * `version` (v1), `timestamp` (ISO-8601) and `signature`, a JSON body, and `?testing=true` on the
 * sandbox. Never throws: the answer, or why there was none.
 */

export interface PayfastApiSettings {
  merchantId: string;
  passphrase: string;
  /** https://api.payfast.co.za (or the simulator), without a trailing slash. */
  apiUrl: string;
  /** Ask PayFast's sandbox (`?testing=true`) rather than the live merchant account. */
  testing: boolean;
}

/**
 * The API's settings from the shop's PayFast settings and PAYFAST_API_URL: while PAYFAST_BASE_URL is
 * PayFast's sandbox, the API is asked with `?testing=true` (docs/decisions/0009).
 */
export function payfastApiSettings(
  payfast: { merchantId: string; passphrase: string; baseUrl: string },
  apiUrl: string,
): PayfastApiSettings {
  return {
    merchantId: payfast.merchantId,
    passphrase: payfast.passphrase,
    apiUrl: apiUrl.replace(/\/+$/, ''),
    testing: payfast.baseUrl.replace(/\/+$/, '') === PAYFAST_SANDBOX_URL,
  };
}

export type ApiBody = Readonly<Record<string, string | number | boolean>>;

export interface ApiRequest {
  method: 'GET' | 'POST';
  /** e.g. `/refunds/query/1124148`, already encoded. */
  path: string;
  body?: ApiBody;
}

export type ApiAnswer =
  | { kind: 'answered'; status: number; text: string; json: unknown }
  | {
      kind: 'no_answer';
      reason: string;
      /** False only when the connection was never made, so PayFast cannot have acted on it. */
      mayHaveArrived: boolean;
    };

/** How long a call waits for PayFast's answer unless told otherwise. */
export const PAYFAST_API_TIMEOUT_MS = 10_000;

export interface ApiCallOptions {
  timeoutMs?: number;
  now?: () => Date;
}

/** "YYYY-MM-DDTHH:MM:SS[+HH:MM]" in the shop's (and PayFast's) UTC+2, e.g. 2024-03-01T10:15:00+02:00. */
export function apiTimestamp(at: Date): string {
  const [, sign, hours, minutes] = /^([+-])(\d\d):(\d\d)$/.exec(SHOP_UTC_OFFSET)!;
  const offsetMs = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
  return `${new Date(at.getTime() + offsetMs).toISOString().slice(0, 19)}${SHOP_UTC_OFFSET}`;
}

/** The headers of a request, signed over themselves and the body (and never over `testing`). */
export function signedHeaders(settings: PayfastApiSettings, at: Date, body: ApiBody = {}) {
  const headers = { 'merchant-id': settings.merchantId, version: 'v1', timestamp: apiTimestamp(at) };
  const variables: Record<string, string> = { ...headers };
  for (const [key, value] of Object.entries(body)) variables[key] = signedValue(value);
  return { ...headers, signature: apiSignature(variables, settings.passphrase) };
}

/** Errors that come before any byte is sent: PayFast never saw the request. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

function errorCode(error: unknown): string | undefined {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

export async function callPayfastApi(
  settings: PayfastApiSettings,
  request: ApiRequest,
  { timeoutMs = PAYFAST_API_TIMEOUT_MS, now = () => new Date() }: ApiCallOptions = {},
): Promise<ApiAnswer> {
  const url = `${settings.apiUrl}${request.path}${settings.testing ? '?testing=true' : ''}`;
  const headers: Record<string, string> = {
    ...signedHeaders(settings, now(), request.body),
    accept: 'application/json',
  };
  if (request.body) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(url, {
      method: request.method,
      headers,
      body: request.body ? JSON.stringify(request.body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { kind: 'answered', status: response.status, text, json };
  } catch (error) {
    const code = errorCode(error);
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : `${error instanceof Error ? error.message : String(error)}${code ? ` (${code})` : ''}`;
    return { kind: 'no_answer', reason, mayHaveArrived: code === undefined || !NOT_CONNECTED.has(code) };
  }
}
