import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useProductChanges } from '@web/lib/use-product-changes';
import { ChatButton } from './chat-button';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

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

export function SiteLayout() {
  useFocusMainOnNavigation();
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
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ChatButton />
      <ScrollRestoration />
    </div>
  );
}
