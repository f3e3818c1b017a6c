import { useParams, useSearchParams } from 'react-router';
import { useProducts } from './api/get-products';
import { ListingFilters } from './listing-filters';
import { ProductResults } from '@web/components/products/product-results';
import { listingStart } from '@web/lib/product-pages';
import { listingParams, listingTitle, useListingFilters } from './use-listing-filters';

/** A category's products; any other category name lists every product under 'Products'. */
export function CategoryPage() {
  const { category } = useParams();
  const [filters, setFilters] = useListingFilters();
  const [address] = useSearchParams();
  const params = listingParams(category, filters);
  const query = useProducts(params, listingStart(address));
  const total = query.data?.pages[0]?.total;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{listingTitle(params)}</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <ListingFilters value={filters} onChange={setFilters} />
        <section aria-label="Products" className="space-y-4">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {query.isPending
              ? 'Loading...'
              : query.isError
                ? 'Products could not be loaded.'
                : `${total ?? 0} products found`}
          </p>
          <ProductResults query={query} />
        </section>
      </div>
    </div>
  );
}
