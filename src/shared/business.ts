import { LEGAL_STATUS_LABELS, type LegalStatus } from './constants.js';

/**
 * The business's details as its pages word them (ECT Act section 43; docs/decisions/0019-shop-settings.md).
 * Only what the owner filled in is shown: a part that is not there is left out, never made up.
 */

/** Who the business is, by the details the seller must show. */
export interface BusinessIdentity {
  tradingName: string;
  legalName: string;
  legalStatus: LegalStatus;
  registrationNumber: string | null;
}

/** A legal status inside a sentence: 'private company ((Pty) Ltd)'. */
export function legalStatusWords(status: LegalStatus): string {
  const label = LEGAL_STATUS_LABELS[status];
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/**
 * Who sells, in one sentence: 'Karoo Goods is a trading name of Karoo Goods Trading (Pty) Ltd,
 * private company ((Pty) Ltd), registration number 2019/123456/07.' A business trading under its legal
 * name is named once; one without a registration number has none named.
 */
export function businessSentence(business: BusinessIdentity): string {
  const { tradingName, legalName, legalStatus, registrationNumber } = business;
  const parts = [
    tradingName === legalName ? legalName : `${tradingName} is a trading name of ${legalName}`,
    legalStatusWords(legalStatus),
    ...(registrationNumber ? [`registration number ${registrationNumber}`] : []),
  ];
  return `${parts.join(', ')}.`;
}

/** An address typed on several lines, on one: '12 Long Street, Cape Town, 8001'. */
export function oneLineAddress(address: string): string {
  return address
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/,$/, ''))
    .filter(Boolean)
    .join(', ');
}

/** A South African number as kept (0215550123, +27215550123) as people read it: '021 555 0123'. */
export function phoneWords(phone: string): string {
  const local = phone.startsWith('+27') ? `0${phone.slice(3)}` : phone;
  const match = /^(0\d{2})(\d{3})(\d{4})$/.exec(local);
  return match ? match.slice(1).join(' ') : phone;
}

/** The number to dial from anywhere: 'tel:+27215550123'. */
export function phoneHref(phone: string): string {
  return `tel:${phone.startsWith('0') ? `+27${phone.slice(1)}` : phone}`;
}
