import { describe, expect, it } from 'vitest';
import { NO_PROMOTIONS, priceBook } from '../../pricing/index.js';
import { CatalogIndex, type IndexFilter, type IndexSource } from './catalog-index.js';
import { type IndexSort, sortKeyValues } from './sort-keys.js';

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
    reviewCount: 10,
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

describe('CatalogIndex changes in place', () => {
  const sorts = ['relevance', 'newest', 'price-asc', 'price-desc', 'rating'] as const;
  /** Every answer the index gives that a change could alter: each sort's full order, and searches. */
  const answers = (index: CatalogIndex) => ({
    size: index.size,
    orders: sorts.map((sort) => ids(index.query({}, { sort, limit: 10_000 }).products)),
    gym: index.query({ category: 'gym', maxPriceCents: 20_000 }, { sort: 'price-asc', limit: 10_000 }),
    searches: ['renamed', 'word 7', 'tag-3', 'a'].map((term) =>
      index.query({ term }, { sort: 'rating', limit: 10_000 }),
    ),
  });
  const ids = (list: { id: string }[]) => list.map((p) => p.id);

  it('answers as a fresh index would after products are added, changed and removed, across chunks', () => {
    // A seeded generator: the same run every time, with about 3 000 products over three chunks.
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const make = () =>
      product({
        title: `Item word ${Math.floor(random() * 50)}`,
        tags: [`tag-${Math.floor(random() * 5)}`],
        category: pick(['homeware', 'gym', 'men', 'women'] as const),
        priceCents: 1_000 + Math.floor(random() * 40) * 1_000,
        rating: Math.floor(random() * 11) / 2,
        featured: random() < 0.1 ? 1 : 0,
      });
    const live = new Map(Array.from({ length: 3_000 }, make).map((p) => [p.id, p]));
    const index = new CatalogIndex([...live.values()]);
    // Sorted orders exist before the changes, so the changes must keep them right.
    answers(index);

    for (let round = 0; round < 40; round++) {
      const changed: IndexSource[] = [];
      const removed: string[] = [];
      for (let i = 0; i < 30; i++) {
        const roll = random();
        const id = pick([...live.keys()]);
        if (roll < 0.3) {
          const added = make();
          live.set(added.id, added);
          changed.push(added);
        } else if (roll < 0.5) {
          live.delete(id);
          removed.push(id);
        } else {
          const edited = {
            ...live.get(id)!,
            title: `Renamed ${round}`,
            priceCents: 500 + round,
            rating: random() * 5,
          };
          live.set(id, edited);
          changed.push(edited);
        }
      }
      index.apply(
        changed.filter((p) => live.get(p.id) === p),
        removed.filter((id) => !live.has(id)),
      );
      expect(answers(index)).toEqual(answers(new CatalogIndex([...live.values()])));
    }
  });

  it('finds a changed title and forgets a removed product', () => {
    const kept = product({ title: 'Linen Apron' });
    const gone = product({ title: 'Linen Napkin' });
    const index = new CatalogIndex([kept, gone]);
    expect(titles(index, 'linen')).toEqual([kept.id, gone.id].sort());
    index.apply([{ ...kept, title: 'Cotton Apron' }], [gone.id]);
    expect(titles(index, 'linen')).toEqual([]);
    expect(titles(index, 'cotton')).toEqual([kept.id]);
    expect(index.size).toBe(1);
  });

  it('prices again and re-sorts when the promotions change', () => {
    const cheapGym = product({ category: 'gym', priceCents: 10_000 });
    const homeware = product({ category: 'homeware', priceCents: 8_000 });
    const index = new CatalogIndex([cheapGym, homeware]);
    expect(ids(index.query({}, { sort: 'price-asc', limit: 2 }).products)).toEqual([
      homeware.id,
      cheapGym.id,
    ]);
    index.reprice(
      priceBook(
        [
          {
            discountBps: 5_000,
            startDate: '2000-01-01T00:00:00.000Z',
            endDate: '2099-01-01T00:00:00.000Z',
            isActive: true,
            appliesToAll: false,
            category: 'gym',
          },
        ],
        new Date(),
      ),
    );
    expect(ids(index.query({}, { sort: 'price-asc', limit: 2 }).products)).toEqual([
      cheapGym.id,
      homeware.id,
    ]);
    expect(index.query({ maxPriceCents: 5_000 }, { sort: 'price-asc', limit: 2 }).total).toBe(1);
  });
});

