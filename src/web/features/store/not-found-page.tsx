import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { notFound } from '@web/lib/page-route';

/** Any other address: its loader answers 404, so the server's status says so too. */
export function loader(): never {
  throw notFound();
}

/**
 * Any unknown path (docs/specification.md §2), shown for the loader's 404. Loaded from the address bar,
 * the server answered it with status 404 and logged it; reached by a link inside the app, only this
 * console line records it.
 */
export function ErrorBoundary() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-4xl font-bold">404</h1>
      <p className="text-xl text-muted-foreground">Oops! Page not found</p>
      <Link to="/" className="font-medium text-primary underline underline-offset-4">
        Return to Home
      </Link>
    </div>
  );
}
