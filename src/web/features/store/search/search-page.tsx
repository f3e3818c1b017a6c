import { SearchIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/error-message';
import { useSearchProducts } from './api/search-products';
import { ProductResults } from '@web/components/products/product-results';
import { listingStart } from '@web/lib/product-pages';

/** Search results for ?q= (docs/specification.md §2), best rated first. */
export function SearchPage() {
  const [params] = useSearchParams();
  const term = (params.get('q') ?? '').trim();
  const query = useSearchProducts({ q: term }, listingStart(params), term.length > 0);
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Search Results</h1>
      {!term ? (
        <p className="mt-8 text-center text-muted-foreground">Enter a search query</p>
      ) : (
        <>
          <p className="mt-2 text-muted-foreground">Results for &quot;{term}&quot;</p>
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
