import { randomInt } from 'node:crypto';

/** Letters and digits a customer cannot confuse when reading a number out (no 0/O, 1/I/L). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A short, human-readable order number such as 'ORD-7K3M9Q2' (about 34 bits; the column is unique). */
export function newOrderNumber(): string {
  let code = '';
  for (let i = 0; i < 7; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `ORD-${code}`;
}
