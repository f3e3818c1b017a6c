import type { PublicConfig } from '@shared/schemas/config';

/**
 * Whom a shopper asks about their personal information: the information officer of the shop's
 * settings; without one named, the business's own email (docs/decisions/0021-privacy.md).
 */
export function privacyOfficer(config: PublicConfig | undefined): {
  name: string | null;
  email: string | null;
} {
  const officer = config?.privacy;
  return {
    name: officer?.officerName ?? null,
    email: officer?.officerEmail ?? config?.business?.email ?? null,
  };
}
