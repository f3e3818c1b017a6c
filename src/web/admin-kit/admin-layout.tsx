import { StoreIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, NavLink, Outlet, replace, useLocation, useRevalidator } from 'react-router';
import { PATHS } from '@shared/routes';
import { toast } from '@web/components/ui/toaster';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useSignOut } from '@web/api/sign-out';
import { sessionQuery, useSession } from '@web/api/session';
import { cn } from '@web/lib/utils';
import { type PageLoaderArgs, pageRequest } from '@web/lib/page-route';
import { adminAccess, adminHome, screensFor } from './admin-screens';

/** Where the gate sends a visitor the panel does not let in, and what it tells them. */
const REFUSALS = {
  signedOut: {
    to: PATHS.auth,
    title: 'Authentication Required',
    description: 'Please log in to access the admin panel.',
  },
  notAdmin: {
    to: '/',
    title: 'Access Denied',
    description: 'You do not have permission to access this page.',
  },
};

/**
 * The admin gate (docs/specification.md §6) around every /admin page, as the panel's loader, run again
 * at each of its addresses (routes.tsx): nobody signed in goes to /auth, a signed-in user who is
 * neither an administrator nor a moderator to /, each with its notice; a moderator anywhere but the
 * screens they may open goes to the Reviews screen (docs/decisions/0023-reviews.md). The route shows a
 * spinner while it checks; the server refuses their API calls anyway.
 */
export async function loader(args: PageLoaderArgs) {
  const { url, queryClient } = pageRequest(args);
  const { user } = await queryClient.ensureQueryData({ ...sessionQuery, revalidateIfStale: true });
  const access = adminAccess(user?.roles, url.pathname);
  if (access.kind === 'open') return null;
  if (access.kind === 'elsewhere') throw replace(access.to);
  const refusal = user ? REFUSALS.notAdmin : REFUSALS.signedOut;
  toast.error(refusal.title, { description: refusal.description, id: 'admin-gate' });
  throw replace(refusal.to);
}

/**
 * The session changed under an open panel (signed out in another tab, the admin's own role changed):
 * the gate decides again.
 */
function useGateFollowsSession() {
  const { pathname } = useLocation();
  const roles = useSession().user?.roles;
  const allowed = adminAccess(roles, pathname).kind === 'open';
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!allowed) void revalidate();
  }, [allowed, revalidate]);
  return { allowed, roles };
}

/**
 * Header 'Admin Panel' with Sign Out and View Store (docs/specification.md §1), and the admin screens
 * the user may open: every one for an administrator, only Reviews for a moderator.
 */
export function Component() {
  const { allowed, roles } = useGateFollowsSession();
  const signOut = useSignOut();
  if (!allowed) return <Spinner label="Checking access..." className="min-h-screen" />;
  return (
    <div className="min-h-screen bg-muted/30">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
          <Link to={adminHome(roles)} className="text-xl font-bold tracking-tight whitespace-nowrap">
            Admin Panel
          </Link>
          <div className="ml-auto flex items-center gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to="/">
                <StoreIcon />
                View Store
              </Link>
            </Button>
            <Button variant="ghost" size="sm" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
              Sign Out
            </Button>
          </div>
        </div>
        <nav aria-label="Admin" className="mx-auto flex max-w-7xl flex-wrap gap-1 px-4 pb-2">
          {screensFor(roles).map((screen) => (
            <NavLink
              key={screen.to}
              to={screen.to}
              end
              className={({ isActive }) =>
                cn(
                  'rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap hover:bg-accent',
                  isActive && 'bg-accent text-accent-foreground',
                )
              }
            >
              {screen.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-8">
        <Outlet />
      </main>
    </div>
  );
}
