import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ProductPage } from '@shared/schemas/catalog';
import { Button } from '@web/components/ui/button';
import { ProductGrid } from './product-card';

/** A listing's products, page after page, with Load More while the server has more. */
export function ProductResults({ query }: { query: UseInfiniteQueryResult<InfiniteData<ProductPage>> }) {
  const products = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="space-y-6">
      <ProductGrid products={products} />
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? 'Loading...' : 'Load More'}
          </Button>
        </div>
      )}
    </div>
  );
}