describe('CatalogIndex reprices in slices', () => {
  const ids = (list: { id: string }[]) => list.map((p) => p.id);
  const book = (discountBps: number, category: 'gym' | 'men' = 'gym') =>
    priceBook(
      [
        {
          discountBps,
          startDate: '2000-01-01T00:00:00.000Z',
          endDate: '2099-01-01T00:00:00.000Z',
          isActive: true,
          appliesToAll: false,
          category,
        },
      ],
      new Date(),
    );
  let seed = 5;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const make = () =>
    product({
      category: (['homeware', 'gym', 'men', 'women'] as const)[Math.floor(random() * 4)],
      priceCents: 1_000 + Math.floor(random() * 40) * 250,
      salePriceCents: random() < 0.2 ? 900 + Math.floor(random() * 40) * 250 : null,
    });
  /** Each price order in full, a category's, and a price range's count: what a price depends on. */
  const priced = (index: CatalogIndex) => ({
    ascending: ids(index.query({}, { sort: 'price-asc', limit: 100_000 }).products),
    descending: ids(index.query({}, { sort: 'price-desc', limit: 100_000 }).products),
    gym: ids(index.query({ category: 'gym' }, { sort: 'price-asc', limit: 100_000 }).products),
    men: ids(index.query({ category: 'men' }, { sort: 'price-desc', limit: 100_000 }).products),
    cheap: index.query({ maxPriceCents: 5_000 }, { sort: 'newest', limit: 100_000 }).total,
    prices: index.query({}, { sort: 'newest', limit: 100_000 }).products.map((p) => p.priceCents),
  });

  // More than one step's products (a smaller catalogue is repriced at once); a slice of no time at
  // all runs one step a turn, so a reprice takes several turns.
  const live = new Map(Array.from({ length: 40_000 }, make).map((p) => [p.id, p]));
  const fresh = (prices: ReturnType<typeof book>) => new CatalogIndex([...live.values()], prices);

  it('answers by the book before until the reprice is done, then as an index made with the new one', async () => {
    const index = new CatalogIndex([...live.values()]);
    const before = priced(index);
    const next = book(4_000);
    const done = index.reprice(next, 0);
    expect(index.latestPrices).toBe(next);
    expect(index.prices).toBe(NO_PROMOTIONS);
    expect(priced(index)).toEqual(before);
    await done;
    expect(index.prices).toBe(next);
    expect(priced(index)).toEqual(priced(fresh(next)));
    expect(priced(index)).not.toEqual(before);
  });

  it('prices and places again the products changed while it ran, few or many, past the slots it knew', async () => {
    const index = new CatalogIndex([...live.values()]);
    // Removals, additions and edits mixed (the additions taking the freed slots), then additions
    // alone: new slots, past the columns' room.
    const rounds = [
      { changes: 3, mixed: true },
      { changes: 40, mixed: true },
      { changes: 2, mixed: false },
      { changes: 12, mixed: false },
    ];
    for (const [round, { changes, mixed }] of rounds.entries()) {
      const next = book(1_000 + round * 500, round % 2 === 0 ? 'gym' : 'men');
      const done = index.reprice(next, 0);
      const keys = [...live.keys()];
      const changed: IndexSource[] = [];
      const removed: string[] = [];
      for (let i = 0; i < changes; i++) {
        const id = keys[Math.floor(random() * keys.length)]!;
        if (!mixed || i % 3 === 1) {
          const added = make();
          live.set(added.id, added);
          changed.push(added);
        } else if (i % 3 === 0) {
          live.delete(id);
          removed.push(id);
        } else {
          const edited = { ...live.get(id)!, category: 'men' as const, priceCents: 2_000 + i };
          live.set(id, edited);
          changed.push(edited);
        }
      }
      index.apply(
        changed.filter((p) => live.get(p.id) === p),
        removed.filter((id) => !live.has(id)),
      );
      await done;
      expect(priced(index)).toEqual(priced(fresh(next)));
    }
  });

  it('gives way to a newer book, and runs once for the same book asked twice', async () => {
    const index = new CatalogIndex([...live.values()]);
    const first = book(2_000);
    const overtaken = index.reprice(first, 0);
    expect(index.reprice(first, 0)).toBe(overtaken);
    const newer = book(3_000, 'men');
    const done = index.reprice(newer, 0);
    await overtaken;
    expect(index.prices).toBe(NO_PROMOTIONS);
    await done;
    expect(index.prices).toBe(newer);
    expect(priced(index)).toEqual(priced(fresh(newer)));
  });
});

