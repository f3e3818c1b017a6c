import { randomUUID } from 'node:crypto';
import { CATEGORIES, type Category } from '../src/shared/constants.js';
import type { ProductOption } from '../src/shared/schemas/catalog.js';
import type { Db, Executor } from '../src/server/db/database.js';
import { insertProducts, saveVariants } from '../src/server/modules/catalog/index.js';
import { createRandom, type Random } from '../src/server/testing/random.js';

/** Rows per INSERT statement: 500 × 21 columns stays well under both engines' parameter limits. */
const ROWS_PER_STATEMENT = 500;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A fixed 'now', so created_at values are the same on every run. */
const CATALOGUE_END = Date.UTC(2026, 0, 1);

interface CategoryWords {
  nouns: readonly string[];
  materials: readonly string[];
  uses: readonly string[];
  tags: readonly string[];
}

const WORDS: Record<Category, CategoryWords> = {
  homeware: {
    nouns: [
      'Mug',
      'Vase',
      'Throw',
      'Cushion',
      'Lamp',
      'Bowl',
      'Platter',
      'Candle',
      'Basket',
      'Mirror',
      'Rug',
      'Teapot',
      'Planter',
      'Tray',
      'Clock',
    ],
    materials: [
      'Stoneware',
      'Linen',
      'Rattan',
      'Brass',
      'Oak',
      'Terracotta',
      'Glass',
      'Marble',
      'Cotton',
      'Bamboo',
      'Ceramic',
      'Wool',
    ],
    uses: [
      'the kitchen',
      'the living room',
      'the bedroom',
      'the patio',
      'a braai with friends',
      'slow Sunday mornings',
    ],
    tags: [
      'kitchen',
      'living room',
      'bedroom',
      'ceramic',
      'lighting',
      'decor',
      'handmade',
      'gift',
      'outdoor',
      'storage',
    ],
  },
  gym: {
    nouns: [
      'Dumbbell',
      'Kettlebell',
      'Yoga Mat',
      'Resistance Band',
      'Skipping Rope',
      'Foam Roller',
      'Water Bottle',
      'Gym Bag',
      'Lifting Belt',
      'Grip Gloves',
      'Ab Wheel',
      'Pull-up Bar',
    ],
    materials: [
      'Steel',
      'Neoprene',
      'Rubber',
      'Cast Iron',
      'Nylon',
      'Cork',
      'Silicone',
      'Leather',
      'Latex',
      'Aluminium',
    ],
    uses: [
      'home workouts',
      'the gym floor',
      'trail runs',
      'morning stretches',
      'strength sessions',
      'recovery days',
    ],
    tags: [
      'strength',
      'cardio',
      'yoga',
      'recovery',
      'training',
      'hydration',
      'mobility',
      'gift',
      'outdoor',
      'travel',
    ],
  },
  men: {
    nouns: [
      'Wallet',
      'Belt',
      'Watch',
      'Cap',
      'Sunglasses',
      'Tie',
      'Cufflinks',
      'Backpack',
      'Scarf',
      'Card Holder',
      'Duffel',
      'Keyring',
    ],
    materials: [
      'Leather',
      'Canvas',
      'Suede',
      'Steel',
      'Wool',
      'Cotton',
      'Titanium',
      'Denim',
      'Walnut',
      'Silver',
    ],
    uses: [
      'the office',
      'weekend trips',
      'wedding season',
      'everyday carry',
      'long drives',
      'the first day of winter',
    ],
    tags: [
      'leather',
      'office',
      'travel',
      'gift',
      'accessories',
      'watch',
      'formal',
      'casual',
      'winter',
      'everyday',
    ],
  },
  women: {
    nouns: [
      'Handbag',
      'Earrings',
      'Necklace',
      'Scarf',
      'Clutch',
      'Bracelet',
      'Sun Hat',
      'Tote',
      'Hair Clip',
      'Sunglasses',
      'Purse',
      'Anklet',
    ],
    materials: ['Leather', 'Silk', 'Gold', 'Silver', 'Straw', 'Pearl', 'Velvet', 'Linen', 'Beaded', 'Cotton'],
    uses: ['evenings out', 'the beach', 'the office', 'wedding season', 'holiday travel', 'everyday wear'],
    tags: [
      'jewellery',
      'bags',
      'summer',
      'gift',
      'accessories',
      'formal',
      'casual',
      'beach',
      'evening',
      'everyday',
    ],
  },
};

