import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '@shared/schemas/config';
import { KEPT_BUSINESS } from '@shared/testing/example-business';
import { privacyOfficer } from './privacy-officer';

const config = (privacy: PublicConfig['privacy'], business: PublicConfig['business']) =>
  ({ privacy, business }) as PublicConfig;

describe('privacyOfficer', () => {
  it('names the officer of the settings, with their email', () => {
    expect(
      privacyOfficer(
        config({ officerName: 'Zanele Mthembu', officerEmail: 'privacy@shop.example' }, KEPT_BUSINESS),
      ),
    ).toEqual({ name: 'Zanele Mthembu', email: 'privacy@shop.example' });
  });

  it("falls back to the business's email when the officer has none", () => {
    expect(
      privacyOfficer(config({ officerName: 'Zanele Mthembu', officerEmail: null }, KEPT_BUSINESS)),
    ).toEqual({
      name: 'Zanele Mthembu',
      email: KEPT_BUSINESS.email,
    });
    expect(privacyOfficer(config({ officerName: null, officerEmail: null }, KEPT_BUSINESS))).toEqual({
      name: null,
      email: KEPT_BUSINESS.email,
    });
  });

  it('has no email while neither is filled in, or before the settings are read', () => {
    expect(privacyOfficer(config({ officerName: null, officerEmail: null }, null))).toEqual({
      name: null,
      email: null,
    });
    expect(privacyOfficer(undefined)).toEqual({ name: null, email: null });
  });
});
