import { describe, expect, it } from 'vitest';

import { apiParamString, apiSignature, signedValue, verifyApiSignature } from './api-signature.js';

/**
 * The expected strings and hashes are what the docs' own sample (generateApiSignature: ksort, then
 * http_build_query, then md5; https://developers.payfast.co.za/api#authentication) prints under
 * PHP 8.2 for the same variables. The docs give no worked example with a known passphrase.
 */
const headers = { 'merchant-id': '10000100', version: 'v1', timestamp: '2024-03-01T10:15:00+02:00' };

describe("PayFast's API signature", () => {
  it('signs the headers alone (a GET), the passphrase sorted among them', () => {
    expect(apiParamString(headers, 'jt7NOE43FZPn')).toBe(
      'merchant-id=10000100&passphrase=jt7NOE43FZPn&timestamp=2024-03-01T10%3A15%3A00%2B02%3A00&version=v1',
    );
    expect(apiSignature(headers, 'jt7NOE43FZPn')).toBe('c7768f8b3e57c607356eb3137bbeaea9');
  });

  it('signs a refund: headers and body together, alphabetically, values PHP-urlencoded', () => {
    const variables = {
      ...headers,
      amount: signedValue(5000),
      reason: "Customer's return (size 10) & refund",
      notify_buyer: signedValue(1),
    };
    expect(apiParamString(variables, 'jt7NOE43FZPn')).toBe(
      'amount=5000&merchant-id=10000100&notify_buyer=1&passphrase=jt7NOE43FZPn' +
        '&reason=Customer%27s+return+%28size+10%29+%26+refund' +
        '&timestamp=2024-03-01T10%3A15%3A00%2B02%3A00&version=v1',
    );
    expect(apiSignature(variables, 'jt7NOE43FZPn')).toBe('6248c6929880c7057bddcf19f6f8b43b');
  });

  it('signs a bank payout, with UTF-8 text and a passphrase that needs encoding', () => {
    const variables = {
      ...headers,
      amount: signedValue(1000),
      reason: 'Zoë – retour',
      notify_buyer: signedValue(true),
      bank_account_holder: 'Mr Smith',
      bank_name: 'FNB',
      bank_branch_code: '250655',
      bank_account_number: '62812345678',
      bank_account_type: 'current',
    };
    expect(apiSignature(variables, 'pass phrase~!')).toBe('55ccd04a836e237b18042dbaa92af3ac');
  });

  it("leaves out the sandbox flag, the signature and empty values, as the docs' steps say", () => {
    const plain = apiSignature(headers, 'secret');
    expect(apiSignature({ ...headers, testing: 'true' }, 'secret')).toBe(plain);
    expect(apiSignature({ ...headers, signature: 'f'.repeat(32) }, 'secret')).toBe(plain);
    expect(apiParamString({ ...headers, note: '' }, 'secret')).not.toContain('note');
    expect(apiSignature({ ...headers, note: 'x' }, 'secret')).not.toBe(plain);
  });

  it('depends on every value and on the passphrase', () => {
    const signed = apiSignature(headers, 'secret');
    expect(signed).toMatch(/^[0-9a-f]{32}$/);
    expect(apiSignature({ ...headers, version: 'v2' }, 'secret')).not.toBe(signed);
    expect(apiSignature(headers, 'Secret')).not.toBe(signed);
  });

  it('verifies only the exact signature', () => {
    const variables = { ...headers, amount: '5000' };
    const signed = apiSignature(variables, 'secret');
    expect(verifyApiSignature(variables, 'secret', signed)).toBe(true);
    expect(verifyApiSignature(variables, 'other', signed)).toBe(false);
    expect(verifyApiSignature({ ...variables, amount: '5001' }, 'secret', signed)).toBe(false);
    expect(verifyApiSignature(variables, 'secret', signed.toUpperCase())).toBe(false);
    expect(verifyApiSignature(variables, 'secret', '')).toBe(false);
  });

  it('writes JSON values as http_build_query does', () => {
    expect(signedValue(0)).toBe('0');
    expect(signedValue(1234)).toBe('1234');
    expect(signedValue(true)).toBe('1');
    expect(signedValue(false)).toBe('0');
    expect(signedValue('as is ')).toBe('as is ');
  });
});