const ADJECTIVES = [
  'Classic',
  'Modern',
  'Rustic',
  'Minimal',
  'Heritage',
  'Everyday',
  'Premium',
  'Compact',
  'Vintage',
  'Coastal',
  'Urban',
  'Soft',
  'Bold',
  'Handcrafted',
  'Lightweight',
  'Sturdy',
];
const COLOURS = [
  'black',
  'white',
  'sand',
  'olive',
  'navy',
  'rust',
  'charcoal',
  'ivory',
  'forest green',
  'ocean blue',
  'blush',
  'mustard',
];
const ORIGINS = [
  'Cape Town',
  'Durban',
  'Johannesburg',
  'Stellenbosch',
  'the Karoo',
  'Gqeberha',
  'Pretoria',
  'the Garden Route',
];
const QUALITIES = [
  'easy to clean',
  'built to last',
  'made in small batches',
  'lovingly finished by hand',
  'tested for daily use',
  'packed in recycled card',
];
/** Words that only a handful of products carry, for the 'rare term' searches. */
export const RARE_WORDS = [
  'fynbos',
  'baobab',
  'protea',
  'marula',
  'quagga',
  'springbok',
  'kudu',
  'tessellated',
];
const RARE_WORD_CHANCE = 0.002;

const SENTENCES: ReadonlyArray<(r: Random, w: CategoryWords, material: string) => string> = [
  (r, w) => `Designed for ${r.pick(w.uses)} and ${r.pick(QUALITIES)}.`,
  (r, _w, material) => `Made from ${material.toLowerCase()} in a ${r.pick(COLOURS)} finish.`,
  (r) => `Sourced from makers in ${r.pick(ORIGINS)}.`,
  (r) => `Weighs about ${r.int(1, 9)}.${r.int(0, 9)} kg and measures ${r.int(10, 90)} x ${r.int(10, 60)} cm.`,
  (r) => `Comes with a ${r.int(1, 5)}-year guarantee and free returns within ${r.pick([14, 30, 60])} days.`,
  (r) => `Pairs well with the rest of our ${r.pick(ADJECTIVES).toLowerCase()} range.`,
  (r, w) => `A favourite for ${r.pick(w.uses)}, it is ${r.pick(QUALITIES)}.`,
  (r) => `Available in ${r.pick(COLOURS)}, ${r.pick(COLOURS)} and ${r.pick(COLOURS)}.`,
];

/** Sentences until the text is 150–300 characters long. */
function description(r: Random, w: CategoryWords, material: string): string {
  const target = r.int(150, 300);
  let text = '';
  for (const sentence of r.sample(SENTENCES, SENTENCES.length)) {
    const next = sentence(r, w, material);
    if (text.length >= target || (text.length > 150 && text.length + next.length > 300)) break;
    text = text ? `${text} ${next}` : next;
  }
  return r.chance(RARE_WORD_CHANCE) ? `${text} Inspired by the ${r.pick(RARE_WORDS)}.` : text;
}

