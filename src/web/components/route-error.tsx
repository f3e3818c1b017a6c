import type { ComponentType } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a screen fails to load or render, instead of a blank page. */
export function RouteError() {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">Please reload the page. If it keeps happening, try again later.</p>
      <Link to="/" className="font-medium text-primary underline underline-offset-4">
        Return to Home
      </Link>
    </div>
  );
}

/**
 * A page's error boundary: its own "not found" when its loader answered 404 (so did the server,
 * docs/decisions/0011-server-rendering.md), the route error otherwise.
 */
export const notFoundBoundary = (NotFound: ComponentType) =>
  function ErrorBoundary() {
    const error = useRouteError();
    return isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <RouteError />;
  };
