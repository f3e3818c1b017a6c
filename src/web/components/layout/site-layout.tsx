import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { cartQuery } from '@web/api/cart';
import { configQuery } from '@web/api/config';
import { sessionQuery } from '@web/api/session';
import { usePageHead } from '@web/lib/head/use-page-head';
import { type PageLoaderArgs, pageRequest } from '@web/lib/page-route';
import { useProductChanges } from '@web/lib/use-product-changes';
import { ChatButton } from './chat-button';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The header's cart count and account link, and the shop's settings; kept fresh by their queries. */
export async function loader(args: PageLoaderArgs) {
  const { queryClient } = pageRequest(args);
  await Promise.all([
    queryClient.prefetchQuery(configQuery),
    queryClient.prefetchQuery(sessionQuery),
    queryClient.prefetchQuery(cartQuery),
  ]);
  return null;
}

/** After a navigation inside the app, focus moves to the new page, so a screen reader announces it. */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}

/** While the next page's data loads, this one stays, with 'Loading...' (docs/specification.md §2, Product). */
function NavigationPending() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  if (navigation.state !== 'loading' || navigation.location.pathname === pathname) return null;
  return (
    <p
      role="status"
      className="fixed top-20 left-1/2 z-50 -translate-x-1/2 animate-appear-late rounded-full border bg-background px-4 py-2 text-sm font-medium shadow-md"
    >
      Loading...
    </p>
  );
}

export function SiteLayout() {
  useFocusMainOnNavigation();
  usePageHead();
  useProductChanges();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-background focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <NavigationPending />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ChatButton />
      <ScrollRestoration />
    </div>
  );
}
