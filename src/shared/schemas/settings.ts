import { z } from 'zod';
import { legalStatusWords } from '../business.js';
import { LEGAL_STATUSES, UNREGISTERED_LEGAL_STATUSES } from '../constants.js';
import { MAX_PRICE_CENTS } from './admin-products.js';
import { emailSchema, optionalText, phoneSchema, requiredText } from './common.js';

/**
 * The shop's settings (docs/decisions/0019-shop-settings.md): what the owner changes in the admin
 * without a restart. Money in integer cents.
 */

const cents = (label: string, { min }: { min: number }) =>
  z
    .number({ error: `${label} must be an amount` })
    .int({ error: `${label} must be a whole number of cents` })
    .min(min, { error: min > 0 ? `${label} must be more than R0` : `${label} cannot be negative` })
    .max(MAX_PRICE_CENTS, { error: `${label} is too high` });

const digits = (label: string, { min, max }: { min: number; max: number }) =>
  z
    .string({ error: `${label} is required` })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z.string().regex(new RegExp(`^\\d{${min},${max}}$`), {
        error: min === max ? `${label} is ${min} digits` : `${label} is ${min} to ${max} digits`,
      }),
    );

/**
 * The bank account shoppers pay into by EFT (the order number is the reference). The settings may
 * have none: then the shop does not offer EFT (docs/decisions/0019-shop-settings.md).
 */
export const eftAccountSchema = z.strictObject({
  bankName: requiredText('Bank', 100),
  accountHolder: requiredText('Account holder', 100),
  accountNumber: digits('Account number', { min: 6, max: 16 }),
  branchCode: digits('Branch code', { min: 6, max: 6 }),
});
export type EftAccount = z.infer<typeof eftAccountSchema>;

/** Delivery fees: standard, free from a subtotal; express for its own fee, never free. */
export const deliveryRatesSchema = z.strictObject({
  standardCents: cents('Standard delivery fee', { min: 0 }),
  expressCents: cents('Express delivery fee', { min: 1 }),
  freeFromCents: cents('Free delivery threshold', { min: 0 }),
});
export type DeliveryRates = z.infer<typeof deliveryRatesSchema>;

/** How long an unpaid order holds its stock: online payments in minutes, EFT in days. */
export const holdTimesSchema = z.strictObject({
  onlineMinutes: z
    .number({ error: 'Online payment hold must be a number of minutes' })
    .int({ error: 'Online payment hold must be whole minutes' })
    .min(1, { error: 'Online payment hold must be at least 1 minute' })
    .max(10_080, { error: 'Online payment hold can be at most 10 080 minutes (7 days)' }),
  eftDays: z
    .number({ error: 'EFT hold must be a number of days' })
    .int({ error: 'EFT hold must be whole days' })
    .min(1, { error: 'EFT hold must be at least 1 day' })
    .max(60, { error: 'EFT hold can be at most 60 days' }),
});
export type HoldTimes = z.infer<typeof holdTimesSchema>;

/** SARS's VAT number: 10 digits, the first a 4; spaces ignored, blank or null for none. */
const vatNumber = z
  .string({ error: 'VAT number must be text' })
  .nullable()
  .transform((value) => value?.replace(/\s/g, '') || null)
  .pipe(
    z
      .string()
      .regex(/^4\d{9}$/, { error: 'VAT number is 10 digits starting with 4, e.g. 4123456789' })
      .nullable(),
  );

/**
 * The business's details an online seller shows (ECT Act section 43): its names, legal status,
 * registration and VAT numbers, addresses (the postal one is where legal documents are served),
 * phone and email. A registered entity has a registration number; a sole proprietor or partnership
 * need not.
 */
export const businessDetailsSchema = z
  .strictObject({
    tradingName: requiredText('Trading name', 120),
    legalName: requiredText('Legal name', 200),
    legalStatus: z.enum(LEGAL_STATUSES, { error: 'Choose a legal status' }),
    registrationNumber: optionalText('Registration number', 40),
    vatNumber,
    physicalAddress: requiredText('Physical address', 500, { multiline: true }),
    postalAddress: requiredText('Postal address for service', 500, { multiline: true }),
    phone: phoneSchema,
    email: emailSchema,
  })
  .superRefine(({ legalStatus, registrationNumber }, context) => {
    if (registrationNumber !== null || UNREGISTERED_LEGAL_STATUSES.includes(legalStatus)) return;
    context.addIssue({
      code: 'custom',
      path: ['registrationNumber'],
      message: `Registration number is required for a ${legalStatusWords(legalStatus)}`,
    });
  });
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;
export type BusinessDetailsInput = z.input<typeof businessDetailsSchema>;

const wholeNumber = (label: string, unit: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `${label} must be a number of ${unit}` })
    .int({ error: `${label} must be whole ${unit}` })
    .min(min, { error: `${label} must be at least ${min} ${unit}` })
    .max(max, { error: `${label} can be at most ${max} ${unit}` });

