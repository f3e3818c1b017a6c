import { describe, expect, it } from 'vitest';
import {
  consentOfToken,
  listUnsubscribeHeaders,
  maskEmail,
  unsubscribeToken,
  unsubscribeUrl,
} from './unsubscribe-links.js';

const KEY = 'k'.repeat(43);
const CONSENT = '3f1c2a9e-7b4d-4e21-9a0f-5c6d7e8f9a0b';

describe('unsubscribe tokens', () => {
  it('name the consent and are taken back by the key that made them', () => {
    const token = unsubscribeToken(KEY, CONSENT);
    expect(token.startsWith(`${CONSENT}.`)).toBe(true);
    expect(token).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    expect(consentOfToken(KEY, token)).toBe(CONSENT);
  });

  it('refuse a token made with another key, for another consent, or changed by one character', () => {
    const token = unsubscribeToken(KEY, CONSENT);
    expect(consentOfToken('another key', token)).toBeUndefined();
    const other = '3f1c2a9e-7b4d-4e21-9a0f-5c6d7e8f9a0c';
    expect(consentOfToken(KEY, `${other}.${token.split('.')[1]}`)).toBeUndefined();
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(consentOfToken(KEY, `${token.slice(0, -1)}${last}`)).toBeUndefined();
  });

  it('refuse anything not shaped like a token', () => {
    for (const bad of [
      '',
      CONSENT,
      `${CONSENT}.`,
      `${CONSENT}.short`,
      `x${unsubscribeToken(KEY, CONSENT)}`,
    ]) {
      expect(consentOfToken(KEY, bad)).toBeUndefined();
    }
  });
});

describe('the unsubscribe link and its headers', () => {
  it('open the unsubscribe page with the token, which the headers name for one-click posts', () => {
    const token = unsubscribeToken(KEY, CONSENT);
    const url = unsubscribeUrl('https://shop.example', token);
    expect(url).toBe(`https://shop.example/unsubscribe?token=${token}`);
    expect(listUnsubscribeHeaders(url)).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('maskEmail', () => {
  it.each([
    ['thandi@example.co.za', 't***@example.co.za'],
    ['a@b.co', 'a***@b.co'],
    ['odd"name@x@example.com', 'o***@example.com'],
    ['no-at-sign', '***'],
  ])('%s → %s', (email, masked) => expect(maskEmail(email)).toBe(masked));
});
