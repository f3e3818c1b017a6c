import { createHash, timingSafeEqual } from 'node:crypto';

import { phpUrlencode } from './encoding.js';

/**
 * The signature of PayFast's API (https://developers.payfast.co.za/api#authentication), unlike the
 * checkout form's: "Sort all the submitted variables (header, body, query string parameters and
 * passphrase) in alphabetical order… When in test mode the testing parameter should be excluded",
 * join "the non-empty, sorted variables" as `key=urlencoded value` with '&', and MD5 the string
 * (lowercase hex). The passphrase is one of the sorted pairs, not appended at the end; values are
 * not trimmed (the docs' sample runs ksort then http_build_query, i.e. PHP urlencode).
 */

/** Never signed: the signature itself, and the sandbox's `testing` flag. */
const UNSIGNED = new Set(['signature', 'testing']);

/** Byte order, as PHP's ksort compares non-numeric string keys. */
function byKey([a]: readonly [string, string], [b]: readonly [string, string]): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The string PayFast hashes: every signed, non-empty variable and the passphrase, sorted by name. */
export function apiParamString(variables: Readonly<Record<string, string>>, passphrase: string): string {
  return Object.entries({ ...variables, passphrase })
    .filter(([key, value]) => !UNSIGNED.has(key) && value !== '')
    .sort(byKey)
    .map(([key, value]) => `${phpUrlencode(key)}=${phpUrlencode(value)}`)
    .join('&');
}

export function apiSignature(variables: Readonly<Record<string, string>>, passphrase: string): string {
  return createHash('md5').update(apiParamString(variables, passphrase), 'utf8').digest('hex');
}

/** Whether `given` is the signature of these variables (constant-time; the simulator checks with it). */
export function verifyApiSignature(
  variables: Readonly<Record<string, string>>,
  passphrase: string,
  given: string,
): boolean {
  const expected = Buffer.from(apiSignature(variables, passphrase), 'utf8');
  const received = Buffer.from(given, 'utf8');
  return received.length === expected.length && timingSafeEqual(received, expected);
}

/**
 * A JSON body value as the signature sees it: the docs' sample passes the decoded body to
 * http_build_query, which writes integers as digits and booleans as 1 or 0.
 */
export function signedValue(value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}
