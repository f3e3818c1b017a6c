import { Link } from 'react-router';
import { STORE_NAME } from '@shared/constants';
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

export function SiteFooter() {
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
      <p className="border-t py-4 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} {STORE_NAME}. Prices in South African rand, VAT included.
      </p>
    </footer>
  );
}
