import { useInfiniteQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { ProductResults } from '@web/components/products/product-results';
import { categoryHead } from '@web/lib/head/page-head';
import { type PageHeadFunction, type PageLoaderArgs, asPageStatus, pageRequest } from '@web/lib/page-route';
import { listingStart } from '@web/lib/product-pages';
import { productsQuery } from './api/get-products';
import { ListingFilters } from './listing-filters';
import { listingParams, listingTitle, readListingFilters, useListingFilters } from './use-listing-filters';

/** The listing an address asks for: the loader fills it, the page reads it. */
function pageListing(category: string | undefined, search: URLSearchParams) {
  const params = listingParams(category, readListingFilters(search));
  return { title: listingTitle(params), query: productsQuery(params, listingStart(search)) };
}

export async function loader(args: PageLoaderArgs) {
  const { url, queryClient } = pageRequest(args);
  await queryClient
    .ensureInfiniteQueryData(pageListing(args.params.category, url.searchParams).query)
    .catch(asPageStatus);
  return null;
}

export const head: PageHeadFunction = ({ url, params, queryClient }) => {
  const { title, query } = pageListing(params.category, url.searchParams);
  const listing = queryClient.getQueryData(query.queryKey);
  return listing && categoryHead(url.origin, url.pathname, title, listing.pages[0]?.items ?? []);
};

/** A category's products; any other category name lists every product under 'Products'. */
export function Component() {
  const { category } = useParams();
  const [search] = useSearchParams();
  const { title, query } = pageListing(category, search);
  const listing = useInfiniteQuery(query);
  // The controls show a change at once, while its listing loads.
  const [filters, setFilters] = useListingFilters();
  const total = listing.data?.pages[0]?.total;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{title}</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <ListingFilters value={filters} onChange={setFilters} />
        <section aria-label="Products" className="space-y-4">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {listing.isPending
              ? 'Loading...'
              : listing.isError
                ? 'Products could not be loaded.'
                : `${total ?? 0} products found`}
          </p>
          <ProductResults query={listing} />
        </section>
      </div>
    </div>
  );
}
