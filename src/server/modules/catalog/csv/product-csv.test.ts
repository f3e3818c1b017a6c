import { describe, expect, it } from 'vitest';
import { PRODUCT_CSV_COLUMNS } from '../../../../shared/schemas/admin-csv.js';
import type { ProductRow } from '../product-repository.js';
import type { VariantRow } from '../variant-repository.js';
import { isVariantRow, productCsvRows, readHeader, rowInput } from './product-csv.js';
import { type VariantWrite, matchVariants } from '../product-writes.js';
import { importConflict } from './product-import.js';
import { productWithOptions } from './variant-rows.js';

const header = readHeader(['SKU', 'Title', 'Description', 'Category', 'Price', 'Inventory']);

const mug: ProductRow = {
  id: 'p1',
  sku: 'A',
  title: 'Mug',
  description: 'A mug.',
  short_description: '',
  price_cents: 10_000,
  sale_price_cents: null,
  images: '[]',
  rating: 0,
  review_count: 0,
  featured: 0,
  status: 'draft',
  category: 'homeware',
  tags: '[]',
  inventory_quantity: 7,
  options: '[]',
  prices_vary: 0,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('a product CSV row', () => {
  it('reads a new product, its amount as a spreadsheet may write it', () => {
    expect(rowInput(['A-1', 'Mug', 'A mug.', 'Homeware', 'R 1 299.50', '4'], header, undefined)).toEqual({
      input: expect.objectContaining({
        sku: 'A-1',
        category: 'homeware',
        priceCents: 129_950,
        status: 'active',
      }),
    });
    expect(rowInput(['A-1', 'Mug', 'A mug.', 'homeware', '12,5', '4'], header, undefined)).toEqual({
      errors: [{ column: 'price', message: 'Price must be an amount in rand, like 199.99' }],
    });
  });

  it('reads featured as yes or no, and a blank status or featured as the product has it', () => {
    const withFlags = readHeader(['sku', 'featured', 'status']);
    const read = (featured: string, status: string) => rowInput(['A', featured, status], withFlags, mug);
    expect(read('Yes', 'Active')).toMatchObject({ input: { featured: true, status: 'active' } });
    expect(read('', '')).toMatchObject({ input: { featured: false, status: 'draft', priceCents: 10_000 } });
    expect(read('maybe', 'sold')).toEqual({
      errors: [{ column: 'featured', message: 'Featured must be yes or no' }],
    });
  });

  it("takes the exported stock as the product's starting point, for a product that exists", () => {
    const stock = readHeader(['sku', 'inventory', 'exported_inventory']);
    expect(rowInput(['A', '12', '10'], stock, mug)).toMatchObject({
      input: { inventoryQuantity: 12, loadedInventoryQuantity: 10 },
    });
    expect(rowInput(['A', '12', ''], stock, mug)).toMatchObject({ input: { inventoryQuantity: 12 } });
    expect(rowInput(['A', '12', ''], stock, mug)).not.toMatchObject({
      input: { loadedInventoryQuantity: 10 },
    });
    expect(rowInput(['A', '12', 'ten'], stock, mug)).toEqual({
      errors: [{ column: 'exported_inventory', message: 'Exported inventory must be a whole number' }],
    });
  });

  it('ignores the exported stock without the stock: the units sold since are not taken twice', () => {
    const exportedOnly = readHeader(['sku', 'exported_inventory']);
    const read = rowInput(['A', '10'], exportedOnly, mug);
    expect(read).toMatchObject({ input: { inventoryQuantity: 7 } });
    expect(read).not.toMatchObject({ input: { loadedInventoryQuantity: expect.anything() } });
  });
});

const PHOTO = `/media/${'a'.repeat(32)}.webp`;
const OTHER_PHOTO = `/media/${'b'.repeat(32)}.webp`;

/** A belt in sizes and colours: its options' values in the owner's order, not the variants'. */
const belt: ProductRow = {
  ...mug,
  id: 'p2',
  sku: 'BELT',
  title: 'Braided Belt',
  category: 'men',
  images: JSON.stringify([PHOTO]),
  options: JSON.stringify([
    { name: 'Size', values: ['S', 'M', 'L'] },
    { name: 'Colour', values: ['Black', 'Tan'] },
  ]),
};
let variants = 0;
const variant = (sku: string, values: string[], overrides: Partial<VariantRow> = {}): VariantRow => ({
  id: `00000000-0000-4000-8000-${String((variants += 1)).padStart(12, '0')}`,
  product_id: belt.id,
  sku,
  option_values: JSON.stringify(values),
  position: 0,
  price_cents: 29_900,
  sale_price_cents: null,
  inventory_quantity: 5,
  image: null,
  is_active: 1,
  ...overrides,
});
const beltVariants = [
  variant('BELT-M-TAN', ['M', 'Tan'], { position: 0, image: PHOTO, price_cents: 31_900 }),
  variant('BELT-S-BLK', ['S', 'Black'], { position: 1, is_active: 0, inventory_quantity: 0 }),
];
const byColumn = (cells: ReadonlyArray<string | number>) =>
  Object.fromEntries(PRODUCT_CSV_COLUMNS.map((column, i) => [column, cells[i]]));
const exportHeader = readHeader([...PRODUCT_CSV_COLUMNS]);
const rowsOf = (cells: ReadonlyArray<ReadonlyArray<string | number>>) =>
  cells.map((row, i) => ({ row: i + 2, cells: row.map(String) })) as [
    { row: number; cells: string[] },
    ...Array<{ row: number; cells: string[] }>,
  ];

describe('a product with options as CSV rows', () => {
  it('exports a row per variant with its options, prices, stock, image and switch, the product on each', () => {
    const [tan, black, ...more] = productCsvRows(belt, beltVariants).map(byColumn);
    expect(more).toEqual([]);
    expect(tan).toMatchObject({
      sku: 'BELT-M-TAN',
      product_sku: 'BELT',
      option1_name: 'Size',
      option1_value: 'M',
      option2_name: 'Colour',
      option2_value: 'Tan',
      option3_name: '',
      option3_value: '',
      title: 'Braided Belt',
      price: '319.00',
      inventory: 5,
      exported_inventory: 5,
      variant_image: PHOTO,
      variant_active: 'yes',
      images: PHOTO,
    });
    expect(black).toMatchObject({
      sku: 'BELT-S-BLK',
      option1_value: 'S',
      variant_image: '',
      variant_active: 'no',
    });
    // A product without options: one row, its own, with the variant's columns blank.
    expect(productCsvRows(mug, undefined).map(byColumn)).toEqual([
      expect.objectContaining({
        sku: 'A',
        product_sku: '',
        option1_name: '',
        variant_active: '',
        price: '100.00',
      }),
    ]);
  });

  it('keeps a formula-like option as text, and reads it back as it was', () => {
    const weights = { ...belt, options: JSON.stringify([{ name: '=Weight', values: ['-5 kg'] }]) };
    const [row] = productCsvRows(weights, [variant('W-5', ['-5 kg'])]);
    expect(byColumn(row!)).toMatchObject({ option1_name: "'=Weight", option1_value: "'-5 kg" });
    const read = productWithOptions(rowsOf([row!]), exportHeader, 'BELT', weights, [
      variant('W-5', ['-5 kg']),
    ]);
    expect(read).toMatchObject({ input: { options: [{ name: '=Weight', values: ['-5 kg'] }] } });
  });

  it("reads its rows back: the options' values in the product's order, a new value after them", () => {
    const rows = productCsvRows(belt, beltVariants);
    expect(productWithOptions(rowsOf(rows), exportHeader, 'BELT', belt, beltVariants)).toEqual({
      input: expect.objectContaining({
        // The product's values, L too, which no variant has.
        options: [
          { name: 'Size', values: ['S', 'M', 'L'] },
          { name: 'Colour', values: ['Black', 'Tan'] },
        ],
        variants: [
          expect.objectContaining({
            id: beltVariants[0]!.id,
            sku: 'BELT-M-TAN',
            priceCents: 31_900,
            image: PHOTO,
          }),
          expect.objectContaining({ id: beltVariants[1]!.id, isActive: false, loadedInventoryQuantity: 0 }),
        ],
      }),
    });
    const extraLarge = byColumn(rows[0]!);
    Object.assign(extraLarge, { sku: 'BELT-XL-TAN', option1_value: 'XL' });
    const withNew = [...rows, PRODUCT_CSV_COLUMNS.map((column) => extraLarge[column]!)];
    const read = productWithOptions(rowsOf(withNew), exportHeader, 'BELT', belt, beltVariants);
    expect(read).toMatchObject({ input: { options: [{ values: ['S', 'M', 'L', 'XL'] }, {}] } });
    expect(read).not.toMatchObject({ input: { variants: [{}, {}, { id: expect.anything() }] } });
  });

  it("ignores a variant's exported stock without its stock", () => {
    const header = readHeader(['sku', 'product_sku', 'option1_name', 'option1_value', 'exported_inventory']);
    const [tan] = beltVariants;
    const read = productWithOptions(
      rowsOf([['BELT-M-TAN', 'BELT', 'Size', 'M', '9']]),
      header,
      'BELT',
      belt,
      beltVariants,
    );
    expect(read).toMatchObject({ input: { variants: [{ id: tan!.id, inventoryQuantity: 5 }] } });
    expect(read).not.toMatchObject({ input: { variants: [{ loadedInventoryQuantity: expect.anything() }] } });
  });

  it('tells a variant row from a product without options', () => {
    const header = readHeader(['sku', 'product_sku', 'option1_name', 'option1_value']);
    expect(isVariantRow(['A', '', '', ''], header)).toBe(false);
    expect(isVariantRow(['A', 'A', '', ''], header)).toBe(false);
    expect(isVariantRow(['A-S', 'A', '', ''], header)).toBe(true);
    expect(isVariantRow(['A-S', '', 'Size', 'S'], header)).toBe(true);
  });

  it('says which row and column breaks a rule of the form', () => {
    // Four options' columns: one past the export's.
    const options = [1, 2, 3, 4].flatMap((n) => [`option${n}_name`, `option${n}_value`]);
    const header = readHeader([
      ...['sku', 'product_sku', 'title', 'category', 'description'],
      ...options,
      ...['price', 'inventory', 'variant_image', 'images'],
    ]);
    const row = (sku: string, title: string, options: string[], image = '') => [
      sku,
      'NEW',
      title,
      title === '' ? '' : 'men',
      title === '' ? '' : 'Braided leather.',
      ...options,
      ...Array<string>(8 - options.length).fill(''),
      '10',
      '1',
      image,
      PHOTO,
    ];
    const errors = (cells: string[][]) => {
      const result = productWithOptions(rowsOf(cells), header, 'NEW', undefined, []);
      return 'errors' in result ? result.errors : [];
    };
    const message = expect.any(String);
    expect(errors([row('N-S', 'Belt', ['Size', 'S']), row('N-M', 'Other', ['Size', 'M'])])).toEqual([
      {
        row: 3,
        column: 'title',
        message: "Differs from row 2: a product's columns are the same on each of its rows",
      },
    ]);
    // A later row may leave the product's columns blank.
    expect(errors([row('N-S', 'Belt', ['Size', 'S']), row('N-M', '', ['Size', 'M'])])).toEqual([]);
    expect(errors([row('N-S', 'Belt', ['Size', 'S']), row('N-M', 'Belt', ['Fit', 'M'])])).toEqual([
      { row: 3, column: 'option1_name', message: 'Name the options as row 2 does: Size' },
    ]);
    expect(errors([row('N-S', 'Belt', ['Size', 'S']), row('N-S2', 'Belt', ['Size', 'S'])])).toContainEqual({
      row: 3,
      column: null,
      message: 'Another variant has the same options',
    });
    expect(errors([row('N-S', 'Belt', ['Size', 'S'], OTHER_PHOTO)])).toContainEqual({
      row: 2,
      column: 'variant_image',
      message: "A variant's image must be one of the product's images",
    });
    expect(errors([row('N-S', 'Belt', ['A', '1', 'B', '2', 'C', '3', 'D', '4'])])).toContainEqual({
      row: 2,
      column: null,
      message: 'A product can have at most 3 options',
    });
    expect(errors([row('N-S', 'Belt', ['Size', ''])])).toContainEqual({
      row: 2,
      column: 'option1_value',
      message,
    });
  });
});

describe("an import's refusal by the database", () => {
  const taken = (skus: string[]) => (sku: string) => Promise.resolve(skus.includes(sku));
  const answer = async (error: unknown, skus: string[] = []) => {
    const refused = await importConflict(error, taken(skus));
    return refused && { status: refused.statusCode, code: refused.code, message: refused.message };
  };
  const pgDuplicate = (sku: string) => ({
    code: '23505',
    constraint: 'product_variants_sku_key',
    detail: `Key (sku)=(${sku}) already exists.`,
  });

  it('says to try again only when another change got in the way', async () => {
    expect(await answer(pgDuplicate('RACE-1'), ['RACE-1'])).toEqual({
      status: 409,
      code: 'duplicate_sku',
      message:
        'SKU RACE-1 was saved by another change while the file was imported; nothing was imported. Try again.',
    });
    for (const code of ['40P01', '40001']) {
      expect(await answer({ code })).toEqual({
        status: 409,
        code: 'busy',
        message: 'Another change to these products ran at the same time; nothing was imported. Try again.',
      });
    }
  });

  it("names a duplicate of the file's own, not to be tried again", async () => {
    expect(await answer(pgDuplicate('HAT-S'))).toMatchObject({
      status: 409,
      message: "Nothing was imported: SKU HAT-S would be two products' or variants'",
    });
    const sqlite = {
      code: 'SQLITE_CONSTRAINT_UNIQUE',
      message: 'UNIQUE constraint failed: product_variants.sku',
    };
    expect(await answer(sqlite)).toMatchObject({
      message: "Nothing was imported: a SKU would be two products' or variants'",
    });
    const options = {
      code: 'SQLITE_CONSTRAINT_UNIQUE',
      message: 'UNIQUE constraint failed: product_variants.product_id, product_variants.option_values',
    };
    expect(await answer(options)).toMatchObject({
      message: 'Nothing was imported: two variants of a product would have the same options',
    });
    expect(await answer(new Error('disk full'))).toBeUndefined();
  });
});

describe("matching a save's variants to a product's", () => {
  const write = (sku: string, values: string[], id?: string): VariantWrite => ({
    id,
    details: {
      sku,
      option_values: JSON.stringify(values),
      position: 0,
      price_cents: 100,
      sale_price_cents: null,
      image: null,
      is_active: 1,
    },
    stock: { set: 1 },
    initialStock: 1,
  });

  it('matches each existing variant once: by id, else by its options when no write names it', () => {
    const [tan, black] = beltVariants;
    expect(
      matchVariants(beltVariants, [
        // Named by id, with the other's options: it does not take the other.
        write('A', ['S', 'Black'], tan!.id),
        write('B', ['S', 'Black']),
        write('C', ['M', 'Tan']),
      ]),
    ).toEqual([tan, black, undefined]);
  });

  it('matches 100 variants whose SKUs all changed by their options', () => {
    const existing = Array.from({ length: 100 }, (_, i) => variant(`OLD-${i}`, [String(i)]));
    const writes = existing.map((_, i) => write(`NEW-${i}`, [String(99 - i)]));
    expect(matchVariants(existing, writes)).toEqual([...existing].reverse());
  });
});
