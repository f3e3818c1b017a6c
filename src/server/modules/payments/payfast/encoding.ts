import { createHash } from 'node:crypto';

/**
 * PayFast's signature encoding, as PayFast's own PHP sample does it.
 *
 * Signature rule (https://developers.payfast.co.za/docs#step_2_signature): "The resultant URL encoding must
 * be in upper case (eg. http%3A%2F%2F), and spaces encoded as '+'"; the sample runs `urlencode(trim($val))`.
 * PHP's urlencode leaves only A-Za-z0-9 and `-_.` alone; encodeURIComponent also leaves `!'()*~`, so those
 * are escaped here by hand. Values must be "trimmed of white spaces on the ends"
 * (https://support.payfast.co.za/portal/en/kb/articles/common-causes-of-a-failed-integration-signature-mismatch).
 */

/** What PHP's trim() strips: space, \t, \n, \r, \0 and \x0B (not the wider set String#trim strips). */
const PHP_TRIM = /^[ \t\n\r\0\v]+|[ \t\n\r\0\v]+$/g;
/** Lone surrogates would make encodeURIComponent throw; PHP would see U+FFFD after UTF-8 decoding. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function phpTrim(value: string): string {
  return value.replace(PHP_TRIM, '');
}

/** PHP `urlencode($value)`: UTF-8 bytes as uppercase %XX except A-Za-z0-9 `-_.`, and spaces as '+'. */
export function phpUrlencode(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'))
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** PHP `urlencode(trim($value))`, the encoding of PayFast's generateSignature sample. */
export function pfEncode(value: string): string {
  return phpUrlencode(phpTrim(value));
}

export interface ParamStringOptions {
  /** Leave out pairs whose value is '' (checkout signatures); ITN strings keep them. */
  skipEmpty: boolean;
  /**
   * Trim values before encoding (default true, as the checkout sample does). PayFast's ITN sample runs
   * plain `urlencode($val)` over the posted values, so ITN strings pass false.
   */
  trim?: boolean;
}

/** `key=encoded value` pairs joined by '&', in the order given. */
export function paramString(
  pairs: ReadonlyArray<readonly [string, string]>,
  { skipEmpty, trim = true }: ParamStringOptions,
): string {
  const encode = trim ? pfEncode : phpUrlencode;
  return pairs
    .filter(([, value]) => !skipEmpty || value !== '')
    .map(([key, value]) => `${key}=${encode(value)}`)
    .join('&');
}

/** MD5 (lowercase hex) of the param string with `&passphrase=…` appended when there is a passphrase. */
export function signature(params: string, passphrase: string): string {
  const input = passphrase === '' ? params : `${params}&passphrase=${pfEncode(passphrase)}`;
  return createHash('md5').update(input, 'utf8').digest('hex');
}
