import { useSearchParams } from 'react-router';
import { PRICE_SLIDER, SORT_OPTIONS, type SortOption } from '@shared/constants';
import { DEFAULT_FILTERS, type ListingFilterValues } from './listing-filters';

function readPrice(text: string | null, fallback: number): number {
  const n = Number(text);
  if (text === null || !Number.isInteger(n) || n < PRICE_SLIDER.min || n > PRICE_SLIDER.max) return fallback;
  return n - (n % PRICE_SLIDER.step);
}

/** The listing's filters live in the address, so a filtered page can be shared and reloaded. */
export function useListingFilters(): [ListingFilterValues, (next: ListingFilterValues) => void] {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const minPrice = readPrice(params.get('min'), DEFAULT_FILTERS.minPrice);
  const maxPrice = readPrice(params.get('max'), DEFAULT_FILTERS.maxPrice);
  const value: ListingFilterValues = {
    minPrice: Math.min(minPrice, maxPrice),
    maxPrice,
    sort: SORT_OPTIONS.includes(sortParam as SortOption) ? (sortParam as SortOption) : DEFAULT_FILTERS.sort,
  };

  function update(next: ListingFilterValues) {
    const search = new URLSearchParams();
    if (next.minPrice !== DEFAULT_FILTERS.minPrice) search.set('min', String(next.minPrice));
    if (next.maxPrice !== DEFAULT_FILTERS.maxPrice) search.set('max', String(next.maxPrice));
    if (next.sort !== DEFAULT_FILTERS.sort) search.set('sort', next.sort);
    setParams(search, { replace: true });
  }

  return [value, update];
}
