import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import type { ProductPage } from '@shared/schemas/catalog';
import { Button } from '@web/components/ui/button';
import { ProductGrid } from './product-card';

/**
 * The same listing from a cursor on: where Load More leads without JavaScript
 * (docs/decisions/0011-server-rendering.md).
 */
function useAddressFrom(cursor: string | undefined): string {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  if (cursor) params.set('cursor', cursor);
  else params.delete('cursor');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** A listing's products, page after page, with Load More while the server has more. */
export function ProductResults({ query }: { query: UseInfiniteQueryResult<InfiniteData<ProductPage>> }) {
  const products = query.data?.pages.flatMap((page) => page.items) ?? [];
  const nextCursor = query.data?.pages.at(-1)?.nextCursor ?? undefined;
  const nextAddress = useAddressFrom(nextCursor);
  const firstAddress = useAddressFrom(undefined);
  // A cursor (string) when the listing starts past its first page; none (or null, from JSON) otherwise.
  const startsLater = typeof query.data?.pageParams[0] === 'string';
  return (
    <div className="space-y-6">
      <ProductGrid products={products} eagerCount={4} />
      <div className="flex justify-center gap-3">
        {startsLater && (
          <Button asChild variant="ghost">
            <Link to={firstAddress}>Back to the first page</Link>
          </Button>
        )}
        {query.hasNextPage && (
          <Button asChild variant="outline" aria-disabled={query.isFetchingNextPage}>
            <Link
              to={nextAddress}
              onClick={(event) => {
                // With JavaScript, the next page joins this one instead.
                event.preventDefault();
                if (!query.isFetchingNextPage) void query.fetchNextPage();
              }}
            >
              {query.isFetchingNextPage ? 'Loading...' : 'Load More'}
            </Link>
          </Button>
        )}
      </div>
    </div>
  );
}
