import { StoreIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { toast } from '@web/components/ui/toaster';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useSignOut } from '@web/api/sign-out';
import { useSession } from '@web/api/session';
import { cn } from '@web/lib/utils';
import { ADMIN_SCREENS } from './admin-screens';

/**
 * The admin gate (docs/specification.md §6) around every /admin page: a spinner while it checks; nobody
 * signed in goes to /auth, a signed-in non-administrator to /. The server refuses their API calls anyway.
 */
function useAdminGate(): boolean {
  const { user, isPending } = useSession();
  const navigate = useNavigate();
  const isAdmin = user?.roles.includes('admin') ?? false;
  useEffect(() => {
    if (isPending || isAdmin) return;
    if (!user) {
      toast.error('Authentication Required', {
        description: 'Please log in to access the admin panel.',
        id: 'admin-gate',
      });
      void navigate('/auth', { replace: true });
    } else {
      toast.error('Access Denied', {
        description: 'You do not have permission to access this page.',
        id: 'admin-gate',
      });
      void navigate('/', { replace: true });
    }
  }, [isPending, isAdmin, user, navigate]);
  return isAdmin;
}

/** Header 'Admin Panel' with Sign Out and View Store (docs/specification.md §1), and the admin screens. */
export function AdminLayout() {
  const allowed = useAdminGate();
  const signOut = useSignOut();
  if (!allowed) return <Spinner label="Checking access..." className="min-h-screen" />;
  return (
    <div className="min-h-screen bg-muted/30">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
          <Link to="/admin" className="text-xl font-bold tracking-tight whitespace-nowrap">
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
          {ADMIN_SCREENS.map((screen) => (
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
