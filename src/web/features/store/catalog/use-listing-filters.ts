import { useLocation, useNavigation, useSearchParams } from 'react-router';
import {
  CATEGORY_TITLES,
  type Category,
  FALLBACK_CATEGORY_TITLE,
  PRICE_SLIDER,
  SORT_OPTIONS,
  type SortOption,
} from '@shared/constants';
import type { ListingParams } from './api/get-products';

export interface ListingFilterValues {
  minPrice: number;
  maxPrice: number;
  sort: SortOption;
}

export const DEFAULT_FILTERS: ListingFilterValues = {
  minPrice: PRICE_SLIDER.min,
  maxPrice: PRICE_SLIDER.max,
  sort: 'relevance',
};

function readPrice(text: string | null, fallback: number): number {
  const n = Number(text);
  if (text === null || !Number.isInteger(n) || n < PRICE_SLIDER.min || n > PRICE_SLIDER.max) return fallback;
  return n - (n % PRICE_SLIDER.step);
}

const isSortOption = (value: string | null): value is SortOption =>
  SORT_OPTIONS.some((option) => option === value);

/** The filters an address asks for; anything out of range falls back to the default. */
export function readListingFilters(params: URLSearchParams): ListingFilterValues {
  const sortParam = params.get('sort');
  const minPrice = readPrice(params.get('min'), DEFAULT_FILTERS.minPrice);
  const maxPrice = readPrice(params.get('max'), DEFAULT_FILTERS.maxPrice);
  return {
    minPrice: Math.min(minPrice, maxPrice),
    maxPrice,
    sort: isSortOption(sortParam) ? sortParam : DEFAULT_FILTERS.sort,
  };
}

const isCategory = (value: string | undefined): value is Category =>
  value !== undefined && Object.hasOwn(CATEGORY_TITLES, value);

/** A category's listing query: any other category name lists every product (docs/specification.md §2). */
export function listingParams(
  categoryParam: string | undefined,
  filters: ListingFilterValues,
): ListingParams {
  return {
    category: isCategory(categoryParam) ? categoryParam : undefined,
    sort: filters.sort,
    minPrice: filters.minPrice > PRICE_SLIDER.min ? filters.minPrice : undefined,
    maxPrice: filters.maxPrice < PRICE_SLIDER.max ? filters.maxPrice : undefined,
  };
}

export const listingTitle = (params: ListingParams) =>
  params.category ? CATEGORY_TITLES[params.category] : FALLBACK_CATEGORY_TITLE;

/** The listing's filters live in the address, so a filtered page can be shared and reloaded. */
export function useListingFilters(): [ListingFilterValues, (next: ListingFilterValues) => void] {
  const [params, setParams] = useSearchParams();
  // While the listing of a change loads, the controls already show the change (several key presses
  // on the slider each build on the last).
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const pending = navigation.location?.pathname === pathname ? navigation.location.search : undefined;
  const value = readListingFilters(pending === undefined ? params : new URLSearchParams(pending));

  function update(next: ListingFilterValues) {
    const search = new URLSearchParams();
    if (next.minPrice !== DEFAULT_FILTERS.minPrice) search.set('min', String(next.minPrice));
    if (next.maxPrice !== DEFAULT_FILTERS.maxPrice) search.set('max', String(next.maxPrice));
    if (next.sort !== DEFAULT_FILTERS.sort) search.set('sort', next.sort);
    setParams(search, { replace: true });
  }

  return [value, update];
}
