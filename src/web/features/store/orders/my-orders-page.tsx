import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatRand } from '@shared/money';
import { orderPath } from '@shared/routes';
import { OrderStatusBadge } from '@web/components/order-badges';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { sessionQuery, useSession } from '@web/api/session';
import { type PageLoaderArgs, pageRequest, privatePageHead } from '@web/lib/page-route';
import { myOrdersQuery } from './api/orders';
import { shopFormat } from '@shared/shop-time';

function Orders() {
  const orders = useQuery(myOrdersQuery);
  if (orders.isPending) return <Spinner />;
  if (!orders.data || orders.data.length === 0) {
    return (
      <div className="py-12 text-center">
        <p className="mb-6 text-muted-foreground">You have not placed an order yet.</p>
        <Button asChild>
          <Link to="/">Start Shopping</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="divide-y rounded-lg border bg-background">
      {orders.data.map((order) => (
        <li key={order.id}>
          <Link
            to={orderPath(order.id)}
            className="flex flex-wrap items-center justify-between gap-4 p-4 hover:bg-accent"
          >
            <span>
              <span className="block font-mono font-semibold">{order.orderNumber}</span>
              <span className="text-sm text-muted-foreground">
                {shopFormat(order.createdAt, { dateStyle: 'medium' })}
              </span>
            </span>
            <span className="flex items-center gap-4">
              <OrderStatusBadge status={order.status} />
              <span className="font-semibold">{formatRand(order.totalCents)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A signed-in shopper's orders, loaded with the page (rendered on the server, not fetched after). */
export async function loader(args: PageLoaderArgs) {
  const { queryClient } = pageRequest(args);
  const { user } = await queryClient.ensureQueryData(sessionQuery);
  if (user) await queryClient.prefetchQuery(myOrdersQuery);
  return null;
}

export const head = privatePageHead('My Orders');

/** /account/orders: 'My Orders', a signed-in shopper's orders, newest first. */
export function Component() {
  const { user, isPending } = useSession();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">My Orders</h1>
      {isPending ? (
        <Spinner />
      ) : user ? (
        <Orders />
      ) : (
        <div className="py-12 text-center">
          <p className="mb-6 text-muted-foreground">Sign in to see your orders.</p>
          <Button asChild>
            <Link to="/auth">Sign In</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