/**
 * VAT, which a vendor registered for it (a VAT number in the business's details) includes in every
 * price: the rate in basis points (1 500 is 15 %), as the coupons' percentages are.
 */
export const taxSchema = z.strictObject({
  vatRateBasisPoints: z
    .number({ error: 'VAT rate must be a percentage' })
    .int({ error: 'VAT rate has at most two decimals' })
    .min(0, { error: 'VAT rate cannot be negative' })
    .max(10_000, { error: 'VAT rate can be at most 100 %' }),
});
export type TaxSettings = z.infer<typeof taxSchema>;

/**
 * How long after delivery a shopper may ask for a return: any reason within `returnDays`, a defect
 * within `defectMonths` (Consumer Protection Act section 56); the first `coolingOffDays` are the
 * cooling-off period of an online sale (ECT Act section 44).
 */
export const returnWindowsSchema = z.strictObject({
  returnDays: wholeNumber('Return window', 'days', { min: 7, max: 365 }),
  defectMonths: wholeNumber('Defect return window', 'months', { min: 6, max: 36 }),
  coolingOffDays: wholeNumber('Cooling-off period', 'days', { min: 7, max: 30 }),
});
export type ReturnWindows = z.infer<typeof returnWindowsSchema>;

/** The information officer POPIA asks a business to name (the privacy page names them); blank for none yet. */
export const privacySchema = z.strictObject({
  officerName: optionalText('Information officer', 120),
  officerEmail: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    emailSchema.nullable(),
  ),
});
export type PrivacySettings = z.infer<typeof privacySchema>;

/**
 * Reviews (docs/decisions/0023-reviews.md): whether a new review is published at once or waits for a
 * moderator, and how many days after delivery the buyer is asked for one.
 */
export const reviewSettingsSchema = z.strictObject({
  publishAtOnce: z.boolean({ error: 'Publish at once must be on or off' }),
  requestAfterDays: wholeNumber('Review request', 'days', { min: 0, max: 60 }),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

/** The sections added after the first settings were saved, as a row saved before them reads. */
export const LATER_SETTINGS = {
  business: null,
  tax: { vatRateBasisPoints: 1_500 },
  returns: { returnDays: 30, defectMonths: 6, coolingOffDays: 7 },
  privacy: { officerName: null, officerEmail: null },
  reviews: { publishAtOnce: false, requestAfterDays: 7 },
} as const;

export const shopSettingsSchema = z.strictObject({
  /** Null until the owner fills them in: the environment has none to start with. */
  business: businessDetailsSchema.nullable(),
  /** Null when the shop has no bank account of its own: EFT is then not offered. */
  eft: eftAccountSchema.nullable(),
  delivery: deliveryRatesSchema,
  holds: holdTimesSchema,
  tax: taxSchema,
  returns: returnWindowsSchema,
  privacy: privacySchema,
  reviews: reviewSettingsSchema,
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
export type ShopSettingsInput = z.input<typeof shopSettingsSchema>;

/**
 * Each section of the settings with the names of its fields, as the audit trail and the admin's form
 * name them (`business.legalName`); a section that may be null (the business's details, the EFT
 * account) has its fields all the same.
 */
export const SETTINGS_SECTIONS = Object.entries(shopSettingsSchema.shape).map(([section, schema]) => ({
  section: section as keyof ShopSettings,
  fields: Object.keys((schema instanceof z.ZodNullable ? schema.unwrap() : schema).shape),
}));

/** The EFT account as kept and shown (the account number and branch code as digits). */
export const bankAccountSchema = z.object({
  bankName: z.string(),
  accountHolder: z.string(),
  accountNumber: z.string(),
  branchCode: z.string(),
});

/** The business's details as kept and shown. */
export const savedBusinessSchema = z.object({
  tradingName: z.string(),
  legalName: z.string(),
  legalStatus: z.enum(LEGAL_STATUSES),
  registrationNumber: z.string().nullable(),
  vatNumber: z.string().nullable(),
  physicalAddress: z.string(),
  postalAddress: z.string(),
  phone: z.string(),
  email: z.string(),
});

/** The settings as they are kept. */
const savedSettingsSchema = z.object({
  business: savedBusinessSchema.nullable(),
  eft: bankAccountSchema.nullable(),
  delivery: deliveryRatesSchema,
  holds: holdTimesSchema,
  tax: taxSchema,
  returns: returnWindowsSchema,
  privacy: z.object({ officerName: z.string().nullable(), officerEmail: z.string().nullable() }),
  reviews: reviewSettingsSchema,
});

/**
 * The settings as the admin reads them: `version` counts saves (0: none yet, the environment's
 * values), and a save names the version it was made from.
 */
export const settingsAnswerSchema = z.object({
  settings: savedSettingsSchema,
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type SettingsAnswer = z.infer<typeof settingsAnswerSchema>;

export const settingsSaveSchema = z.strictObject({
  settings: shopSettingsSchema,
  version: z.number({ error: 'Version is required' }).int().min(0),
});
export type SettingsSave = z.input<typeof settingsSaveSchema>;
