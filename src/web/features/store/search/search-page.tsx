import { useInfiniteQuery } from '@tanstack/react-query';
import { SearchIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/error-message';
import { ProductResults } from '@web/components/products/product-results';
import { searchHead } from '@web/lib/head/page-head';
import { type PageHeadFunction, type PageLoaderArgs, pageRequest } from '@web/lib/page-route';
import { listingStart } from '@web/lib/product-pages';
import { searchQuery } from './api/search-products';

/** The search an address asks for: the loader fills its results, the page reads them. */
function pageSearch(search: URLSearchParams) {
  const term = (search.get('q') ?? '').trim();
  return { term, query: searchQuery({ q: term }, listingStart(search)) };
}

export async function loader(args: PageLoaderArgs) {
  const { url, queryClient } = pageRequest(args);
  const { term, query } = pageSearch(url.searchParams);
  if (term) await queryClient.prefetchInfiniteQuery(query);
  return null;
}

export const head: PageHeadFunction = ({ url }) => searchHead(url.origin, pageSearch(url.searchParams).term);

/** Search results for ?q= (docs/specification.md §2), best rated first. */
export function Component() {
  const [search] = useSearchParams();
  const { term, query: results } = pageSearch(search);
  const query = useInfiniteQuery({ ...results, enabled: term.length > 0 });
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Search Results</h1>
      {!term ? (
        <p className="mt-8 text-center text-muted-foreground">Enter a search query</p>
      ) : (
        <>
          <p className="mt-2 line-clamp-3 break-words text-muted-foreground">
            Results for &quot;{term}&quot;
          </p>
          {query.isPending ? (
            <p className="mt-8">Loading...</p>
          ) : query.isError ? (
            <p className="mt-8 text-sale">{errorMessage(query.error)}</p>
          ) : total === 0 ? (
            <div className="mt-12 flex flex-col items-center gap-3 text-center">
              <SearchIcon className="size-12 text-muted-foreground" aria-hidden />
              <h2 className="text-xl font-semibold">No products found</h2>
              <p className="text-muted-foreground">Try adjusting your search or browse our categories</p>
              <Button asChild className="mt-2">
                <Link to="/">Back to Home</Link>
              </Button>
            </div>
          ) : (
            <div className="mt-6 space-y-4">
              <p className="text-sm text-muted-foreground">Found {total} product(s)</p>
              <ProductResults query={query} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
