import { describe, expect, it } from 'vitest';

import { PAYFAST_SANDBOX_URL } from '../../../config.js';
import { apiTimestamp, payfastApiSettings, signedHeaders } from './api-request.js';

describe("PayFast's API request", () => {
  it("stamps requests in ISO-8601 with the +02:00 offset of the docs' examples", () => {
    expect(apiTimestamp(new Date('2024-03-01T08:15:00Z'))).toBe('2024-03-01T10:15:00+02:00');
    expect(apiTimestamp(new Date('2024-12-31T23:30:05.900Z'))).toBe('2025-01-01T01:30:05+02:00');
  });

  it('signs its headers and body together (the documented PHP sample gives the same hash)', () => {
    const settings = {
      merchantId: '10000100',
      passphrase: 'jt7NOE43FZPn',
      apiUrl: 'http://x',
      testing: true,
    };
    const at = new Date('2024-03-01T08:15:00Z');
    expect(signedHeaders(settings, at)).toEqual({
      'merchant-id': '10000100',
      version: 'v1',
      timestamp: '2024-03-01T10:15:00+02:00',
      signature: 'c7768f8b3e57c607356eb3137bbeaea9',
    });
    const body = { amount: 5000, reason: "Customer's return (size 10) & refund", notify_buyer: 1 };
    expect(signedHeaders(settings, at, body).signature).toBe('6248c6929880c7057bddcf19f6f8b43b');
  });

  it('asks with ?testing=true exactly while the checkout is on the sandbox', () => {
    const payfast = { merchantId: '10000100', passphrase: 'secret' };
    const api = 'https://api.payfast.co.za/';
    expect(payfastApiSettings({ ...payfast, baseUrl: PAYFAST_SANDBOX_URL }, api)).toEqual({
      ...payfast,
      apiUrl: 'https://api.payfast.co.za',
      testing: true,
    });
    expect(payfastApiSettings({ ...payfast, baseUrl: 'https://www.payfast.co.za' }, api).testing).toBe(false);
    expect(payfastApiSettings({ ...payfast, baseUrl: 'http://127.0.0.1:4000' }, api).testing).toBe(false);
  });
});
