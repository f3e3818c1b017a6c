import { useParams } from 'react-router';
import { CATEGORY_TITLES, type Category, FALLBACK_CATEGORY_TITLE, PRICE_SLIDER } from '@shared/constants';
import { useProducts } from './api/get-products';
import { ListingFilters } from './listing-filters';
import { ProductResults } from './product-results';
import { useListingFilters } from './use-listing-filters';

const isCategory = (value: string | undefined): value is Category =>
  value !== undefined && Object.hasOwn(CATEGORY_TITLES, value);

/** A category's products; any other category name lists every product under 'Products'. */
export function CategoryPage() {
  const { category: param } = useParams();
  const category = isCategory(param) ? param : undefined;
  const [filters, setFilters] = useListingFilters();
  const query = useProducts({
    category,
    sort: filters.sort,
    minPrice: filters.minPrice > PRICE_SLIDER.min ? filters.minPrice : undefined,
    maxPrice: filters.maxPrice < PRICE_SLIDER.max ? filters.maxPrice : undefined,
  });
  const total = query.data?.pages[0]?.total;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{category ? CATEGORY_TITLES[category] : FALLBACK_CATEGORY_TITLE}</h1>
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