describe('CatalogIndex pages', () => {
  const ids = (list: { id: string }[]) => list.map((p) => p.id);
  const sorts = ['relevance', 'newest', 'price-asc', 'price-desc', 'rating', 'average'] as const;
  const categories = ['homeware', 'gym', 'men', 'women'] as const;
  let seed = 11;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const make = () =>
    product({
      title: `Item ${pick(['oak', 'steel', 'linen', 'cork'])} ${Math.floor(random() * 20)}`,
      description: pick([
        'Oak-board, 50% off',
        'Men\'s "linen" towel',
        'Cork   mat\twith  spaces',
        'Café crème, déjà vu',
        'Smile 😀 mug',
        'plain',
        'plain and simple',
        'simply plain',
        'nothing to see',
        'quiet',
        'still quiet',
        'kept in a box',
        'within a day',
        'a bin and a tin',
        "it's in",
        'in  a gap',
        'then à la carte',
      ]),
      tags: pick([[], ['Gym'], ['gym', 'Strength'], ['Kitchen|Set']]),
      category: pick(categories),
      priceCents: 1_000 + Math.floor(random() * 60) * 500,
      rating: Math.floor(random() * 11) / 2,
      reviewCount: Math.floor(random() * 30),
      featured: random() < 0.1 ? 1 : 0,
    });

  /**
   * What a page must be: the whole catalogue in the sort's order, as a fresh index holds it, tested
   * product by product (the term as docs/specification.md §7 says).
   */
  function expected(live: ReadonlyMap<string, IndexSource>, filter: IndexFilter, sort: IndexSort) {
    const all = new CatalogIndex([...live.values()]).query({}, { sort, limit: live.size + 1 }).products;
    return all.filter((p) => {
      const source = live.get(p.id)!;
      const text = [source.title, source.shortDescription, source.description].join('\n').toLowerCase();
      return (
        (filter.term === undefined ||
          text.includes(filter.term) ||
          // A tag holding the separator '|' counts as two.
          source.tags.some((tag) => tag.toLowerCase().split('|').includes(filter.term!))) &&
        (filter.category === undefined || p.category === filter.category) &&
        p.priceCents >= (filter.minPriceCents ?? 0) &&
        p.priceCents <= (filter.maxPriceCents ?? Infinity)
      );
    });
  }

  it('finds a term of several tokens by where they meet as a full scan does, after changes too', () => {
    const live = new Map(Array.from({ length: 1_200 }, make).map((p) => [p.id, p]));
    const index = new CatalogIndex([...live.values()]);
    // Short parts most texts hold, parts cut off at either end, whole words, marks, odd white space.
    const terms = [
      'in a',
      'n a',
      'hin a',
      'thin a',
      'in a b',
      'a b',
      'n an',
      'd a',
      "t's",
      "'s i",
      'x in',
      'in  a',
      'a bin',
      'bin and',
      'e s',
      ' in a',
      'in a ',
      'hin a day',
      'ept in a bo',
      'à la',
      'a c',
      'k-bo',
      '50% o',
      'n "l',
      'e 😀 m',
      'e \uD83D',
      'm 1',
      'tem o',
      'imple',
      'and simple',
      'plain and',
      'd s',
      'quiet',
    ];
    const check = () => {
      for (const term of terms) {
        const want = expected(live, { term }, 'newest');
        const found = index.query({ term }, { sort: 'newest', limit: live.size + 1 });
        expect({ term, ids: ids(found.products) }).toEqual({ term, ids: ids(want) });
      }
    };
    check();
    const changed = Array.from({ length: 300 }, () => ({ ...make(), id: pick([...live.keys()]) }));
    for (const p of changed) live.set(p.id, p);
    const removed = [...live.keys()].slice(0, 100);
    for (const id of removed) live.delete(id);
    index.apply(
      changed.filter((p) => live.get(p.id) === p),
      removed,
    );
    check();
  });

  it('finds what a full scan finds in a catalogue grown from a few products by changes alone', () => {
    // Keys change form as the catalogue grows and shrinks (postings to bits and back): every term
    // must still find what a scan finds.
    const live = new Map(Array.from({ length: 5 }, make).map((p) => [p.id, p]));
    const index = new CatalogIndex([...live.values()]);
    const terms = ['in a', 'e s', 'plain', 'a', 'n a', "'s", 'simple', 'gym', 'quiet', 'a bin and', 'o'];
    for (let round = 0; round < 12; round++) {
      const added = Array.from({ length: round < 8 ? 150 : 5 }, make);
      const edited = Array.from({ length: 20 }, () => ({ ...make(), id: pick([...live.keys()]) }));
      for (const p of [...added, ...edited]) live.set(p.id, p);
      // Late rounds take most products away: what was dense becomes rare again.
      const removed = round >= 8 ? [...live.keys()].slice(0, Math.floor(live.size / 2)) : [];
      for (const id of removed) live.delete(id);
      index.apply(
        [...added, ...edited].filter((p) => live.get(p.id) === p),
        removed,
      );
      for (const term of terms) {
        const want = expected(live, { term }, 'newest');
        const found = index.query({ term }, { sort: 'newest', limit: live.size + 1 });
        expect({ round, term, ids: ids(found.products) }).toEqual({ round, term, ids: ids(want) });
      }
    }
  });

  it('gives each filter, sort, price range and page the products a full scan gives, after changes too', async () => {
    const live = new Map(Array.from({ length: 1_500 }, make).map((p) => [p.id, p]));
    // Built as the server builds it: page by page (pages that end inside the haystack's chunks).
    async function* pages() {
      const all = [...live.values()];
      for (let from = 0; from < all.length; from += 300) yield all.slice(from, from + 300);
    }
    const index = await CatalogIndex.build(pages(), NO_PROMOTIONS);
    for (let round = 0; round < 200; round++) {
      if (round % 4 === 3) {
        // Products edited (everything but the id), added and removed: a few at once (moved within
        // the orders) or many (sorted in afresh).
        const many = round % 20 === 19 ? 10 : 1 + (round % 3);
        const edited = Array.from({ length: many }, () => ({ ...make(), id: pick([...live.keys()]) }));
        const changed = [...edited, ...Array.from({ length: many }, make)];
        for (const p of changed) live.set(p.id, p);
        const removed = Array.from({ length: many }, () => pick([...live.keys()]));
        for (const id of removed) live.delete(id);
        index.apply(
          changed.filter((p) => live.get(p.id) === p),
          removed.filter((id) => !live.has(id)),
        );
      }
      const low = random() < 0.5 ? 1_000 + Math.floor(random() * 60) * 500 : undefined;
      const narrow = random() < 0.3;
      const high =
        random() < 0.5 ? (low ?? 1_000) + (narrow ? 0 : Math.floor(random() * 40) * 500) : undefined;
      const filter: IndexFilter = {
        category: random() < 0.7 ? pick(categories) : undefined,
        term:
          random() < 0.4
            ? pick([
                'oak',
                'steel 1',
                'o',
                'zzz',
                '50%',
                '%',
                "men's",
                "'",
                ' ',
                'k-b',
                'ak-bo',
                '"linen"',
                'em 1',
                'item',
                'tem o',
                'crème',
                'é',
                'mat\tw',
                '  ',
                'gym',
                'strength',
                'kitchen',
                'kitchen|set',
                'e s',
                'o e',
                'm 1',
                "n'",
                '😀',
                '\uD83D',
                'e 😀 m',
                // Every part in the text, not in this order: found by the parts, refused by the text.
                'mug 😀',
                'simple plain',
                'in a',
                'hin a',
                'a bin',
                "t's i",
              ])
            : undefined,
        minPriceCents: low,
        maxPriceCents: high,
      };
      const sort = pick(sorts);
      const want = expected(live, filter, sort);
      const limit = pick([1, 13, 25]);
      // Any page, the last ones too.
      const offset = Math.floor(random() * (want.length / limit + 1)) * limit;
      const found = index.query(filter, { sort, limit, offset });
      expect(found.total).toBe(want.length);
      expect(ids(found.products)).toEqual(ids(want.slice(offset, offset + limit)));
      const last = want[offset];
      if (last) {
        const after = sortKeyValues(sort, last);
        expect(ids(index.query(filter, { sort, limit, after }).products)).toEqual(
          ids(want.slice(offset + 1, offset + 1 + limit)),
        );
      }
    }
  });
});
