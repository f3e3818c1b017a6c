import { describe, expect, it } from 'vitest';
import { shopSettingsSchema } from '@shared/schemas/settings';
import { ApiError } from '@web/lib/api-client';
import { SETTINGS_FIELDS, settingsFieldProblems } from './settings-form';

/** Every setting the shared schema has, by the form's names. */
const schemaFields = Object.entries(shopSettingsSchema.shape).flatMap(([section, schema]) =>
  Object.keys(schema.shape).map((name) => `${section}.${name}`),
);

describe('the settings form', () => {
  it('labels every setting the schema has, and no other', () => {
    expect(Object.keys(SETTINGS_FIELDS).sort()).toEqual(schemaFields.sort());
  });

  it('shows the fees and the threshold as money in their history, and nothing else', () => {
    const money = Object.entries(SETTINGS_FIELDS)
      .filter(([, field]) => 'money' in field && field.money)
      .map(([name]) => name);
    expect(money.sort()).toEqual([
      'delivery.expressCents',
      'delivery.freeFromCents',
      'delivery.standardCents',
    ]);
  });

  it("puts the server's problems on the fields they name, and leaves the rest to the notice", () => {
    const refused = new ApiError(400, 'validation_error', 'Branch code is 6 digits', {
      'settings.eft.branchCode': 'Branch code is 6 digits',
      'settings.holds.eftDays': 'EFT hold can be at most 60 days',
      'settings.eft': 'Unrecognized key: "swift"',
      version: 'Version is required',
    });
    expect(settingsFieldProblems(refused)).toEqual([
      ['eft.branchCode', 'Branch code is 6 digits'],
      ['holds.eftDays', 'EFT hold can be at most 60 days'],
    ]);
    expect(settingsFieldProblems(new ApiError(409, 'settings_changed', 'Changed meanwhile'))).toEqual([]);
  });
});
