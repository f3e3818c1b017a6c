import { MenuIcon, ShoppingCartIcon } from 'lucide-react';
import { Suspense, lazy } from 'react';
import { Link, NavLink } from 'react-router';
import { STORE_NAME } from '@shared/constants';
import { PATHS } from '@shared/routes';
import { Button } from '@web/components/ui/button';
import { useDeferredDialog } from '@web/components/ui/deferred-dialog';
import { useCartCount } from '@web/api/cart';
import { AuthLink } from './auth-link';
import { NAV_LINKS, navLinkClass } from './nav-links';
import { SearchBox } from './search-box';

function CartLink() {
  const count = useCartCount();
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link to="/cart" aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
        <ShoppingCartIcon className="size-5" />
        {count > 0 && (
          <span
            data-testid="cart-count"
            className="absolute -top-1 -right-1 flex size-5 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
          >
            {count}
          </span>
        )}
      </Link>
    </Button>
  );
}

/**
 * The header's parts that differ between visitors: a shared page is answered with them rendered for
 * the visitor and joined in (docs/decisions/0029), so they render from the session and the count alone.
 */
export function HeaderAccount() {
  return (
    <>
      <AuthLink className="max-lg:hidden" compact />
      <CartLink />
    </>
  );
}

const MobileMenuDialog = lazy(() =>
  import('./mobile-menu-dialog').then((m) => ({ default: m.MobileMenuDialog })),
);

function MobileMenu() {
  const menu = useDeferredDialog();
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="js-only lg:hidden"
        aria-label="Open menu"
        {...menu.triggerProps}
      >
        <MenuIcon className="size-5" />
      </Button>
      {menu.requested && (
        <Suspense fallback={null}>
          <MobileMenuDialog {...menu.dialogProps} />
        </Suspense>
      )}
    </>
  );
}

/** The navigation bar of docs/specification.md §2. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <MobileMenu />
        <Link to="/" className="text-xl font-bold tracking-tight text-primary">
          {STORE_NAME}
        </Link>
        <nav aria-label="Main" className="ml-6 hidden items-center gap-6 lg:flex">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <SearchBox className="hidden w-56 md:block lg:w-48 xl:w-64" />
          <HeaderAccount />
        </div>
      </div>
      {/* The menu button needs JavaScript; without it, a phone gets the links as a row
          (docs/decisions/0011-server-rendering.md). */}
      <noscript>
        <div className="border-t px-4 py-2 md:hidden">
          <SearchBox />
        </div>
        <nav aria-label="Categories" className="flex gap-4 overflow-x-auto border-t px-4 py-2 lg:hidden">
          {NAV_LINKS.map((link) => (
            <a key={link.to} href={link.to} className="shrink-0 text-sm font-medium whitespace-nowrap">
              {link.label}
            </a>
          ))}
          <a href={PATHS.auth} className="shrink-0 text-sm font-medium whitespace-nowrap">
            Sign In
          </a>
        </nav>
      </noscript>
    </header>
  );
}
