import { Link } from 'react-router';

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