/** A version-4-shaped UUID from the generator, so ids (the sort tie-breaker) repeat across runs. */
function uuid(r: Random): string {
  const hex = (digits: number) => Array.from({ length: digits }, () => r.int(0, 15).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
}

function product(r: Random, index: number): Parameters<typeof insertProducts>[1][number] {
  const category = r.pick(CATEGORIES);
  const w = WORDS[category];
  const material = r.pick(w.materials);
  const title = `${r.pick(ADJECTIVES)} ${material} ${r.pick(w.nouns)}`;
  const shortDescription = `${title} in ${r.pick(COLOURS)}, for ${r.pick(w.uses)}.`;
  const text = {
    title,
    shortDescription,
    description: description(r, w, material),
    tags: r.sample(w.tags, r.int(2, 5)),
  };
  const priceCents = r.int(20, 2_000) * 100 - (r.chance(0.5) ? 1 : 0);
  const createdAt = new Date(CATALOGUE_END - r.int(0, 365 * DAY_MS)).toISOString();
  return {
    id: uuid(r),
    sku: `BENCH-${String(index).padStart(6, '0')}`,
    title,
    description: text.description,
    short_description: shortDescription,
    price_cents: priceCents,
    sale_price_cents: r.chance(0.15) ? Math.round((priceCents * r.int(50, 95)) / 100) : null,
    // Same shape as the media service's addresses, so listing answers are realistically sized.
    images: JSON.stringify(
      Array.from({ length: r.int(1, 3) }, () => `/media/${uuid(r).replaceAll('-', '')}.webp`),
    ),
    rating: r.int(10, 50) / 10,
    review_count: r.int(0, 500),
    featured: r.chance(0.05) ? 1 : 0,
    status: r.chance(0.03) ? 'archived' : 'active',
    category,
    tags: JSON.stringify(text.tags),
    inventory_quantity: r.int(0, 200),
    created_at: createdAt,
  };
}

/** `count` generated products, a few hundred at a time, the same for the same seed. */
export function* productBatches(count: number, seed: number) {
  const r = createRandom(seed);
  for (let start = 0; start < count; start += ROWS_PER_STATEMENT) {
    const size = Math.min(ROWS_PER_STATEMENT, count - start);
    yield Array.from({ length: size }, (_, i) => product(r, start + i + 1));
  }
}

/** What a generated catalogue holds besides its products' own fields. */
export interface CatalogueOptions {
  /**
   * Products with options and on average about 4 variants each (decision 0018), written as the
   * catalogue's writes make them; else every product is simple (one variant, no options).
   */
  variants?: boolean;
}

/**
 * Inserts `count` generated products in one transaction, a few hundred rows per statement. The same
 * seed gives the same products with or without `variants`: the variants come from a stream of their
 * own, so titles, texts, categories, statuses and ids are the same in both catalogues.
 */
export async function generateCatalogue(
  db: Db,
  count: number,
  seed: number,
  { variants = false }: CatalogueOptions = {},
): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    if (!variants) {
      for (const rows of productBatches(count, seed)) await insertProducts(trx, rows);
      return;
    }
    for (const batch of variantBatches(count, seed)) await insertVariantBatch(trx, batch);
  });
}

type GeneratedProduct = Parameters<typeof insertProducts>[1][number];

/** A variant as the admin's form lists it (its position is its place in the list). */
export interface GeneratedVariant {
  sku: string;
  optionValues: string[];
  priceCents: number;
  salePriceCents: number | null;
  stock: number;
  image: string | null;
  isActive: boolean;
}

/** A generated product and, when it has options, the variants an admin would list for it. */
export interface ProductWithVariants {
  product: GeneratedProduct;
  options?: { options: ProductOption[]; variants: GeneratedVariant[] };
}

const SIZES = ['S', 'M', 'L', 'XL'];
const VARIANT_COLOURS = ['Black', 'White', 'Sand', 'Olive', 'Navy', 'Rust', 'Charcoal', 'Ivory', 'Tan'];
/** Its own stream, so that the products' fields are drawn as in the catalogue without options. */
const VARIANT_SEED_OFFSET = 0x9e37_79b9;

/** A price a few per cent up or down, still ending in 99 or 00 as the generator's do. */
const stepped = (cents: number, percent: number) => Math.round((cents * (100 + percent)) / 10_000) * 100 - 1;

/**
 * The kinds of product a shop of accessories and gym gear sells (on average about 4 variants a
 * product): 30 % simple, 25 % by size (S–XL), 20 % by colour (2–6, each with a picture of its own),
 * 25 % by size and colour (4 × 2, a combination not kept now and then). Some sizes cost more, some
 * colours are dearer, a sale runs on all of a product's variants or on one; 8 % of variants are sold
 * out and 5 % switched off.
 */
