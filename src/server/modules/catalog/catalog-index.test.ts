import { describe, expect, it } from 'vitest';
import { CatalogIndex, type IndexSource } from './catalog-index.js';
import { sortKeyValues } from './sort-keys.js';

let sequence = 0;
function product(overrides: Partial<IndexSource> = {}): IndexSource {
  sequence++;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    title: `Product ${sequence}`,
    description: 'A plain description',
    shortDescription: 'Plain',
    tags: [],
    category: 'homeware',
    priceCents: 10_000,
    salePriceCents: null,
    rating: 4,
    featured: 0,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, sequence)).toISOString(),
    ...overrides,
  };
}

const titles = (index: CatalogIndex, term: string) =>
  index
    .query({ term }, { sort: 'rating', limit: 100 })
    .products.map((p) => p.id)
    .sort();

describe('CatalogIndex search', () => {
  const kettlebell = product({ title: 'Cast Iron Kettlebell', tags: ['Gym', 'strength'] });
  const mug = product({
    title: 'Enamel Mug',
    shortDescription: 'Holds 50% more tea_time',
    tags: ['kitchen'],
  });
  const towel = product({ title: 'Gym Towel', description: "Men's cotton, dries fast", tags: ['gym|towel'] });
  const index = new CatalogIndex([kettlebell, mug, towel]);

  it('matches a substring of title, short description or description, ignoring case', () => {
    expect(titles(index, 'iron kett')).toEqual([kettlebell.id]);
    expect(titles(index, 'tea')).toEqual([mug.id]);
    expect(titles(index, 'dries')).toEqual([towel.id]);
  });

  it('matches one- and two-character terms as substrings', () => {
    expect(titles(index, 'k')).toEqual([kettlebell.id]);
    expect(titles(index, 'mu')).toEqual([mug.id]);
    expect(titles(index, 'q')).toEqual([]);
  });

  it('matches a tag only when the whole tag equals the term', () => {
    expect(titles(index, 'strength')).toEqual([kettlebell.id]);
    expect(titles(index, 'kitch')).toEqual([]);
    // 'gym' is a title substring of the towel and a tag of the kettlebell.
    expect(titles(index, 'gym')).toEqual([kettlebell.id, towel.id].sort());
  });

  it('treats wildcards, quotes and the tag separator as plain text', () => {
    expect(titles(index, '50%')).toEqual([mug.id]);
    expect(titles(index, '%')).toEqual([mug.id]);
    expect(titles(index, 'a_t')).toEqual([mug.id]);
    expect(titles(index, '_')).toEqual([mug.id]);
    expect(titles(index, "men's")).toEqual([towel.id]);
    expect(titles(index, 'gym|towel')).toEqual([]);
    expect(titles(index, '|')).toEqual([]);
  });

  it('never matches across two products', () => {
    const a = product({ title: 'end', shortDescription: '', description: 'abc' });
    const b = product({ title: 'xyz', shortDescription: '', description: 'start' });
    const pair = new CatalogIndex([a, b]);
    expect(titles(pair, 'abcxyz')).toEqual([]);
    expect(titles(pair, 'abc')).toEqual([a.id]);
  });
});

describe('CatalogIndex listing', () => {
  const products = [
    product({ category: 'gym', rating: 5, priceCents: 30_000 }),
    product({ category: 'gym', rating: 3, priceCents: 5_000, featured: 1 }),
    product({ category: 'men', rating: 4, priceCents: 20_000, salePriceCents: 15_000 }),
    product({ category: 'gym', rating: 4, priceCents: 10_000 }),
    product({ category: 'women', rating: 4, priceCents: 40_000, salePriceCents: 45_000 }),
  ];
  const index = new CatalogIndex(products);
  const ids = (list: { id: string }[]) => list.map((p) => p.id);
  const [gymTop, gymFeatured, menSale, gymMid, womenOddSale] = products;

  it('filters by category and by the price a shopper pays, and counts every match', () => {
    const gym = index.query({ category: 'gym' }, { sort: 'rating', limit: 2 });
    expect(gym.total).toBe(3);
    expect(ids(gym.products)).toEqual([gymTop!.id, gymMid!.id]);

    const priced = index.query(
      { minPriceCents: 15_000, maxPriceCents: 40_000 },
      { sort: 'price-asc', limit: 10 },
    );
    // The sale price counts (15 000); a sale price above the price does not (40 000).
    expect(ids(priced.products)).toEqual([menSale!.id, gymTop!.id, womenOddSale!.id]);
  });

  it('sorts by relevance: featured first, then rating, then newest', () => {
    const all = index.query({}, { sort: 'relevance', limit: 10 });
    expect(ids(all.products)).toEqual([
      gymFeatured!.id,
      gymTop!.id,
      womenOddSale!.id,
      gymMid!.id,
      menSale!.id,
    ]);
  });

  it('pages by cursor keys and by offset to the same rows', () => {
    for (const sort of ['relevance', 'newest', 'price-asc', 'price-desc', 'rating'] as const) {
      const all = ids(index.query({}, { sort, limit: 10 }).products);
      const first = index.query({}, { sort, limit: 2 }).products;
      const after = sortKeyValues(sort, first.at(-1)!);
      expect(ids(index.query({}, { sort, limit: 2, after }).products)).toEqual(all.slice(2, 4));
      expect(ids(index.query({}, { sort, limit: 2, offset: 2 }).products)).toEqual(all.slice(2, 4));
    }
  });

  it('answers an empty catalogue', () => {
    expect(new CatalogIndex([]).query({ term: 'a' }, { sort: 'relevance', limit: 24 })).toEqual({
      products: [],
      total: 0,
    });
  });
});
