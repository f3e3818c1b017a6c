import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { phoneHref, phoneWords } from '@shared/business';
import { LEGAL_STATUS_LABELS } from '@shared/constants';
import { PATHS } from '@shared/routes';
import type { PublicConfig } from '@shared/schemas/config';
import { usePublicConfig } from '@web/api/config';
import { infoPageHead } from '@web/lib/page-route';
import { InfoPage, InfoSection } from './info-page';
import { returnPolicyWords } from './return-policy-words';

const TITLE = 'Legal information';

export const head = infoPageHead(TITLE);

/** The cooling-off right of a purchase made online (ECT Act section 44), for the period the shop's settings give. */
const coolingOff = (days: string) =>
  `You may cancel an order made online within ${days} of receiving the goods, without reason or penalty, and we refund you within 30 days (Electronic Communications and Transactions Act, section 44).`;

/** One detail: its name, and its value (an address keeps its lines). */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[14rem_1fr] sm:gap-4">
      <dt className="font-semibold">{term}</dt>
      <dd className="break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

/** Every detail of section 43 the owner filled in; a number the business does not have is not listed. */
function BusinessDetails({ business }: { business: NonNullable<PublicConfig['business']> }) {
  return (
    <InfoSection title="Who we are">
      <dl className="divide-y border-y">
        <Detail term="Legal name">{business.legalName}</Detail>
        {business.tradingName !== business.legalName && (
          <Detail term="Trading name">{business.tradingName}</Detail>
        )}
        <Detail term="Legal status">{LEGAL_STATUS_LABELS[business.legalStatus]}</Detail>
        {business.registrationNumber && (
          <Detail term="Registration number">{business.registrationNumber}</Detail>
        )}
        {business.vatNumber && <Detail term="VAT number">{business.vatNumber}</Detail>}
        <Detail term="Physical address">{business.physicalAddress}</Detail>
        <Detail term="Postal address for service of legal documents">{business.postalAddress}</Detail>
        <Detail term="Phone">
          <a href={phoneHref(business.phone)}>{phoneWords(business.phone)}</a>
        </Detail>
        <Detail term="Email">
          <a href={`mailto:${business.email}`}>{business.email}</a>
        </Detail>
      </dl>
    </InfoSection>
  );
}

/**
 * /legal: what the ECT Act (section 43) asks an online seller to publish, from the shop's settings
 * (docs/decisions/0019-shop-settings.md), its returns policy and the shopper's cooling-off right. The
 * site's loader reads the settings, so the server renders it whole.
 */
export function Component() {
  const config = usePublicConfig();
  return (
    <InfoPage
      title={TITLE}
      intro="Who we are and how to reach us, as the Electronic Communications and Transactions Act asks of a shop that sells online, and your rights when you buy from us."
    >
      {config?.business ? (
        <BusinessDetails business={config.business} />
      ) : (
        <InfoSection title="Who we are">
          <p>
            {config
              ? 'The shop has not published its business details yet.'
              : 'The business details could not be loaded. Please try again later.'}
          </p>
        </InfoSection>
      )}

      <InfoSection title="Returns and refunds">
        <p>
          How to return an item and how we refund you are set out in our{' '}
          <Link to={PATHS.returns}>returns and refund policy</Link>.
        </p>
      </InfoSection>

      <InfoSection title="Your right to cancel">
        <p>{coolingOff(returnPolicyWords(config?.returns).coolingOff)}</p>
      </InfoSection>
    </InfoPage>
  );
}
