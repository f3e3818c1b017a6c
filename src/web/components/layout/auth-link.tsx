import { Link } from 'react-router';
import { PATHS } from '@shared/routes';
import { Button } from '@web/components/ui/button';
import { useSignOut } from '@web/api/sign-out';
import { useSession } from '@web/api/session';

/**
 * The navigation's Sign In link, or My Orders and Sign Out for a signed-in visitor (docs/specification.md
 * §2).
 */
export function AuthLink({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  const { user } = useSession();
  const signOut = useSignOut();
  if (user) {
    return (
      <>
        <Button asChild variant="ghost" size="sm" className={className}>
          <Link to={PATHS.myOrders} onClick={onNavigate}>
            My Orders
          </Link>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className={className}
          disabled={signOut.isPending}
          onClick={() => signOut.mutate(undefined, { onSettled: onNavigate })}
        >
          Sign Out
        </Button>
      </>
    );
  }
  return (
    <Button asChild variant="ghost" size="sm" className={className}>
      <Link to="/auth" onClick={onNavigate}>
        Sign In
      </Link>
    </Button>
  );
}