function withVariants(r: Random, product: GeneratedProduct): ProductWithVariants {
  const kind = r.next();
  if (kind < 0.3) return { product };
  const images = JSON.parse(product.images) as string[];
  const bySize = kind < 0.55 || kind >= 0.75;
  const byColour = kind >= 0.55;
  const colours = byColour ? r.sample(VARIANT_COLOURS, bySize ? 2 : r.int(2, 6)) : [];
  const options: ProductOption[] = [
    ...(bySize ? [{ name: 'Size', values: SIZES }] : []),
    ...(byColour ? [{ name: 'Colour', values: colours }] : []),
  ];
  const combinations: string[][] = bySize
    ? SIZES.flatMap((size) => (byColour ? colours.map((colour) => [size, colour]) : [[size]]))
    : colours.map((colour) => [colour]);
  // A size in a colour the owner no longer stocks (its value struck out on the product page).
  if (bySize && byColour && r.chance(0.5)) combinations.splice(r.int(0, combinations.length - 1), 1);
  const sizesCostMore = bySize && r.chance(0.3);
  const dearColour = byColour && r.chance(0.15) ? r.pick(colours) : undefined;
  const salePercent = product.sale_price_cents === null ? undefined : r.int(50, 95);
  const variants = combinations.map((values): GeneratedVariant => {
    const size = bySize ? SIZES.indexOf(values[0]!) : 0;
    const colour = byColour ? colours.indexOf(values.at(-1)!) : 0;
    let price = product.price_cents;
    if (sizesCostMore && size >= 2) price = stepped(price, (size - 1) * 5);
    if (dearColour !== undefined && values.at(-1) === dearColour) price = stepped(price, 15);
    const ownSale = salePercent === undefined && r.chance(0.05) ? 80 : undefined;
    const percent = salePercent ?? ownSale;
    return {
      sku: `${product.sku}-${values.join('-').toUpperCase()}`,
      optionValues: values,
      priceCents: price,
      salePriceCents: percent === undefined ? null : Math.round((price * percent) / 100),
      stock: r.chance(0.08) ? 0 : r.int(1, 120),
      image: byColour ? (images[colour % images.length] ?? null) : null,
      isActive: !r.chance(0.05),
    };
  });
  return { product: { ...product, options: JSON.stringify(options) }, options: { options, variants } };
}

/** The generated products (those of productBatches) with their options and variants, a batch at a time. */
export function* variantBatches(count: number, seed: number): Generator<ProductWithVariants[]> {
  const r = createRandom(seed + VARIANT_SEED_OFFSET);
  for (const rows of productBatches(count, seed)) yield rows.map((row) => withVariants(r, row));
}

/**
 * What the catalogue's writes make of a product's variants (variantRepository.summarisePrices and
 * stockRepository.recount): the prices of its cheapest active variant in stock (else its cheapest
 * active one, else its cheapest) by what a shopper pays, whether its active variants' prices
 * differ, the sum of its active variants' stock and the least of it.
 */
export function variantSummary(variants: readonly GeneratedVariant[]) {
  const paying = (v: GeneratedVariant) => v.salePriceCents ?? v.priceCents;
  const [cheapest] = variants
    .map((variant, position) => ({ variant, position }))
    .sort(
      (a, b) =>
        Number(b.variant.isActive) - Number(a.variant.isActive) ||
        Number(a.variant.stock <= 0) - Number(b.variant.stock <= 0) ||
        paying(a.variant) - paying(b.variant) ||
        a.position - b.position,
    );
  const active = variants.filter((v) => v.isActive);
  return {
    price_cents: cheapest!.variant.priceCents,
    sale_price_cents: cheapest!.variant.salePriceCents,
    prices_vary: new Set(active.map(paying)).size > 1 ? 1 : 0,
    inventory_quantity: active.reduce((sum, v) => sum + v.stock, 0),
    lowest_stock: active.length === 0 ? null : Math.min(...active.map((v) => v.stock)),
  } as const;
}

