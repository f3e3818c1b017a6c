import { UserRoundIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PATHS } from '@shared/routes';
import { Button } from '@web/components/ui/button';
import { useSignOut } from '@web/api/sign-out';
import { useSession } from '@web/api/session';

/**
 * The navigation's Sign In link, or My Account, My Orders and Sign Out for a signed-in visitor
 * (docs/specification.md §2).
 */
export function AuthLink({
  onNavigate,
  className,
  compact = false,
}: {
  onNavigate?: () => void;
  className?: string;
  /** The header's: My Account is an icon until the screen is wide enough for its words too. */
  compact?: boolean;
}) {
  const { user } = useSession();
  const signOut = useSignOut();
  if (user) {
    return (
      <>
        <Button asChild variant="ghost" size="sm" className={className}>
          <Link to={PATHS.account} onClick={onNavigate} title={compact ? 'My Account' : undefined}>
            {compact && <UserRoundIcon aria-hidden className="xl:hidden" />}
            <span className={compact ? 'sr-only xl:not-sr-only' : undefined}>My Account</span>
          </Link>
        </Button>
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
