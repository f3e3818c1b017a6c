import { Link } from 'react-router';
import { businessSentence, oneLineAddress, phoneHref, phoneWords } from '@shared/business';
import { STORE_NAME } from '@shared/constants';
import { PATHS } from '@shared/routes';
import type { PublicConfig } from '@shared/schemas/config';
import { usePublicConfig } from '@web/api/config';
import { NAV_LINKS } from './nav-links';

const HELP_LINKS = [
  { to: '/contact', label: 'Contact Us' },
  { to: '/shipping', label: 'Shipping Info' },
  { to: '/returns', label: 'Returns' },
  { to: '/faq', label: 'FAQ' },
];
const LEGAL_LINKS = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
];

function LinkColumn({ title, links }: { title: string; links: Array<{ to: string; label: string }> }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold">{title}</h2>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-muted-foreground hover:text-foreground">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

const linkClasses = 'underline underline-offset-2 hover:text-foreground';

/**
 * Who sells, as an online seller must say on its pages (ECT Act section 43): the business's names,
 * legal status, registration and VAT numbers, address, phone and email, from the shop's settings, with
 * a link to the rest on the legal information page. Nothing until the owner has filled them in.
 */
function BusinessDetails({ business }: { business: NonNullable<PublicConfig['business']> }) {
  return (
    <div className="border-t">
      <address
        data-testid="business-details"
        className="mx-auto max-w-7xl space-y-1 px-4 py-4 text-xs leading-5 text-muted-foreground not-italic"
      >
        <p>{businessSentence(business)}</p>
        {business.vatNumber && <p>VAT number {business.vatNumber}</p>}
        <p>{oneLineAddress(business.physicalAddress)}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <a href={phoneHref(business.phone)} className={linkClasses}>
            {phoneWords(business.phone)}
          </a>
          <a href={`mailto:${business.email}`} className={`${linkClasses} break-all`}>
            {business.email}
          </a>
          <Link to={PATHS.legal} className={linkClasses}>
            Legal information
          </Link>
        </p>
      </address>
    </div>
  );
}

export function SiteFooter() {
  const business = usePublicConfig()?.business;
  return (
    <footer className="mt-16 border-t bg-muted">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-primary">{STORE_NAME}</p>
          <p className="mt-2 text-sm text-muted-foreground">
            Homeware, gym gear and accessories, delivered across South Africa.
          </p>
        </div>
        <LinkColumn title="Shop" links={NAV_LINKS.slice(1)} />
        <LinkColumn title="Help" links={HELP_LINKS} />
        <LinkColumn title="Legal" links={LEGAL_LINKS} />
      </div>
      {business && <BusinessDetails business={business} />}
      <p className="border-t py-4 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} {STORE_NAME}. Prices in South African rand
        {business?.vatNumber ? ', VAT included.' : '.'}
      </p>
    </footer>
  );
}
