import type { ShopSettings } from '@shared/schemas/settings';
import type { AuditFields } from '@web/admin-kit/audit-timeline';
import { fieldProblems } from '@web/lib/error-message';

/** A setting by its form's name, as the audit trail names it too: `delivery.standardCents`. */
export type SettingsField = {
  [Section in keyof ShopSettings]: `${Section}.${keyof ShopSettings[Section] & string}`;
}[keyof ShopSettings];

/**
 * Each setting's label, the same on the form and in its history; the fees are cents, typed and shown
 * as rand.
 */
export const SETTINGS_FIELDS = {
  'eft.bankName': { label: 'Bank' },
  'eft.accountHolder': { label: 'Account holder' },
  'eft.accountNumber': { label: 'Account number' },
  'eft.branchCode': { label: 'Branch code' },
  'delivery.standardCents': { label: 'Standard delivery fee', money: true },
  'delivery.expressCents': { label: 'Express delivery fee', money: true },
  'delivery.freeFromCents': { label: 'Free standard delivery from', money: true },
  'holds.onlineMinutes': { label: 'Online payment hold (minutes)' },
  'holds.eftDays': { label: 'EFT payment hold (days)' },
} satisfies Record<SettingsField, AuditFields[string]>;

const isSettingsField = (name: string): name is SettingsField => Object.hasOwn(SETTINGS_FIELDS, name);

/**
 * The server's problems with a save, on the fields they belong to: the API names them by the body
 * (`settings.eft.accountNumber`), the form by the settings (`eft.accountNumber`). Others are left to
 * the failure's notice.
 */
export const settingsFieldProblems = (failure: unknown): Array<[SettingsField, string]> =>
  fieldProblems(failure, 'settings.').filter((problem): problem is [SettingsField, string] =>
    isSettingsField(problem[0]),
  );
