import { timingSafeEqual } from 'node:crypto';
import { promises as dns } from 'node:dns';
import { BlockList, isIP } from 'node:net';

import { paramString, signature } from './encoding.js';
import { withinTime } from '../../../http/time-limit.js';

/**
 * Instant Transaction Notification (ITN): PayFast form-posts the payment's outcome to notify_url, and the
 * receiver must check the signature, the sender's address, the amount and PayFast's own confirmation,
 * and "should not continue the process if a test fails" (https://developers.payfast.co.za/docs#step_4_confirm_payment).
 */

export type ItnPairs = ReadonlyArray<readonly [string, string]>;

/** The posted form body as ordered pairs: the ITN signature depends on the order fields arrive in. */
export function parseFormBody(raw: string): Array<[string, string]> {
  return [...new URLSearchParams(raw)];
}

/**
 * The signed part of an ITN: every posted field in the order received, empty ones included, up to (not
 * including) `signature`; PayFast's sample loops over $_POST and breaks at `signature`
 * (https://developers.payfast.co.za/docs#step_4_confirm_payment, security check one).
 */
function signedPart(pairs: ItnPairs): ItnPairs {
  const end = pairs.findIndex(([key]) => key === 'signature');
  return end === -1 ? pairs : pairs.slice(0, end);
}

/**
 * The ITN's param string: what is signed (before the passphrase) and what is posted back to validate.
 * The sample encodes posted values with plain urlencode($val): no trimming, empty values kept.
 */
export function itnParamString(pairs: ItnPairs): string {
  return paramString(signedPart(pairs), { skipEmpty: false, trim: false });
}

/** The param string PayFast signs in an ITN, signed the same way (exported for the simulator). */
export function signItn(pairs: ItnPairs, passphrase: string): string {
  return signature(itnParamString(pairs), passphrase);
}

/** Security check one: the MD5 signature over the received fields plus the passphrase. */
export function verifyItnSignature(pairs: ItnPairs, passphrase: string): boolean {
  const received = pairs.find(([key]) => key === 'signature')?.[1];
  if (received === undefined) return false;
  const expected = Buffer.from(signItn(pairs, passphrase), 'utf8');
  const given = Buffer.from(received, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface Itn {
  mPaymentId: string;
  pfPaymentId: string;
  paymentStatus: string;
  amountGross: string;
  merchantId: string;
}

/** The ITN fields the shop acts on (https://developers.payfast.co.za/docs#step_4_confirm_payment); undefined if one is missing. */
export function readItn(pairs: ItnPairs): Itn | undefined {
  const get = (key: string) => {
    const value = pairs.find(([k]) => k === key)?.[1];
    return value === undefined || value === '' ? undefined : value;
  };
  const mPaymentId = get('m_payment_id');
  const pfPaymentId = get('pf_payment_id');
  const paymentStatus = get('payment_status');
  const amountGross = get('amount_gross');
  const merchantId = get('merchant_id');
  if (!mPaymentId || !pfPaymentId || !paymentStatus || !amountGross || !merchantId) return undefined;
  return { mPaymentId, pfPaymentId, paymentStatus, amountGross, merchantId };
}

/**
 * Security check three: "Verify the payment amount matches your order amount". PayFast's sample compares
 * floats within 0.01; money here is integer cents, so the rand string is parsed exactly instead.
 */
export function amountMatchesCents(amountGross: string, cents: number): boolean {
  if (!Number.isSafeInteger(cents) || cents < 0) return false;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amountGross);
  if (!match) return false;
  const rands = BigInt(match[1]!);
  const fraction = BigInt((match[2] ?? '').padEnd(2, '0'));
  return rands * 100n + fraction === BigInt(cents);
}

/**
 * PayFast's hosts whose addresses may send ITNs; the docs' sample resolves them and compares the result
 * with the sender (https://developers.payfast.co.za/docs#step_4_confirm_payment, security check two).
 */
export const PAYFAST_VALID_HOSTS = [
  'www.payfast.co.za',
  'sandbox.payfast.co.za',
  'w1w.payfast.co.za',
  'w2w.payfast.co.za',
] as const;

/**
 * PayFast's published server ranges ("Ports and IP addresses", https://developers.payfast.co.za/docs#ports-ips);
 * accepted too, so a failed DNS lookup does not turn away a genuine ITN.
 */
export const PAYFAST_IP_RANGES = [
  '197.97.145.144/28',
  '41.74.179.192/27',
  '102.216.36.0/28',
  '102.216.36.128/28',
  '144.126.193.139/32',
] as const;

const RESOLVED_TTL_MS = 10 * 60_000;
/** Without any resolved address (no network), try again sooner than the normal cache time. */
const FAILED_TTL_MS = 60_000;
const LOOKUP_TIMEOUT_MS = 5_000;

/** `::ffff:1.2.3.4` (how a dual-stack server reports an IPv4 peer) as `1.2.3.4`. */
function normaliseIp(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip.trim());
  return mapped ? mapped[1]! : ip.trim();
}

