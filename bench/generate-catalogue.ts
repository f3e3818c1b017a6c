import { CATEGORIES, type Category } from '../src/shared/constants.js';
import type { Db } from '../src/server/db/database.js';
import { insertProducts } from '../src/server/modules/catalog/index.js';
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

/** Inserts `count` generated products in one transaction, a few hundred rows per statement. */
export async function generateCatalogue(db: Db, count: number, seed: number): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    for (const rows of productBatches(count, seed)) await insertProducts(trx, rows);
  });
}
