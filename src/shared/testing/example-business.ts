import type { BusinessDetails, BusinessDetailsInput } from '../schemas/settings.js';

/** A private company's details as its owner types them in the settings, for the tests. */
export const TYPED_BUSINESS = {
  tradingName: 'Karoo Goods',
  legalName: 'Karoo Goods Trading (Pty) Ltd',
  legalStatus: 'private_company',
  registrationNumber: ' 2019/123456/07 ',
  vatNumber: '4123 456 789',
  physicalAddress: '12 Long Street\nCape Town\n8001',
  postalAddress: 'PO Box 123\nCape Town\n8000',
  phone: '021 555 0123',
  email: ' Hello@KarooGoods.co.za',
} as const satisfies BusinessDetailsInput;

/** The same details as the shop keeps them: trimmed, the numbers as digits, the email lower-cased. */
export const KEPT_BUSINESS: BusinessDetails = {
  ...TYPED_BUSINESS,
  registrationNumber: '2019/123456/07',
  vatNumber: '4123456789',
  phone: '0215550123',
  email: 'hello@karoogoods.co.za',
};