function addEntry(list: BlockList, entry: string): void {
  const [address = '', prefix, ...rest] = entry.trim().split('/');
  const ip = normaliseIp(address);
  const family = isIP(ip);
  const bits = prefix === undefined ? undefined : Number(prefix);
  const maxBits = family === 4 ? 32 : 128;
  if (
    family === 0 ||
    rest.length > 0 ||
    (bits !== undefined && (!/^\d+$/.test(prefix ?? '') || bits > maxBits))
  ) {
    throw new Error(`Not an IP address or CIDR range: "${entry}"`);
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (bits === undefined) list.addAddress(ip, type);
  else list.addSubnet(ip, bits, type);
}

function contains(list: BlockList, ip: string): boolean {
  const family = isIP(ip);
  return family !== 0 && list.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

async function lookupAll(host: string): Promise<string[]> {
  const result = await dns.lookup(host, { all: true });
  return result.map((entry) => entry.address);
}

/** Resolves to [] on any failure or after the timeout: no network must mean no addresses, not an error. */
async function resolveQuietly(resolve: (host: string) => Promise<string[]>, host: string): Promise<string[]> {
  try {
    return await withinTime(
      Promise.resolve().then(() => resolve(host)),
      LOOKUP_TIMEOUT_MS,
    );
  } catch {
    return [];
  }
}

export interface SenderCheckOptions {
  /** How a host name becomes addresses; dns.promises.lookup with all: true by default. */
  resolve?: (host: string) => Promise<string[]>;
}

/**
 * Security check two, "Verify the source IP address belongs to PayFast": the sender is accepted when it is
 * in `itnAllow` (addresses or CIDR ranges), in PayFast's published ranges, or among the addresses PayFast's
 * valid hosts resolve to (looked up on demand, cached for ten minutes). Throws at once on a bad itnAllow entry.
 */
export function createSenderCheck(
  itnAllow: string[],
  { resolve = lookupAll }: SenderCheckOptions = {},
): (ip: string) => Promise<boolean> {
  const known = new BlockList();
  for (const entry of [...itnAllow, ...PAYFAST_IP_RANGES]) addEntry(known, entry);

  let cache: { list: BlockList; expires: number } | undefined;
  let pending: Promise<BlockList> | undefined;

  const resolved = async (): Promise<BlockList> => {
    if (cache && cache.expires > Date.now()) return cache.list;
    pending ??= (async () => {
      const addresses = (
        await Promise.all(PAYFAST_VALID_HOSTS.map((host) => resolveQuietly(resolve, host)))
      ).flat();
      const list = new BlockList();
      let added = 0;
      for (const address of addresses) {
        try {
          addEntry(list, address);
          added += 1;
        } catch {
          // A resolver answering something that is not an address adds nothing.
        }
      }
      cache = { list, expires: Date.now() + (added > 0 ? RESOLVED_TTL_MS : FAILED_TTL_MS) };
      return list;
    })().finally(() => {
      pending = undefined;
    });
    return pending;
  };

  return async (rawIp: string) => {
    const ip = normaliseIp(rawIp);
    if (isIP(ip) === 0) return false;
    if (contains(known, ip)) return true;
    return contains(await resolved(), ip);
  };
}

/** PayFast's answer to a validate call, or that it could not be had (worth asking again later). */
export type PayfastConfirmation = 'VALID' | 'INVALID' | 'unreachable';

/**
 * Security check four: post the param string (signature and passphrase left out) back to PayFast's
 * validate endpoint as a form, and accept only the answer `VALID`
 * (https://developers.payfast.co.za/docs#step_4_confirm_payment, pfValidServerConfirmation).
 * A 2xx with any other body is PayFast's refusal; network errors, timeouts and other statuses mean
 * PayFast could not be asked, never a throw.
 */
export async function askPayfast(
  baseUrl: string,
  pairs: ItnPairs,
  { timeoutMs = 10_000 }: { timeoutMs?: number } = {},
): Promise<PayfastConfirmation> {
  try {
    const response = await fetch(`${baseUrl.replace(/\/+$/, '')}/eng/query/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: itnParamString(pairs),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return 'unreachable';
    }
    return (await response.text()).trim() === 'VALID' ? 'VALID' : 'INVALID';
  } catch {
    return 'unreachable';
  }
}

/** True only when PayFast answers `VALID`. */
export async function confirmWithPayfast(
  baseUrl: string,
  pairs: ItnPairs,
  options: { timeoutMs?: number } = {},
): Promise<boolean> {
  return (await askPayfast(baseUrl, pairs, options)) === 'VALID';
}
