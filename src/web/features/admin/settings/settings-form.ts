import { z } from 'zod';
import { LEGAL_STATUS_LABELS } from '@shared/constants';
import {
  type BusinessDetailsInput,
  type EftAccount,
  type SettingsAnswer,
  type ShopSettings,
  type ShopSettingsInput,
  businessDetailsSchema,
  eftAccountSchema,
  shopSettingsSchema,
} from '@shared/schemas/settings';
import type { AuditFields } from '@web/admin-kit/audit-timeline';
import { fieldProblems } from '@web/lib/error-message';

/** A setting by its form's name, as the audit trail names it too: `delivery.standardCents`. */
export type SettingsField = {
  [Section in keyof ShopSettings]: `${Section}.${keyof NonNullable<ShopSettings[Section]> & string}`;
}[keyof ShopSettings];

/**
 * Each setting's label, the same on the form and in its history; the fees are cents, typed and shown
 * as rand.
 */
export const SETTINGS_FIELDS = {
  'business.tradingName': { label: 'Trading name' },
  'business.legalName': { label: 'Legal name' },
  'business.legalStatus': { label: 'Legal status', values: LEGAL_STATUS_LABELS },
  'business.registrationNumber': { label: 'Registration number' },
  'business.vatNumber': { label: 'VAT number' },
  'business.physicalAddress': { label: 'Physical address' },
  'business.postalAddress': { label: 'Postal address for service' },
  'business.phone': { label: 'Phone' },
  'business.email': { label: 'Email' },
  'eft.bankName': { label: 'Bank' },
  'eft.accountHolder': { label: 'Account holder' },
  'eft.accountNumber': { label: 'Account number' },
  'eft.branchCode': { label: 'Branch code' },
  'delivery.standardCents': { label: 'Standard delivery fee', money: true },
  'delivery.expressCents': { label: 'Express delivery fee', money: true },
  'delivery.freeFromCents': { label: 'Free standard delivery from', money: true },
  'holds.onlineMinutes': { label: 'Online payment hold (minutes)' },
  'holds.eftDays': { label: 'EFT payment hold (days)' },
  'tax.vatRateBasisPoints': { label: 'VAT rate (%)', percent: true },
  'returns.returnDays': { label: 'Returns accepted for (days after delivery)' },
  'returns.defectMonths': { label: 'Defective items returned for (months after delivery)' },
  'returns.coolingOffDays': { label: 'Cooling-off period (days after delivery)' },
  'privacy.officerName': { label: 'Information officer' },
  'privacy.officerEmail': { label: "Information officer's email" },
  'reviews.publishAtOnce': { label: 'Publish new reviews at once' },
  'reviews.requestAfterDays': { label: 'Ask for a review (days after delivery)' },
} satisfies Record<SettingsField, AuditFields[string]>;

const isSettingsField = (name: string): name is SettingsField => Object.hasOwn(SETTINGS_FIELDS, name);

/** The business's details as the form holds them: text, blank where there is none. */
export type BusinessFormValues = Record<keyof BusinessDetailsInput, string>;

/** The EFT account as the form holds it: text, all blank for none. */
export type EftFormValues = Record<keyof EftAccount, string>;

/** The settings as the form holds them. */
export type SettingsFormValues = Omit<ShopSettingsInput, 'business' | 'eft'> & {
  business: BusinessFormValues;
  eft: EftFormValues;
};

const BLANK_BUSINESS: BusinessFormValues = {
  tradingName: '',
  legalName: '',
  legalStatus: '',
  registrationNumber: '',
  vatNumber: '',
  physicalAddress: '',
  postalAddress: '',
  phone: '',
  email: '',
};

const BLANK_EFT: EftFormValues = { bankName: '', accountHolder: '', accountNumber: '', branchCode: '' };

/**
 * The settings as loaded, in the form: a shop that has not filled in its business's details, or has
 * no bank account, sees them blank.
 */
export function settingsFormValues(settings: SettingsAnswer['settings']): SettingsFormValues {
  const { business, privacy, eft } = settings;
  return {
    ...settings,
    eft: eft ?? BLANK_EFT,
    // Blank, not null, in a text field; the schema reads blank as none.
    privacy: { officerName: privacy.officerName ?? '', officerEmail: privacy.officerEmail ?? '' },
    business: business
      ? {
          ...business,
          registrationNumber: business.registrationNumber ?? '',
          vatNumber: business.vatNumber ?? '',
        }
      : BLANK_BUSINESS,
  };
}

/** True when no field of a section has anything typed in it. */
const allBlank = (section: Record<string, unknown>) =>
  Object.values(section).every((value) => typeof value !== 'string' || value.trim() === '');

/**
 * The shared schema the server saves with, on what the form holds: the business's details, or the
 * bank account, left all blank are none (null); once any field is filled in, every one is checked.
 */
export const settingsFormSchema = shopSettingsSchema.extend({
  business: z.preprocess(
    (business: BusinessFormValues) => (allBlank(business) ? null : business),
    businessDetailsSchema.nullable(),
  ),
  eft: z.preprocess((eft: EftFormValues) => (allBlank(eft) ? null : eft), eftAccountSchema.nullable()),
});

/**
 * The server's problems with a save, on the fields they belong to: the API names them by the body
 * (`settings.eft.accountNumber`), the form by the settings (`eft.accountNumber`). Others are left to
 * the failure's notice.
 */
export const settingsFieldProblems = (failure: unknown): Array<[SettingsField, string]> =>
  fieldProblems(failure, 'settings.').filter((problem): problem is [SettingsField, string] =>
    isSettingsField(problem[0]),
  );