/**
 * A batch written as the admin's create writes each product (insertProducts, then saveVariants
 * replacing the simple variant by those listed, then the summary), in a few statements: the
 * products with their summary, their variants, and prices_vary.
 */
async function insertVariantBatch(db: Executor, batch: readonly ProductWithVariants[]): Promise<void> {
  const withOptions = batch.filter((p) => p.options !== undefined);
  const summaries = new Map(withOptions.map((p) => [p.product.id, variantSummary(p.options!.variants)]));
  await insertProducts(
    db,
    batch.map(({ product }) => {
      const summary = summaries.get(product.id);
      // Every row names its options: a statement of many rows leaves a column it lacks NULL on SQLite.
      if (!summary) return { ...product, options: '[]' };
      const { prices_vary: _vary, ...summarised } = summary;
      return { ...product, ...summarised };
    }),
  );
  if (withOptions.length === 0) return;
  const ids = withOptions.map((p) => p.product.id);
  // insertProducts made each its simple variant; a product with options has those listed instead.
  await db.deleteFrom('product_variants').where('product_id', 'in', ids).execute();
  const rows = withOptions.flatMap(({ product, options }) =>
    options!.variants.map((v, position) => ({
      id: randomUUID(),
      product_id: product.id,
      sku: v.sku,
      option_values: JSON.stringify(v.optionValues),
      position,
      price_cents: v.priceCents,
      sale_price_cents: v.salePriceCents,
      inventory_quantity: v.stock,
      image: v.image,
      is_active: v.isActive ? (1 as const) : (0 as const),
      created_at: product.created_at,
      updated_at: product.created_at,
    })),
  );
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    await db
      .insertInto('product_variants')
      .values(rows.slice(i, i + ROWS_PER_STATEMENT))
      .execute();
  }
  const varying = ids.filter((id) => summaries.get(id)!.prices_vary === 1);
  if (varying.length > 0) {
    await db.updateTable('products').set({ prices_vary: 1 }).where('id', 'in', varying).execute();
  }
}

/**
 * The same products written one at a time through the catalogue's own writes, as the admin's
 * create does: insertProducts, then saveVariants with the variants listed. Slow (a dozen statements
 * a product); the bench compares a small catalogue written both ways (checkVariantCatalogue).
 */
export async function generateThroughCatalogueWrites(db: Db, count: number, seed: number): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    for (const batch of variantBatches(count, seed)) {
      for (const { product, options } of batch) {
        await insertProducts(trx, [product]);
        if (!options) continue;
        const variants = options.variants.map((v) => ({
          details: {
            sku: v.sku,
            option_values: JSON.stringify(v.optionValues),
            position: 0,
            price_cents: v.priceCents,
            sale_price_cents: v.salePriceCents,
            image: v.image,
            is_active: v.isActive ? (1 as const) : (0 as const),
          },
          stock: { set: v.stock },
          initialStock: v.stock,
        }));
        await saveVariants(trx, product.id, { variants }, product.created_at);
      }
    }
  });
}

/**
 * Differences between two catalogues' products and variants (a variant named by its product and
 * position; its id is random either way): empty when they hold the same rows.
 */
export async function catalogueDifferences(a: Db, b: Db): Promise<string[]> {
  const read = async (db: Db) => {
    const products = await db.kysely.selectFrom('products').selectAll().orderBy('id').execute();
    const variants = await db.kysely
      .selectFrom('product_variants')
      .selectAll()
      .orderBy('product_id')
      .orderBy('position')
      .execute();
    const text = (row: object) =>
      JSON.stringify(row, (_key, value: unknown) => (value instanceof Date ? value.toISOString() : value));
    return [
      ...products.map((p) => `product ${text(p)}`),
      ...variants.map(({ id: _id, ...v }) => `variant ${text(v)}`),
    ];
  };
  const [left, right] = await Promise.all([read(a), read(b)]);
  const differences: string[] = [];
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    if (left[i] !== right[i]) differences.push(`${left[i] ?? '(none)'}\n  ≠ ${right[i] ?? '(none)'}`);
  }
  return differences;
}
