import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { paramString, pfEncode, phpUrlencode, signature } from './encoding.js';

describe('pfEncode (PHP urlencode(trim($value)))', () => {
  it.each([
    ['plain', 'plain'],
    ['two words', 'two+words'],
    ['a&b=c', 'a%26b%3Dc'],
    ['1+1', '1%2B1'],
    ['~tilde', '%7Etilde'],
    ['*star*', '%2Astar%2A'],
    ["it's (really) fine!", 'it%27s+%28really%29+fine%21'],
    ['keep-_.', 'keep-_.'],
    ['https://x.co.za/a?b=1', 'https%3A%2F%2Fx.co.za%2Fa%3Fb%3D1'],
    ['Zoë', 'Zo%C3%AB'],
    ['R€5', 'R%E2%82%AC5'],
    ['😀', '%F0%9F%98%80'],
    ['a\nb', 'a%0Ab'],
  ])('%j -> %j', (value, encoded) => {
    expect(pfEncode(value)).toBe(encoded);
  });

  it('encodes with uppercase hex only', () => {
    expect(pfEncode('/:?#[]@')).toBe('%2F%3A%3F%23%5B%5D%40');
    expect(pfEncode('/:?#[]@')).not.toMatch(/%[0-9A-F]?[a-f]/);
  });

  it("trims what PHP's trim() trims, and nothing more", () => {
    expect(pfEncode('  padded \t\n')).toBe('padded');
    expect(pfEncode('\u00a0nbsp')).toBe('%C2%A0nbsp');
  });

  it('does not throw on a lone surrogate', () => {
    expect(pfEncode('a\ud800b')).toBe('a%EF%BF%BDb');
  });

  it('phpUrlencode keeps surrounding spaces', () => {
    expect(phpUrlencode(' a ')).toBe('+a+');
  });
});

describe('paramString', () => {
  const pairs = [
    ['name_first', 'Thandi'],
    ['name_last', ''],
    ['item_name', 'Gym mat'],
  ] as const;

  it('leaves out empty values when asked (checkout)', () => {
    expect(paramString(pairs, { skipEmpty: true })).toBe('name_first=Thandi&item_name=Gym+mat');
  });

  it('keeps empty values otherwise (ITN), in the given order', () => {
    expect(paramString(pairs, { skipEmpty: false })).toBe('name_first=Thandi&name_last=&item_name=Gym+mat');
  });

  it('trims unless told not to', () => {
    expect(paramString([['a', ' x ']], { skipEmpty: false })).toBe('a=x');
    expect(paramString([['a', ' x ']], { skipEmpty: false, trim: false })).toBe('a=+x+');
  });
});

describe('signature', () => {
  const pairs = [
    ['merchant_id', '10000100'],
    ['merchant_key', '46f0cd694581a'],
    ['return_url', 'https://shop.example.co.za/checkout/return?order=LL-1001&x=1'],
    ['cancel_url', 'https://shop.example.co.za/checkout/cancel'],
    ['notify_url', 'https://shop.example.co.za/api/payfast/itn'],
    ['name_first', 'Zoë'],
    ['name_last', "O'Brien Smith"],
    ['email_address', 'zoe+shop@example.co.za'],
    ['m_payment_id', 'LL-1001'],
    ['amount', '1234.56'],
    ['item_name', 'Gym mat & towel (2x) ~*sale*!'],
  ] as const;
  // Written out by hand from PHP's urlencode rules, independently of pfEncode.
  const expectedString =
    'merchant_id=10000100&merchant_key=46f0cd694581a' +
    '&return_url=https%3A%2F%2Fshop.example.co.za%2Fcheckout%2Freturn%3Forder%3DLL-1001%26x%3D1' +
    '&cancel_url=https%3A%2F%2Fshop.example.co.za%2Fcheckout%2Fcancel' +
    '&notify_url=https%3A%2F%2Fshop.example.co.za%2Fapi%2Fpayfast%2Fitn' +
    '&name_first=Zo%C3%AB&name_last=O%27Brien+Smith&email_address=zoe%2Bshop%40example.co.za' +
    '&m_payment_id=LL-1001&amount=1234.56&item_name=Gym+mat+%26+towel+%282x%29+%7E%2Asale%2A%21';
  const md5 = (input: string) => createHash('md5').update(input).digest('hex');

  it('builds the documented param string', () => {
    expect(paramString(pairs, { skipEmpty: true })).toBe(expectedString);
  });

  it('is the MD5 of the param string with the passphrase appended', () => {
    const actual = signature(expectedString, 'jt7NOE43FZPn');
    expect(actual).toBe(md5(`${expectedString}&passphrase=jt7NOE43FZPn`));
    // The same vector computed with Python's hashlib over the same string.
    expect(actual).toBe('e34b4a0de57596707510bb7adf7b1d17');
  });

  it('appends no passphrase when there is none', () => {
    expect(signature(expectedString, '')).toBe(md5(expectedString));
    expect(signature(expectedString, '')).toBe('bad1caa7114920883d2651a633030edd');
  });

  it('encodes the passphrase like a value', () => {
    expect(signature('a=1', 'pass phrase/1')).toBe(md5('a=1&passphrase=pass+phrase%2F1'));
  });
});
