import { describe, expect, it } from 'vitest';
import { businessSentence, oneLineAddress, phoneHref, phoneWords } from './business.js';

describe("the business's details as its pages word them", () => {
  const company = {
    tradingName: 'Karoo Goods',
    legalName: 'Karoo Goods Trading (Pty) Ltd',
    legalStatus: 'private_company',
    registrationNumber: '2019/123456/07',
  } as const;

  it('names the trading name, the legal name, the legal status and the registration number', () => {
    expect(businessSentence(company)).toBe(
      'Karoo Goods is a trading name of Karoo Goods Trading (Pty) Ltd, private company ((Pty) Ltd), registration number 2019/123456/07.',
    );
  });

  it('names a business trading under its legal name once, and no registration number it has not', () => {
    expect(
      businessSentence({
        tradingName: 'Thandi Mokoena',
        legalName: 'Thandi Mokoena',
        legalStatus: 'sole_proprietor',
        registrationNumber: null,
      }),
    ).toBe('Thandi Mokoena, sole proprietor.');
    expect(businessSentence({ ...company, legalStatus: 'partnership', registrationNumber: null })).toBe(
      'Karoo Goods is a trading name of Karoo Goods Trading (Pty) Ltd, partnership.',
    );
  });

  it('puts an address on one line', () => {
    expect(oneLineAddress('12 Long Street,\r\n  Cape Town\n\n8001 ')).toBe('12 Long Street, Cape Town, 8001');
    expect(oneLineAddress('Unit 4, 12 Long Street')).toBe('Unit 4, 12 Long Street');
  });

  it('shows a phone number as people read it, and dials it from anywhere', () => {
    expect(phoneWords('0215550123')).toBe('021 555 0123');
    expect(phoneWords('+27825550134')).toBe('082 555 0134');
    expect(phoneHref('0215550123')).toBe('tel:+27215550123');
    expect(phoneHref('+27825550134')).toBe('tel:+27825550134');
  });
});
