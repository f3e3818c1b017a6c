import { type ComponentProps, useState } from 'react';
import { Form, useLocation } from 'react-router';
import { PRICE_SLIDER, SORT_LABELS, SORT_OPTIONS, type SortOption } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { RangeSlider } from '@web/components/ui/range-slider';
import { DEFAULT_FILTERS, type ListingFilterValues } from './use-listing-filters';

const priceLabel = (rand: number) => (rand >= PRICE_SLIDER.max ? `R${rand}+` : `R${rand}`);

const PRICE_STEPS = Array.from(
  { length: (PRICE_SLIDER.max - PRICE_SLIDER.min) / PRICE_SLIDER.step + 1 },
  (_, i) => PRICE_SLIDER.min + i * PRICE_SLIDER.step,
);

function PriceSelect({
  label,
  name,
  value,
  rands,
}: {
  label: string;
  name: string;
  value: number;
  rands: number[];
}) {
  return (
    <label className="block space-y-1 text-sm font-medium">
      <span>{label}</span>
      <NativeSelect name={name} defaultValue={value}>
        {rands.map((rand) => (
          <option key={rand} value={rand}>
            {priceLabel(rand)}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
}

function SortSelect(props: ComponentProps<'select'>) {
  return (
    <NativeSelect {...props}>
      {SORT_OPTIONS.map((option) => (
        <option key={option} value={option}>
          {SORT_LABELS[option]}
        </option>
      ))}
    </NativeSelect>
  );
}

/**
 * The same filters as a GET form of native controls, for a browser without JavaScript
 * (docs/decisions/0011-server-rendering.md): the slider and the select above need it.
 */
function PlainFilters({ value }: { value: ListingFilterValues }) {
  const { pathname } = useLocation();
  return (
    <noscript>
      <Form method="get" className="space-y-3">
        <PriceSelect
          label="Lowest price"
          name="min"
          value={value.minPrice}
          rands={PRICE_STEPS.slice(0, -1)}
        />
        <PriceSelect label="Highest price" name="max" value={value.maxPrice} rands={PRICE_STEPS.slice(1)} />
        <label className="block space-y-1 text-sm font-medium">
          <span>Sort By</span>
          <SortSelect name="sort" defaultValue={value.sort} />
        </label>
        <Button type="submit" className="w-full">
          Apply Filters
        </Button>
        <Button asChild variant="outline" className="w-full">
          <a href={pathname}>Reset Filters</a>
        </Button>
      </Form>
    </noscript>
  );
}

/**
 * Price range 0–500 in steps of 10 (the top means no limit), Sort By, and Reset Filters
 * (docs/specification.md §2).
 */
export function ListingFilters({
  value,
  onChange,
}: {
  value: ListingFilterValues;
  onChange: (next: ListingFilterValues) => void;
}) {
  // While a thumb is dragged the range is local; the listing reloads once it is let go. A drag
  // belongs to the committed range it started from, so any new committed range (Reset, Back) wins.
  const committed = `${value.minPrice}-${value.maxPrice}`;
  const [dragged, setDragged] = useState<{ from: string; range: [number, number] } | null>(null);
  // Once the address has caught up with a drag, the drag is over: kept, a drag that began before a
  // render caught up with fast key presses could show again when its range comes back (Reset).
  if (dragged && `${dragged.range[0]}-${dragged.range[1]}` === committed) setDragged(null);
  const range = dragged?.from === committed ? dragged.range : ([value.minPrice, value.maxPrice] as const);
  const [low, high] = range;

  return (
    <aside aria-label="Filters" className="h-fit space-y-6 rounded-lg border p-4">
      <PlainFilters value={value} />
      <div className="js-only space-y-3">
        <p id="price-range-label" className="text-sm font-medium">
          Price Range: {priceLabel(low)} – {priceLabel(high)}
        </p>
        <RangeSlider
          aria-labelledby="price-range-label"
          thumbLabels={['Minimum price', 'Maximum price']}
          valueText={(rand) => (rand >= PRICE_SLIDER.max ? `R${rand} or more` : `R${rand}`)}
          min={PRICE_SLIDER.min}
          max={PRICE_SLIDER.max}
          step={PRICE_SLIDER.step}
          minStepsBetweenThumbs={1}
          value={[low, high]}
          onValueChange={(next) => setDragged({ from: committed, range: next })}
          onValueCommit={([minPrice, maxPrice]) => {
            if (`${minPrice}-${maxPrice}` !== committed) onChange({ ...value, minPrice, maxPrice });
          }}
        />
      </div>
      <div className="js-only space-y-2">
        <Label htmlFor="sort-by">Sort By</Label>
        <SortSelect
          id="sort-by"
          value={value.sort}
          onChange={(event) => onChange({ ...value, sort: event.target.value as SortOption })}
        />
      </div>
      <Button variant="outline" className="js-only w-full" onClick={() => onChange(DEFAULT_FILTERS)}>
        Reset Filters
      </Button>
    </aside>
  );
}
