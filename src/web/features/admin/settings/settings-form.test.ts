import { describe, expect, it } from 'vitest';
import { SETTINGS_SECTIONS } from '@shared/schemas/settings';
import { ApiError } from '@web/lib/api-client';
import { KEPT_BUSINESS, TYPED_BUSINESS } from '@shared/testing/example-business';
import {
  type BusinessFormValues,
  SETTINGS_FIELDS,
  settingsFieldProblems,
  settingsFormSchema,
  settingsFormValues,
} from './settings-form';

/** Every setting the shared schema has, by the form's names. */
const schemaFields = SETTINGS_SECTIONS.flatMap(({ section, fields }) =>
  fields.map((name) => `${section}.${name}`),
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

describe("the settings form's business details", () => {
  const others = {
    eft: { bankName: 'FNB', accountHolder: 'Karoo', accountNumber: '62812345678', branchCode: '250655' },
    delivery: { standardCents: 9_999, expressCents: 14_999, freeFromCents: 50_000 },
    holds: { onlineMinutes: 60, eftDays: 3 },
    tax: { vatRateBasisPoints: 1_500 },
    returns: { returnDays: 30, defectMonths: 6, coolingOffDays: 7 },
    privacy: { officerName: null, officerEmail: null },
    reviews: { publishAtOnce: false, requestAfterDays: 7 },
  };
  /** The business's part of the form's schema: what the form holds, as it is saved. */
  const business = settingsFormSchema.shape.business;
  const blank = settingsFormValues({ ...others, business: null }).business;
  const problemsOf = (values: BusinessFormValues) =>
    Object.fromEntries(
      (business.safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );

  it('shows none as blank fields, and the saved ones with blank for a number there is none of', () => {
    expect(settingsFormValues({ ...others, business: null })).toEqual({
      ...others,
      privacy: { officerName: '', officerEmail: '' },
      business: Object.fromEntries(Object.keys(KEPT_BUSINESS).map((name) => [name, ''])),
    });
    const saved = { ...KEPT_BUSINESS, registrationNumber: null, vatNumber: null };
    expect(settingsFormValues({ ...others, business: saved }).business).toEqual({
      ...saved,
      registrationNumber: '',
      vatNumber: '',
    });
  });

  it('saves every field left blank (or only spaces) as none', () => {
    expect(business.parse(blank)).toBeNull();
    expect(business.parse({ ...blank, tradingName: '  ', physicalAddress: '\n' })).toBeNull();
  });

  it('checks every field once one is filled in', () => {
    expect(problemsOf({ ...blank, tradingName: 'Karoo Goods' })).toEqual({
      legalName: 'Legal name is required',
      legalStatus: 'Choose a legal status',
      physicalAddress: 'Physical address is required',
      postalAddress: 'Postal address for service is required',
      phone: 'Enter a South African phone number, e.g. 082 555 0134',
      email: 'Email is required',
    });
    expect(problemsOf({ ...TYPED_BUSINESS, registrationNumber: '' })).toEqual({
      registrationNumber: 'Registration number is required for a private company ((Pty) Ltd)',
    });
  });

  it('saves filled-in details as the server keeps them, blank numbers as null', () => {
    expect(settingsFormSchema.parse({ ...others, business: TYPED_BUSINESS }).business).toEqual(KEPT_BUSINESS);
    const sole = {
      ...TYPED_BUSINESS,
      legalStatus: 'sole_proprietor',
      registrationNumber: ' ',
      vatNumber: '',
    };
    expect(business.parse(sole)).toMatchObject({ registrationNumber: null, vatNumber: null });
  });
});

describe("the settings form's bank account", () => {
  const others = {
    business: null,
    delivery: { standardCents: 9_999, expressCents: 14_999, freeFromCents: 50_000 },
    holds: { onlineMinutes: 60, eftDays: 3 },
    tax: { vatRateBasisPoints: 1_500 },
    returns: { returnDays: 30, defectMonths: 6, coolingOffDays: 7 },
    privacy: { officerName: null, officerEmail: null },
    reviews: { publishAtOnce: false, requestAfterDays: 7 },
  };
  const eft = settingsFormSchema.shape.eft;
  const account = {
    bankName: 'Capitec',
    accountHolder: 'Karoo',
    accountNumber: '1052 3344 91',
    branchCode: '450105',
  };

  it('shows none as blank fields', () => {
    expect(settingsFormValues({ ...others, eft: null }).eft).toEqual({
      bankName: '',
      accountHolder: '',
      accountNumber: '',
      branchCode: '',
    });
  });

  it('saves every field left blank (or only spaces) as none: EFT is then not offered', () => {
    const blank = settingsFormValues({ ...others, eft: null }).eft;
    expect(eft.parse(blank)).toBeNull();
    expect(eft.parse({ ...blank, bankName: '  ' })).toBeNull();
  });

  it('checks every field once one is filled in, and keeps the numbers as digits', () => {
    const blank = settingsFormValues({ ...others, eft: null }).eft;
    const issues = eft.safeParse({ ...blank, bankName: 'Capitec' }).error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'accountHolder',
      'accountNumber',
      'branchCode',
    ]);
    expect(eft.parse(account)).toEqual({ ...account, accountNumber: '1052334491' });
  });
});

describe("the settings form's reviews", () => {
  const saved = {
    business: null,
    eft: null,
    delivery: { standardCents: 9_999, expressCents: 14_999, freeFromCents: 50_000 },
    holds: { onlineMinutes: 60, eftDays: 3 },
    tax: { vatRateBasisPoints: 1_500 },
    returns: { returnDays: 30, defectMonths: 6, coolingOffDays: 7 },
    privacy: { officerName: null, officerEmail: null },
    reviews: { publishAtOnce: true, requestAfterDays: 14 },
  };
  const reviews = settingsFormSchema.shape.reviews;
  const problemOf = (requestAfterDays: number) =>
    reviews.safeParse({ publishAtOnce: false, requestAfterDays }).error?.issues[0]?.message;

  it('shows them as saved, and saves them as the form holds them', () => {
    const values = settingsFormValues(saved);
    expect(values.reviews).toEqual({ publishAtOnce: true, requestAfterDays: 14 });
    expect(settingsFormSchema.parse(values).reviews).toEqual({ publishAtOnce: true, requestAfterDays: 14 });
  });

  it('labels the switch and the days as the screen and the history show them', () => {
    expect(SETTINGS_FIELDS['reviews.publishAtOnce'].label).toBe('Publish new reviews at once');
    expect(SETTINGS_FIELDS['reviews.requestAfterDays'].label).toBe('Ask for a review (days after delivery)');
  });

  it('asks from the day of delivery to 60 days after, in whole days', () => {
    expect(problemOf(0)).toBeUndefined();
    expect(problemOf(60)).toBeUndefined();
    expect(problemOf(61)).toBeDefined();
    expect(problemOf(-1)).toBeDefined();
    expect(problemOf(2.5)).toBeDefined();
  });
});
