import { isServer, useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { CheckCircle2Icon } from 'lucide-react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { endpointUrl } from '@shared/api/endpoints';
import { formatRand } from '@shared/money';
import { OrderDocuments } from '@web/components/order-documents';
import { OrderStatusBadge, PaymentStatusBadge } from '@web/components/order-badges';
import { Address } from '@web/components/address';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { notFoundBoundary } from '@web/components/route-error';
import { sessionQuery } from '@web/api/session';
import { orderKey } from '@web/lib/order-keys';
import { useHydrated } from '@web/lib/use-hydrated';
import { OrderTotals } from '@web/components/order-totals';
import { type PageLoaderArgs, isMissing, notFound, pageRequest, privatePageHead } from '@web/lib/page-route';
import { orderQuery } from './api/orders';
import { hasReturns, orderReturnsQuery } from './api/returns';
import { hasReviews, orderReviewsQuery } from './api/reviews';
import { PaymentPanel } from './payment-panel';
import { useOrderChanges } from './use-order-changes';
import { LineTitle } from '@web/components/line-title';
import { shopFormat } from '@shared/shop-time';

/**
 * The order, its returns and its reviews, loaded with the page when it can be opened here: by the key
 * in its address, the key this browser kept (orderKey), or the shopper's session. A guest back from
 * PayFast has no key in the address: the server renders the page waiting, and the browser opens the
 * order with the key it kept. Any other order (a signed-in shopper's without its key too) is not found.
 */
export async function loader(args: PageLoaderArgs) {
  const { url, queryClient } = pageRequest(args);
  const id = args.params.id ?? '';
  const key = orderKey(id, url.searchParams.get('key'));
  const { user } = await queryClient.ensureQueryData(sessionQuery);
  if (key === undefined && !user) return null;
  // Returns and reviews are a part of the page: when they fail, the page stands without them. The
  // server renders them; the browser (an order just placed has neither) shows the order without waiting.
  const parts = Promise.all([
    queryClient.prefetchQuery(orderReturnsQuery(id, key)),
    queryClient.prefetchQuery(orderReviewsQuery(id, key)),
  ]);
  try {
    await queryClient.ensureQueryData(orderQuery(id, key));
  } catch (error) {
    throw isMissing(error) ? notFound() : error;
  }
  if (isServer) await parts;
  return null;
}

export const head = privatePageHead('Your Order');

function OrderNotFound() {
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="mb-2 text-2xl font-bold">Order not found</h1>
      <p className="mb-6 text-muted-foreground">
        Open your order from the link on its confirmation page, or sign in to see your orders.
      </p>
      <Button asChild>
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}

/** No order by that id that this visitor may open (its loader answered 404). */
export const ErrorBoundary = notFoundBoundary(OrderNotFound);

/** The returns' form brings zod and react-hook-form: it loads only for an order with returns to show. */
const OrderReturns = lazy(() => import('./order-returns').then((m) => ({ default: m.OrderReturns })));

/**
 * Returns, read with the order's access; nothing for an order never delivered, nor when they cannot
 * be read (the order's page stands without them).
 */
function Returns({ orderId, accessKey }: { orderId: string; accessKey: string | undefined }) {
  const { data } = useQuery(orderReturnsQuery(orderId, accessKey));
  if (!hasReturns(data)) return null;
  return (
    <Suspense fallback={null}>
      <OrderReturns orderId={orderId} accessKey={accessKey} data={data} />
    </Suspense>
  );
}

/** The reviews' form brings zod and react-hook-form too: it loads only for a delivered order. */
const OrderReviews = lazy(() => import('./order-reviews').then((m) => ({ default: m.OrderReviews })));

/**
 * Reviews, read with the order's access; nothing before the order is delivered, nor when they
 * cannot be read (the order's page stands without them).
 */
function Reviews({ orderId, accessKey }: { orderId: string; accessKey: string | undefined }) {
  const { data } = useQuery(orderReviewsQuery(orderId, accessKey));
  if (!hasReviews(data)) return null;
  return (
    <Suspense fallback={null}>
      <OrderReviews orderId={orderId} accessKey={accessKey} data={data} />
    </Suspense>
  );
}

/**
 * /orders/:id: the confirmation right after Place Order, and the order's page later. A guest opens it
 * with the key in its link; a signed-in shopper opens their own.
 */
export function Component() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const keyInAddress = search.get('key');
  // What only the browser knows (the key it kept, the confirmation's state, which a reload keeps) is
  // read once the page is hydrated: its first render is the server's.
  const hydrated = useHydrated();
  const key = hydrated ? orderKey(id, keyInAddress) : (keyInAddress ?? undefined);
  const returnedFrom = search.get('payment');
  const placed = (useLocation().state as { placed?: boolean } | null)?.placed === true;
  const justPlaced = hydrated && placed;
  // Until then it shows what the server loaded, or waits as the server's page did.
  const order = useQuery({ ...orderQuery(id, key), enabled: hydrated });
  useOrderChanges(id);

  if (order.isPending) return <Spinner />;
  // Refused, or not read (the browser opened it itself, with no key or one it kept).
  if (!order.data) return <OrderNotFound />;

  const o = order.data;
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      {justPlaced ? (
        <div className="flex items-start gap-3 rounded-lg border border-primary/30 bg-primary/5 p-5">
          <CheckCircle2Icon aria-hidden className="mt-0.5 size-6 shrink-0 text-primary" />
          <div>
            <h1 className="text-2xl font-bold">Thank you for your order!</h1>
            <p className="text-muted-foreground">
              Your order number is <strong className="text-foreground">{o.orderNumber}</strong>.
            </p>
          </div>
        </div>
      ) : (
        <h1 className="text-2xl font-bold">Order {o.orderNumber}</h1>
      )}
      {keyInAddress && (
        <p className="rounded-md bg-muted p-4 text-sm">
          Keep this page's address: it is the only way to open this order without an account.
        </p>
      )}

      <div className="flex flex-wrap gap-4 text-sm">
        <span>Placed {shopFormat(o.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</span>
        <span className="flex items-center gap-1">
          Status <OrderStatusBadge status={o.status} />
        </span>
        <span className="flex items-center gap-1">
          Payment <PaymentStatusBadge status={o.paymentStatus} />
        </span>
        {o.trackingNumber && <span>Tracking number {o.trackingNumber}</span>}
      </div>

      <PaymentPanel
        order={o}
        accessKey={key}
        returned={returnedFrom === 'return' || returnedFrom === 'cancelled' ? returnedFrom : null}
      />

      <section aria-labelledby="items-heading" className="rounded-lg border bg-background p-6">
        <h2 id="items-heading" className="mb-4 text-lg font-semibold">
          Items
        </h2>
        <ul className="mb-6 divide-y text-sm">
          {o.lines.map((line) => (
            <li key={line.sku} className="flex justify-between gap-4 py-2">
              <span>
                <LineTitle line={line} /> × {line.quantity}
                {line.unitPriceCents < line.basePriceCents && (
                  <s className="ml-2 text-muted-foreground">{formatRand(line.basePriceCents)}</s>
                )}
              </span>
              <span className="whitespace-nowrap">{formatRand(line.lineTotalCents)}</span>
            </li>
          ))}
        </ul>
        <OrderTotals {...o} />
      </section>

      {o.documents.length > 0 && (
        <section aria-labelledby="documents-heading" className="rounded-lg border bg-background p-6">
          <h2 id="documents-heading" className="mb-4 text-lg font-semibold">
            Invoices
          </h2>
          <OrderDocuments
            documents={o.documents}
            format={formatRand}
            hrefOf={(document) =>
              endpointUrl('getOrderDocument', {
                params: { id: o.id, documentId: document.id },
                query: key ? { key } : {},
              })
            }
          />
        </section>
      )}

      {/* Above Returns: the review request's link lands on it (#reviews), and nothing that loads
          later above it moves it. */}
      <Reviews orderId={o.id} accessKey={key} />

      <Returns orderId={o.id} accessKey={key} />

      <section aria-labelledby="delivery-heading" className="rounded-lg border bg-background p-6 text-sm">
        <h2 id="delivery-heading" className="mb-2 text-lg font-semibold">
          Delivery
        </h2>
        <p>{o.customerName}</p>
        <Address address={o.shippingAddress} />
      </section>
    </div>
  );
}
