import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Executor } from '../../../db/database.js';
import type { MediaService } from '../../media/index.js';
import { insertProducts } from '../product-writes.js';
import { createProductImport } from './product-import.js';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import {
  type ImportReport,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
} from '../../../../shared/schemas/admin-csv.js';
import type { AuditHistory } from '../../../../shared/schemas/audit.js';
import type { AdminProductPage, ProductInput } from '../../../../shared/schemas/admin-products.js';
import type { Cart } from '../../../../shared/schemas/cart.js';
import type { Product, ProductPage } from '../../../../shared/schemas/catalog.js';
import type { ApiErrorBody } from '../../../../shared/schemas/common.js';
import { cartWith, placeOrder } from '../../../testing/checkout.js';
import { insertProduct, productRow, setStock } from '../../../testing/fixtures.js';
import { adminAppForFile, json } from '../../../testing/test-app.js';

const file = adminAppForFile();

const send = (path: string, csv: string | Buffer, cookies = file.admin.cookies) =>
  file.t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'text/csv' },
    payload: csv,
    cookies,
  });
const preview = (csv: string | Buffer) => send('/api/admin/products/import/preview', csv);
const importCsv = (csv: string | Buffer) => send('/api/admin/products/import', csv);

/** The export's rows as objects keyed by column (the byte order mark taken off). */
async function exported(query = '') {
  const res = await file.call('GET', `/api/admin/products/export${query}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(
    /^attachment; filename="products-\d{4}-\d\d-\d\d\.csv"$/,
  );
  expect(res.body.startsWith('\uFEFF')).toBe(true);
  return parse(res.body, { bom: true, columns: true }) as Record<ProductCsvColumn, string>[];
}

const productsTable = () =>
  file.t.db.kysely.selectFrom('products').select(['sku', 'title', 'price_cents']).orderBy('sku').execute();

/** An image the shop holds, uploaded as the admin's form does. */
async function uploadedImage(colour: string) {
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const upload = await file.t.app.inject({
    method: 'POST',
    url: '/api/admin/media?name=belt.png',
    headers: { 'content-type': 'image/png' },
    payload: png,
    cookies: file.admin.cookies,
  });
  return json<{ url: string }>(upload).url;
}

const HEADER = 'sku,title,category,price,inventory,description';
/** The columns of a file from before variants. */
const OLD_COLUMNS =
  'sku,title,category,price,sale_price,inventory,exported_inventory,status,featured,short_description,description,tags,images';
const NO_VARIANT = {
  product_sku: '',
  option1_name: '',
  option1_value: '',
  option2_name: '',
  option2_value: '',
  option3_name: '',
  option3_value: '',
  variant_image: '',
  variant_active: '',
};

describe('product CSV export (docs/decisions/0016)', () => {
  it('writes every product, or the filtered list, with every column, in the list order', async () => {
    const board = await insertProduct(file.t.db, {
      title: '=HYPERLINK("http://evil.example")',
      category: 'gym',
      priceCents: 129_950,
      salePriceCents: 99_900,
      tags: ['strength', 'home gym'],
      inventoryQuantity: 3,
      featured: true,
    });
    await insertProduct(file.t.db, { title: 'Linen Napkins', category: 'homeware', status: 'draft' });

    const all = await exported();
    expect(Object.keys(all[0]!)).toEqual([...PRODUCT_CSV_COLUMNS]);
    expect(all.map((row) => row.title)).toEqual(['Linen Napkins', '\'=HYPERLINK("http://evil.example")']);

    const gym = await exported('?category=gym');
    expect(gym).toHaveLength(1);
    const sku = (
      await file.t.db.kysely
        .selectFrom('products')
        .select('sku')
        .where('id', '=', board)
        .executeTakeFirstOrThrow()
    ).sku;
    expect(gym[0]).toEqual({
      sku,
      // A product without options: its one row is its own, with no variant's columns.
      ...NO_VARIANT,
      // A formula would run in the accountant's spreadsheet: the quote mark keeps it text.
      title: '\'=HYPERLINK("http://evil.example")',
      category: 'gym',
      price: '1299.50',
      sale_price: '999.00',
      inventory: '3',
      exported_inventory: '3',
      status: 'active',
      featured: 'yes',
      short_description: 'Sturdy.',
      description: 'A sturdy product for testing.',
      tags: 'strength|home gym',
      images: '',
    });
    expect(await exported('?q=no-such-product')).toEqual([]);
  });

  it('refuses a bad query, and anyone but an administrator', async () => {
    const bad = await file.call('GET', '/api/admin/products/export?stockAtMost=-1');
    expect(bad.statusCode).toBe(400);
    expect(json<ApiErrorBody>(bad).error.message).toBe('Stock cannot be negative');
    expect((await file.t.app.inject({ method: 'GET', url: '/api/admin/products/export' })).statusCode).toBe(
      401,
    );
  });

  it('reads a long list in batches, in order, each product once', async () => {
    const before = (await exported('?sort=title')).length;
    const values = Array.from({ length: 2_100 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      sku: `BULK-${String(i).padStart(5, '0')}`,
      // Many share a title: the batches must part ties by id, not skip or repeat them.
      title: `Bulk ${i % 7}`,
      description: 'Bulk',
      short_description: '',
      price_cents: 1_000 + i,
      sale_price_cents: null,
      images: '[]',
      rating: 0,
      review_count: 0,
      featured: 0 as const,
      status: 'active' as const,
      category: 'homeware' as const,
      tags: '[]',
      inventory_quantity: i,
      created_at: '2026-02-01T00:00:00.000Z',
    }));
    await insertProducts(file.t.db.kysely, values);
    const rows = await exported('?sort=title');
    expect(rows).toHaveLength(before + 2_100);
    expect(new Set(rows.map((row) => row.sku)).size).toBe(rows.length);
    const bulk = rows.filter((row) => row.sku.startsWith('BULK-'));
    const titles = bulk.map((row) => row.title);
    expect(titles).toEqual([...titles].sort());
    const byPrice = (await exported('?q=BULK-&sort=price&dir=desc')).map((row) => Number(row.price));
    expect(byPrice).toHaveLength(2_100);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => b - a));
    await file.t.db.kysely.deleteFrom('products').where('sku', 'like', 'BULK-%').execute();
  });
});

describe('product CSV import (docs/decisions/0016)', () => {
  it('previews a file with good and bad rows, row by row, and writes nothing', async () => {
    await insertProduct(file.t.db, { title: 'Old Title', priceCents: 5_000 });
    const existing = (await exported()).find((row) => row.title === 'Old Title')!.sku;
    const before = await productsTable();
    const csv = [
      HEADER,
      `PRE-1,Cast Iron Pan,homeware,"1,299.50",4,Heavy and even.`,
      `${existing},New Title,homeware,50.00,10,A sturdy product for testing.`,
      `PRE-2,,gym,10,1,No title`,
      `PRE-3,Yoga Mat,garden,10,1,Wrong category`,
      `PRE-4,Kettlebell,gym,ten rand,1,Bad price`,
      `PRE-1,Cast Iron Pan again,homeware,10,1,Same SKU twice`,
      `PRE-5,Short,gym,10`,
      '',
      `PRE-6,Dumbbell,gym,R 450,-2,Negative stock`,
    ].join('\n');
    const res = await preview(csv);
    expect(res.statusCode).toBe(200);
    const report = json<ImportReport>(res);
    expect(report).toMatchObject({
      written: false,
      rows: 8,
      created: 1,
      updated: 1,
      unchanged: 0,
      failed: 6,
    });
    expect(report.errors).toEqual([
      { row: 4, sku: 'PRE-2', column: 'title', message: 'Product title is required' },
      { row: 5, sku: 'PRE-3', column: 'category', message: expect.any(String) },
      { row: 6, sku: 'PRE-4', column: 'price', message: 'Price must be an amount in rand, like 199.99' },
      { row: 7, sku: 'PRE-1', column: 'sku', message: 'SKU PRE-1 is on row 2 already' },
      { row: 8, sku: 'PRE-5', column: null, message: 'This row has 4 cells; the header has 6 columns' },
      { row: 10, sku: 'PRE-6', column: 'inventory', message: 'Inventory must be a whole number' },
    ]);
    expect(report.sample).toEqual([
      {
        row: 2,
        action: 'create',
        sku: 'PRE-1',
        title: 'Cast Iron Pan',
        priceCents: 129_950,
        inventoryQuantity: 4,
      },
      {
        row: 3,
        action: 'update',
        sku: existing,
        title: 'New Title',
        priceCents: 5_000,
        inventoryQuantity: 10,
      },
    ]);
    expect(await productsTable()).toEqual(before);
  });

  it('imports: creates new SKUs, updates known ones column by column, skips bad rows, and records each change', async () => {
    await insertProduct(file.t.db, { title: 'Rope Basket', priceCents: 30_000, tags: ['storage'] });
    const basket = (await exported()).find((row) => row.title === 'Rope Basket')!;
    const csv = [
      'SKU,Price,Sale Price,Status,Tags',
      `${basket.sku},320,,archived,storage|woven`,
      `IMP-NEW,100,,active,`,
    ].join('\r\n');
    const res = await importCsv(csv);
    expect(res.statusCode).toBe(200);
    const report = json<ImportReport>(res);
    // A new product needs its title, description, category and stock: the file has none of them.
    expect(report).toMatchObject({ written: true, rows: 2, created: 0, updated: 1, failed: 1 });
    expect(report.errors.map((e) => e.column)).toEqual(['title', 'description', 'category', 'inventory']);

    const after = (await exported()).find((row) => row.sku === basket.sku)!;
    // Columns the file does not have stay as they were.
    expect(after).toEqual({ ...basket, price: '320.00', status: 'archived', tags: 'storage|woven' });
    expect((await exported()).some((row) => row.sku === 'IMP-NEW')).toBe(false);

    const id = (
      await file.t.db.kysely
        .selectFrom('products')
        .select('id')
        .where('sku', '=', basket.sku)
        .executeTakeFirstOrThrow()
    ).id;
    const history = json<AuditHistory>(await file.call('GET', `/api/admin/audit/product/${id}`));
    expect(history.events[0]).toMatchObject({
      actorEmail: file.admin.email,
      action: 'updated',
      changes: expect.arrayContaining([
        { field: 'price_cents', from: 30_000, to: 32_000 },
        { field: 'status', from: 'active', to: 'archived' },
      ]),
    });
  });

  it('creates products shoppers find at once, and a second import of the same file changes nothing', async () => {
    const csv = [
      OLD_COLUMNS,
      `IMP-1,Enamel Mug,homeware,89.90,79.90,25,,active,yes,Camp classic.,"Enamel mug, speckled.\nHolds 350 ml.",camping|mugs,`,
      `IMP-2,'=Formula Looking Title,homeware,120,,5,,draft,no,,Stays in the draft pile.,,`,
    ].join('\n');
    const first = json<ImportReport>(await importCsv(csv));
    expect(first).toMatchObject({ written: true, rows: 2, created: 2, updated: 0, failed: 0, errors: [] });
    const mug = (await exported('?q=IMP-1'))[0]!;
    expect(mug).toMatchObject({
      title: 'Enamel Mug',
      sale_price: '79.90',
      featured: 'yes',
      tags: 'camping|mugs',
    });
    expect(mug.description).toBe('Enamel mug, speckled.\nHolds 350 ml.');
    // The quote mark an export adds before a formula-like text is taken off again.
    expect((await exported('?q=IMP-2'))[0]!.title).toBe("'=Formula Looking Title");
    const stored = await file.t.db.kysely
      .selectFrom('products')
      .select('title')
      .where('sku', '=', 'IMP-2')
      .executeTakeFirstOrThrow();
    expect(stored.title).toBe('=Formula Looking Title');

    const search = json<ProductPage>(await file.t.app.inject({ method: 'GET', url: '/api/search?q=enamel' }));
    expect(search.items.map((p) => p.title)).toEqual(['Enamel Mug']);
    // Only active products reach shoppers.
    const draft = json<ProductPage>(await file.t.app.inject({ method: 'GET', url: '/api/search?q=formula' }));
    expect(draft.items).toEqual([]);

    const again = json<ImportReport>(await importCsv(csv));
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2, failed: 0 });
  });

  it('keeps the units sold since the export: the stock moves by the change the file makes', async () => {
    await insertProduct(file.t.db, { title: 'Stock Kept Lamp', inventoryQuantity: 10, priceCents: 10_000 });
    const [lamp] = await exported('?q=stock kept');
    expect(lamp).toMatchObject({ inventory: '10', exported_inventory: '10' });
    // Three sold after the export.
    const lampId = await file.t.db.kysely
      .selectFrom('products')
      .select('id')
      .where('sku', '=', lamp!.sku)
      .executeTakeFirstOrThrow();
    await setStock(file.t.db, lampId.id, 7);
    const edited = (changes: Partial<typeof lamp>) =>
      stringify([{ ...lamp, ...changes }], { header: true, columns: [...PRODUCT_CSV_COLUMNS] });
    const now = async () => (await exported('?q=stock kept'))[0]!;

    // The admin changed only the price: the stock stays as sales left it.
    expect(json<ImportReport>(await importCsv(edited({ price: '120.00' })))).toMatchObject({ updated: 1 });
    expect(await now()).toMatchObject({ price: '120.00', inventory: '7' });

    // The admin raised the file's stock from 10 to 15: five more than now.
    expect(json<ImportReport>(await importCsv(edited({ price: '120.00', inventory: '15' })))).toMatchObject({
      updated: 1,
    });
    expect((await now()).inventory).toBe('12');

    // Without the exported stock, the file's figure is the stock (a stock count).
    expect(json<ImportReport>(await importCsv(`sku,inventory\n${lamp!.sku},4`))).toMatchObject({
      updated: 1,
    });
    expect((await now()).inventory).toBe('4');
  });

  it('round-trips: the export imports back unchanged', async () => {
    const before = await exported();
    const csv = (await file.call('GET', '/api/admin/products/export')).body;
    const report = json<ImportReport>(await importCsv(csv));
    expect(report).toMatchObject({ rows: before.length, created: 0, updated: 0, unchanged: before.length });
    expect(await exported()).toEqual(before);
  });

  it("takes only the shop's own images", async () => {
    const url = await uploadedImage('#2a9d8f');
    const csv = [
      'sku,images',
      `IMP-1,${url}`,
      `IMP-1B,https://elsewhere.example/mug.jpg`,
      `IMP-2,/media/${'0'.repeat(32)}.webp`,
    ].join('\n');
    const report = json<ImportReport>(await importCsv(csv));
    expect(report).toMatchObject({ updated: 1, failed: 2 });
    expect(report.errors.map((e) => [e.row, e.column, e.message])).toEqual([
      [3, 'images', "Images must be addresses of the shop's own images (/media/….webp), separated by |"],
      [4, 'images', `The shop has no image at /media/${'0'.repeat(32)}.webp`],
    ]);
    expect((await exported('?q=IMP-1'))[0]!.images).toBe(url);

    // An image the product already shows (stored or not: a demo catalogue's) does not stop its update.
    const kept = `/media/${'1'.repeat(32)}.webp`;
    await file.t.db.kysely
      .updateTable('products')
      .set({ images: JSON.stringify([kept]) })
      .where('sku', '=', 'IMP-2')
      .execute();
    const update = json<ImportReport>(await importCsv(`sku,price,images\nIMP-2,130,${kept}`));
    expect(update).toMatchObject({ updated: 1, failed: 0 });
    expect((await exported('?q=IMP-2'))[0]).toMatchObject({ price: '130.00', images: kept });
  });

  it('refuses a file it cannot read as a whole, with a clear message, and writes nothing', async () => {
    const before = await productsTable();
    const cases: Array<[string | Buffer, number, string]> = [
      ['', 400, 'The file is empty: it needs a header row and a row per product'],
      ['sku,colour\nX,red', 400, expect.stringContaining('a column the import does not know: "colour"')],
      ['title,price\nMug,10', 400, 'The header must have a "sku" column: products are matched by SKU'],
      ['sku,sku\nA,B', 400, 'The header names the column "sku" twice'],
      [
        `${HEADER}\nBRK-1,Good Row,gym,10,1,Fine\nBRK-2,"Unclosed,gym,10,1,Oops`,
        400,
        expect.stringContaining('The file is not valid CSV'),
      ],
    ];
    for (const [body, status, message] of cases) {
      for (const call of [preview, importCsv]) {
        const res = await call(body);
        expect({ body, status: res.statusCode }).toEqual({ body, status });
        expect(json<ApiErrorBody>(res).error.message).toEqual(message);
      }
    }
    // A file that breaks after many good rows (past a batch): the transaction writes none of them.
    const good = Array.from({ length: 1_200 }, (_, i) => `LATE-${i},Good Row,gym,10,1,Fine`);
    const late = [HEADER, ...good, 'LATE-X,"Unclosed,gym,10,1,Oops'].join('\n');
    expect(json<ImportReport>(await preview([HEADER, ...good].join('\n'))).created).toBe(1_200);
    const broken = await importCsv(late);
    expect(broken.statusCode).toBe(400);
    expect(json<ApiErrorBody>(broken).error.message).toMatch(/^The file is not valid CSV: /);

    // Not UTF-8 (Excel's older "CSV" on Windows): the row says how to save it.
    const latin1 = Buffer.from(`${HEADER}\nENC-1,Caf\xe9 Set,homeware,10,1,Cups\n`, 'latin1');
    const report = json<ImportReport>(await preview(latin1));
    expect(report.errors[0]?.message).toBe('This row is not UTF-8 text: save the file as "CSV UTF-8"');
    // PostgreSQL cannot keep the NUL character: the row is refused, on both engines.
    const nul = json<ImportReport>(await importCsv(`${HEADER}\nNUL-1,Mug\u0000,homeware,10,1,Cup`));
    expect(nul).toMatchObject({
      failed: 1,
      errors: [{ row: 2, message: 'Text cannot contain the NUL character.' }],
    });
    // The header is read by the parser, as any row: a body that is not CSV at all is refused as a type.
    const json415 = await file.t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      payload: { sku: 'X' },
      cookies: file.admin.cookies,
    });
    expect(json415.statusCode).toBe(415);
    expect(await productsTable()).toEqual(before);
  });

  it('answers a refused file over a real connection while the browser is still sending it', async () => {
    // In process (inject) there is no socket to lose: this goes over HTTP, with a body that keeps
    // coming until the answer does. (The import keeps the whole file before it reads it.)
    const address = await file.t.app.listen({ host: '127.0.0.1', port: 0 });
    const cookie = Object.entries(file.admin.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    {
      const path = '/api/admin/products/import/preview';
      let answered = false;
      const rows = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('handle,price\n'));
        },
        async pull(controller) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          if (answered) controller.close();
          else controller.enqueue(new TextEncoder().encode('X,1\n'.repeat(1_000)));
        },
      });
      const res = await fetch(`${address}${path}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'text/csv', origin: address },
        body: rows,
        duplex: 'half',
      } as RequestInit);
      answered = true;
      expect(res.status).toBe(400);
      expect(((await res.json()) as ApiErrorBody).error.message).toContain('"handle"');
    }
  });

  it('is for administrators only', async () => {
    const res = await send('/api/admin/products/import', `${HEADER}\nX,Y,gym,1,1,Z`, {});
    expect(res.statusCode).toBe(401);
  });
});

let belts = 0;
/**
 * A belt in sizes and colours, made through the admin's API: three of its six combinations, listed
 * in an order of their own (not their options'), one on sale and one switched off.
 */
async function belt(images: string[] = [], overrides: Partial<ProductInput> = {}): Promise<Product> {
  const sku = `BELT-${String((belts += 1)).padStart(2, '0')}`;
  const res = await file.call('POST', '/api/admin/products', {
    sku,
    title: `Braided Belt ${belts}`,
    description: 'Braided leather.',
    priceCents: 0,
    category: 'men',
    images,
    inventoryQuantity: 0,
    featured: false,
    options: [
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Colour', values: ['Black', 'Tan'] },
    ],
    variants: [
      {
        sku: `${sku}-L-TAN`,
        optionValues: ['L', 'Tan'],
        priceCents: 34_900,
        inventoryQuantity: 3,
        image: images[0] ?? null,
      },
      { sku: `${sku}-S-BLK`, optionValues: ['S', 'Black'], priceCents: 29_900, inventoryQuantity: 5 },
      {
        sku: `${sku}-M-BLK`,
        optionValues: ['M', 'Black'],
        priceCents: 29_900,
        salePriceCents: 24_900,
        inventoryQuantity: 0,
        isActive: false,
      },
    ],
    ...overrides,
  } satisfies ProductInput);
  expect(res.statusCode).toBe(201);
  return json<Product>(res);
}

/** A product found by its SKU in the admin's list, as its edit dialog reads it: with its variants. */
const adminProduct = async (sku: string) => {
  const page = json<AdminProductPage>(await file.call('GET', `/api/admin/products?q=${sku}`));
  const listed = page.products.find((p) => p.sku === sku);
  if (!listed) throw new Error(`no product ${sku}`);
  return json<Product>(await file.call('GET', `/api/admin/products/${listed.id}`));
};
const rowsOf = async (product: Product) =>
  (await exported(`?q=${product.sku}`)).filter((row) => row.product_sku === product.sku);
const csvOf = (rows: Array<Partial<Record<ProductCsvColumn, string>>>) =>
  stringify(rows, { header: true, columns: [...PRODUCT_CSV_COLUMNS] });
/** A product's rows with a product without options between its first and the others. */
const apartRows = async (product: Product, between: string) => {
  const [first, ...rest] = await rowsOf(product);
  const other = {
    sku: between,
    title: 'Apart',
    category: 'gym',
    price: '1',
    inventory: '1',
    description: 'Apart.',
  };
  return [first!, other, ...rest];
};
const variantsTable = () =>
  file.t.db.kysely.selectFrom('product_variants').selectAll().orderBy('sku').execute();
const historyOf = async (product: Product) =>
  json<AuditHistory>(await file.call('GET', `/api/admin/audit/product/${product.id}`)).events;
const latestChanges = async (product: Product) => (await historyOf(product))[0]?.changes ?? [];

describe('product CSV with variants (docs/decisions/0016, 0018)', () => {
  it("exports a row per variant, in the variants' order, the product's columns on each", async () => {
    const photo = await uploadedImage('#264653');
    const product = await belt([photo]);
    const rows = await rowsOf(product);
    const shared = {
      product_sku: product.sku,
      option1_name: 'Size',
      option2_name: 'Colour',
      option3_name: '',
      option3_value: '',
      title: product.title,
      category: 'men',
      status: 'active',
      featured: 'no',
      description: 'Braided leather.',
      tags: '',
      images: photo,
    };
    expect(rows).toEqual([
      {
        ...shared,
        sku: `${product.sku}-L-TAN`,
        option1_value: 'L',
        option2_value: 'Tan',
        price: '349.00',
        sale_price: '',
        inventory: '3',
        exported_inventory: '3',
        variant_image: photo,
        variant_active: 'yes',
        short_description: '',
      },
      expect.objectContaining({
        ...shared,
        sku: `${product.sku}-S-BLK`,
        option1_value: 'S',
        variant_image: '',
      }),
      expect.objectContaining({
        ...shared,
        sku: `${product.sku}-M-BLK`,
        option1_value: 'M',
        option2_value: 'Black',
        price: '299.00',
        sale_price: '249.00',
        inventory: '0',
        variant_active: 'no',
      }),
    ]);
  });

  it('round-trips: an export with variants imports back with every row unchanged, changing nothing', async () => {
    const made = [
      await belt([await uploadedImage('#e9c46a')]),
      await belt([], { tags: ['leather'], featured: true, shortDescription: '-Formula-like.' }),
    ];
    await insertProduct(file.t.db, { title: 'Plain Mug Between Belts' });
    const before = await exported();
    const variants = await variantsTable();
    const histories = () => Promise.all(made.map(historyOf));
    const history = await histories();
    const csv = (await file.call('GET', '/api/admin/products/export')).body;

    for (const call of [preview, importCsv]) {
      const report = json<ImportReport>(await call(csv));
      expect(report).toMatchObject({
        rows: before.length,
        created: 0,
        updated: 0,
        unchanged: before.length,
        failed: 0,
      });
    }
    expect(await exported()).toEqual(before);
    expect(await variantsTable()).toEqual(variants);
    expect(await histories()).toEqual(history);
  });

  it('creates a product with options from its rows, and gives a product without options its options', async () => {
    const photo = await uploadedImage('#2a9d8f');
    const plainSku = 'PLAIN-THEN-SIZED';
    const plainRow = `${plainSku},Plain Then Sized,homeware,100,4,A sturdy product for testing.`;
    expect(json<ImportReport>(await importCsv(`${HEADER}\n${plainRow}`))).toMatchObject({ created: 1 });
    const [simpleVariant] = (await adminProduct(plainSku)).variants;
    const csv = [
      'sku,product_sku,option1_name,option1_value,option2_name,option2_value,title,category,description,price,sale_price,inventory,variant_image,variant_active,images',
      `MAT-GRN-4,MAT,Colour,Green,Thickness,4 mm,Cork Yoga Mat,gym,Natural cork.,450,,7,${photo},,${photo}`,
      `MAT-BLU-4,MAT,Colour,Blue,Thickness,4 mm,Cork Yoga Mat,gym,Natural cork.,450,399,2,,,${photo}`,
      // A later row may leave the product's columns blank.
      'MAT-GRN-6,MAT,Colour,Green,Thickness,6 mm,,,,520,,0,,no,',
      // The product's own SKU names its variant, which keeps its id (and its carts' lines).
      `${plainSku},${plainSku},Size,S,,,Plain Then Sized,homeware,A sturdy product for testing.,100,,4,,,`,
      `${plainSku}-L,${plainSku},Size,L,,,Plain Then Sized,homeware,A sturdy product for testing.,120,,1,,,`,
    ].join('\n');
    const previewed = json<ImportReport>(await preview(csv));
    expect(previewed).toMatchObject({ rows: 5, created: 4, updated: 1, failed: 0, errors: [] });
    expect(
      previewed.sample.map((row) => [row.sku, row.action, row.priceCents, row.inventoryQuantity]),
    ).toEqual([
      ['MAT-GRN-4', 'create', 45_000, 7],
      ['MAT-BLU-4', 'create', 45_000, 2],
      ['MAT-GRN-6', 'create', 52_000, 0],
      [plainSku, 'update', 10_000, 4],
      [`${plainSku}-L`, 'create', 12_000, 1],
    ]);
    expect(json<ImportReport>(await importCsv(csv))).toMatchObject({ created: 4, updated: 1, failed: 0 });

    const mat = await adminProduct('MAT');
    expect(mat.options).toEqual([
      { name: 'Colour', values: ['Green', 'Blue'] },
      { name: 'Thickness', values: ['4 mm', '6 mm'] },
    ]);
    expect(
      mat.variants.map((v) => [
        v.sku,
        v.optionValues,
        v.priceCents,
        v.salePriceCents,
        v.inventoryQuantity,
        v.image,
        v.isActive,
      ]),
    ).toEqual([
      ['MAT-GRN-4', ['Green', '4 mm'], 45_000, null, 7, photo, true],
      ['MAT-BLU-4', ['Blue', '4 mm'], 45_000, 39_900, 2, null, true],
      ['MAT-GRN-6', ['Green', '6 mm'], 52_000, null, 0, null, false],
    ]);
    // Its price and stock summarise its variants (the cheapest on sale in stock; the active ones' stock).
    expect(mat).toMatchObject({
      title: 'Cork Yoga Mat',
      images: [photo],
      priceCents: 45_000,
      salePriceCents: 39_900,
      inventoryQuantity: 9,
      pricesVary: true,
    });
    expect(await latestChanges(mat)).toContainEqual({
      field: 'variant MAT-BLU-4: sale_price_cents',
      from: null,
      to: 39_900,
    });

    const sized = await adminProduct(plainSku);
    expect(sized.options).toEqual([{ name: 'Size', values: ['S', 'L'] }]);
    expect(sized.variants.map((v) => [v.id === simpleVariant!.id, v.sku, v.inventoryQuantity])).toEqual([
      [true, plainSku, 4],
      [false, `${plainSku}-L`, 1],
    ]);
    const search = json<ProductPage>(
      await file.t.app.inject({ method: 'GET', url: '/api/search?q=cork yoga' }),
    );
    expect(search.items.map((p) => [p.title, p.pricesVary])).toEqual([['Cork Yoga Mat', true]]);
  });

  it("changes one variant's price and stock: the stock moves by the file's difference, the other rows unchanged", async () => {
    const product = await belt();
    const rows = await rowsOf(product);
    const small = product.variants.find((v) => v.sku === `${product.sku}-S-BLK`)!;
    // Two sold after the export.
    const shopper = await cartWith(file.t, [{ productId: product.id, variantId: small.id, quantity: 2 }]);
    expect((await placeOrder(file.t, shopper)).statusCode).toBe(201);

    const edited = rows.map((row) =>
      row.sku === small.sku ? { ...row, price: '279.00', inventory: '10' } : row,
    );
    const report = json<ImportReport>(await importCsv(csvOf(edited)));
    expect(report).toMatchObject({ rows: 3, created: 0, updated: 1, unchanged: 2, failed: 0 });
    expect(report.sample.find((row) => row.sku === small.sku)).toMatchObject({
      action: 'update',
      priceCents: 27_900,
      // 5 exported, 10 in the file: +5 on the 3 left after the sale.
      inventoryQuantity: 8,
    });
    const after = await adminProduct(product.sku);
    expect(after.variants.map((v) => [v.sku, v.priceCents, v.inventoryQuantity])).toEqual([
      [`${product.sku}-L-TAN`, 34_900, 3],
      [small.sku, 27_900, 8],
      [`${product.sku}-M-BLK`, 29_900, 0],
    ]);
    expect(after).toMatchObject({ priceCents: 27_900, inventoryQuantity: 11 });
    const changes = await latestChanges(product);
    expect(changes).toContainEqual({ field: `variant ${small.sku}: price_cents`, from: 29_900, to: 27_900 });
    expect(changes).toContainEqual({ field: `variant ${small.sku}: inventory_quantity`, from: 3, to: 8 });
    expect(changes.filter((c) => c.field.startsWith(`variant ${product.sku}-L-TAN`))).toEqual([]);
  });

  it('moves a variant to other options while a new row takes its old ones: each existing variant is matched once', async () => {
    const product = await belt();
    const small = product.variants.find((v) => v.sku === `${product.sku}-S-BLK`)!;
    const rows = await rowsOf(product);
    const moved = rows.map((row) =>
      row.sku === small.sku ? { ...row, option1_value: 'L', option2_value: 'Black' } : row,
    );
    const taking = {
      ...rows.find((row) => row.sku === small.sku)!,
      sku: `${product.sku}-S-BLK-2`,
      inventory: '9',
    };
    const report = json<ImportReport>(await importCsv(csvOf([...moved, taking])));
    expect(report).toMatchObject({ created: 1, failed: 0 });
    const after = await adminProduct(product.sku);
    expect(
      after.variants.map((v) => [v.sku, v.optionValues, v.inventoryQuantity, v.id === small.id]),
    ).toEqual([
      [`${product.sku}-L-TAN`, ['L', 'Tan'], 3, false],
      [small.sku, ['L', 'Black'], 5, true],
      [`${product.sku}-M-BLK`, ['M', 'Black'], 0, false],
      [`${product.sku}-S-BLK-2`, ['S', 'Black'], 9, false],
    ]);
  });

  it("removes a variant its product's rows no longer list, as the admin's save does: carts lose it", async () => {
    const product = await belt();
    const large = product.variants.find((v) => v.sku === `${product.sku}-L-TAN`)!;
    const shopper = await cartWith(file.t, [{ productId: product.id, variantId: large.id, quantity: 1 }]);
    const rows = (await rowsOf(product)).filter((row) => row.sku !== large.sku);
    // The product changes, so each of its rows does.
    expect(json<ImportReport>(await importCsv(csvOf(rows)))).toMatchObject({ updated: 2, unchanged: 0 });
    const after = await adminProduct(product.sku);
    expect(after.variants.map((v) => v.sku)).toEqual([`${product.sku}-S-BLK`, `${product.sku}-M-BLK`]);
    // The product keeps its options' values, those no variant has any more too, as the form's save does.
    expect(after.options).toEqual(product.options);
    const cart = json<Cart>(await file.t.app.inject({ method: 'GET', url: '/api/cart', cookies: shopper }));
    expect(cart.items).toEqual([]);
    expect(await latestChanges(product)).toContainEqual({
      field: `variant ${large.sku}: sku`,
      from: large.sku,
      to: null,
    });
  });

  it("fails every row of a product with a bad row, naming each row's problem and column, and writes none of them", async () => {
    const photo = await uploadedImage('#f4a261');
    const other = await uploadedImage('#e76f51');
    const existing = await belt();
    const rows = await rowsOf(existing);
    const header =
      'sku,product_sku,option1_name,option1_value,option2_name,option2_value,option3_name,option3_value,option4_name,option4_value,title,category,description,price,inventory,variant_image,images';
    const product = 'Bad Bag,men,Canvas.,100,1';
    const csv = [
      header,
      // The same combination twice.
      `BAG-1-S,BAG-1,Size,S,,,,,,,${product},,`,
      `BAG-1-S2,BAG-1,Size,S,,,,,,,${product},,`,
      // A SKU the file has already, and one another product's variant has.
      `BAG-2-S,BAG-2,Size,S,,,,,,,${product},,`,
      `BAG-1-S,BAG-2,Size,M,,,,,,,${product},,`,
      `${existing.sku}-S-BLK,BAG-2,Size,L,,,,,,,${product},,`,
      // An image that is not one of the product's.
      `BAG-3-S,BAG-3,Size,S,,,,,,,${product},${other},${photo}`,
      // Four options.
      `BAG-4-S,BAG-4,Size,S,Colour,Red,Fit,Slim,Strap,Long,${product},,`,
      // A good product between them is imported.
      `BAG-5-S,BAG-5,Size,S,,,,,,,${product},,`,
    ].join('\n');
    const before = await productsTable();
    const report = json<ImportReport>(await importCsv(csv));
    expect(report).toMatchObject({ rows: 8, created: 1, updated: 0, failed: 7 });
    expect(report.errors.map(({ row, sku, column, message }) => [row, sku, column, message])).toEqual([
      [2, 'BAG-1-S', null, 'Not imported: row 3 of this product has errors'],
      [3, 'BAG-1-S2', null, 'Another variant has the same options'],
      [4, 'BAG-2-S', null, 'Not imported: row 5 of this product has errors'],
      [5, 'BAG-1-S', 'sku', 'SKU BAG-1-S is on row 2 already'],
      [6, `${existing.sku}-S-BLK`, null, 'Not imported: row 5 of this product has errors'],
      [7, 'BAG-3-S', 'variant_image', "A variant's image must be one of the product's images"],
      [8, 'BAG-4-S', null, 'A product can have at most 3 options'],
    ]);
    expect(
      (await productsTable()).filter((p) => !before.some((b) => b.sku === p.sku)).map((p) => p.sku),
    ).toEqual(['BAG-5']);

    // Another product's variant's SKU; and a bad price on one row of a product that exists.
    const taken = [header, `${existing.sku}-S-BLK,BAG-6,Size,S,,,,,,,${product},,`].join('\n');
    expect(json<ImportReport>(await preview(taken)).errors).toEqual([
      {
        row: 2,
        sku: `${existing.sku}-S-BLK`,
        column: 'sku',
        message: `SKU ${existing.sku}-S-BLK is a variant of another product`,
      },
    ]);
    const badPrice = rows.map((row, i) => (i === 2 ? { ...row, price: 'free' } : { ...row, price: '1.00' }));
    const refused = json<ImportReport>(await importCsv(csvOf(badPrice)));
    expect(refused).toMatchObject({ updated: 0, failed: 3 });
    expect(refused.errors.map((e) => [e.row, e.column])).toEqual([
      [2, null],
      [3, null],
      [4, 'price'],
    ]);
    expect((await adminProduct(existing.sku)).variants.map((v) => v.priceCents)).toEqual([
      34_900, 29_900, 29_900,
    ]);
  });

  it("keeps a product's rows together, never split across the import's batches", async () => {
    const product = await belt();
    const apart = csvOf(await apartRows(product, 'APART-1'));
    expect(json<ImportReport>(await preview(apart)).errors.map((e) => [e.row, e.column, e.message])).toEqual([
      [4, 'product_sku', `The rows of product ${product.sku} must follow each other: its first is row 2`],
      [5, null, 'Not imported: row 4 of this product has errors'],
    ]);

    // 498 products without options, then one with three rows: rows 499 to 501 cross the batch of 500.
    const many = Array.from({ length: 498 }, (_, i) => ({
      sku: `BATCH-${i}`,
      title: 'Batch',
      category: 'gym',
      price: '1',
      inventory: '1',
      description: 'Batch.',
    }));
    const sized = ['S', 'M', 'L'].map((size) => ({
      sku: `BATCH-TEE-${size}`,
      product_sku: 'BATCH-TEE',
      option1_name: 'Size',
      option1_value: size,
      title: 'Batch Tee',
      category: 'men',
      price: '100',
      inventory: '2',
      description: 'Cotton.',
    }));
    const report = json<ImportReport>(await importCsv(csvOf([...many, ...sized])));
    expect(report).toMatchObject({ rows: 501, created: 501, failed: 0 });
    expect((await adminProduct('BATCH-TEE')).variants.map((v) => v.sku)).toEqual([
      'BATCH-TEE-S',
      'BATCH-TEE-M',
      'BATCH-TEE-L',
    ]);
  });

  it('still takes a file from before variants, and refuses its row for a product with options', async () => {
    const product = await belt();
    await insertProduct(file.t.db, { title: 'Old File Lamp', priceCents: 10_000 });
    const lamp = (await exported('?q=old file lamp'))[0]!;
    const csv = [
      OLD_COLUMNS,
      `${lamp.sku},Old File Lamp,homeware,110,,10,10,active,no,Sturdy.,A sturdy product for testing.,,`,
      `${product.sku},${product.title},men,299,,8,8,active,no,,Braided leather.,,`,
      `${product.sku}-S-BLK,${product.title},men,299,,5,5,active,no,,Braided leather.,,`,
    ].join('\n');
    const report = json<ImportReport>(await importCsv(csv));
    expect(report).toMatchObject({ updated: 1, failed: 2 });
    expect(report.errors.map((e) => [e.row, e.column, e.message])).toEqual([
      [3, null, 'This product has options: give each of its variants a row, naming it in product_sku'],
      [
        4,
        'sku',
        `SKU ${product.sku}-S-BLK is a variant of a product with options: name that product in product_sku`,
      ],
    ]);
    expect((await exported('?q=old file lamp'))[0]).toMatchObject({ price: '110.00' });
    expect((await adminProduct(product.sku)).variants).toEqual(product.variants);
  });
});

describe('product CSV import: files a reviewer made hostile (docs/decisions/0016)', () => {
  it("fails a product's later rows when they are apart from a first row that cannot be read, removing none of its variants", async () => {
    const product = await belt();
    const lines = csvOf(await apartRows(product, 'APART-2')).split('\n');
    // One cell past the header's: the product's first row cannot be read.
    lines[1] = `${lines[1]},extra`;
    for (const call of [preview, importCsv]) {
      const report = json<ImportReport>(await call(lines.join('\n')));
      expect(report.errors.map((e) => [e.row, e.column, e.message])).toEqual([
        [2, null, 'This row has 23 cells; the header has 22 columns'],
        [4, 'product_sku', `The rows of product ${product.sku} must follow each other: its first is row 2`],
        [5, null, 'Not imported: row 4 of this product has errors'],
      ]);
    }
    expect((await adminProduct(product.sku)).variants).toEqual(product.variants);
  });

  it("swaps two variants' options between their rows (a mislabel fixed), each keeping its id and stock", async () => {
    const product = await belt();
    const rows = await rowsOf(product);
    const size: Record<string, string> = { S: 'M', M: 'S', L: 'L' };
    const swapped = rows.map((row) => ({ ...row, option1_value: size[row.option1_value]! }));
    expect(json<ImportReport>(await preview(csvOf(swapped)))).toMatchObject({ updated: 2, failed: 0 });
    const res = await importCsv(csvOf(swapped));
    expect(res.statusCode).toBe(200);
    expect(json<ImportReport>(res)).toMatchObject({ updated: 2, unchanged: 1, failed: 0 });
    const after = await adminProduct(product.sku);
    expect(after.variants.map((v) => [v.id, v.sku, v.optionValues, v.inventoryQuantity])).toEqual(
      product.variants.map((v) => [
        v.id,
        v.sku,
        [size[v.optionValues[0]!], v.optionValues[1]],
        v.inventoryQuantity,
      ]),
    );
    expect(await latestChanges(product)).toContainEqual({
      field: `variant ${product.sku}-S-BLK: option_values`,
      from: '["S","Black"]',
      to: '["M","Black"]',
    });
  });

  it("refuses a product's SKU that another product's variant has in the file, either way round, row by row", async () => {
    const csv = [
      'sku,product_sku,option1_name,option1_value,title,category,description,price,inventory',
      'DUO-A-S,DUO-A,Size,S,Hat A,men,Felt.,10,1',
      // A product whose SKU is row 2's variant's.
      'DUO-B-S,DUO-A-S,Size,S,Hat B,men,Felt.,10,1',
      'DUO-C-S,DUO-C,Size,S,Hat C,men,Felt.,10,1',
      // A variant with row 4's product's SKU.
      'DUO-C,DUO-D,Size,S,Hat D,men,Felt.,10,1',
    ].join('\n');
    for (const call of [preview, importCsv]) {
      const res = await call(csv);
      expect(res.statusCode).toBe(200);
      const report = json<ImportReport>(res);
      expect(report).toMatchObject({ created: 2, failed: 2 });
      expect(report.errors.map((e) => [e.row, e.sku, e.column, e.message])).toEqual([
        [3, 'DUO-B-S', 'product_sku', "SKU DUO-A-S is on row 2 already, as a variant's SKU"],
        [5, 'DUO-C', 'sku', "SKU DUO-C is on row 4 already, as its product's SKU"],
      ]);
    }
    expect((await adminProduct('DUO-A')).variants.map((v) => v.sku)).toEqual(['DUO-A-S']);

    // A new product with options has no variant of its own SKU before saveVariants makes its own:
    // such a variant could take the SKU of another new product's variant.
    const hat = productRow({ sku: 'DUO-E', options: JSON.stringify([{ name: 'Size', values: ['S'] }]) });
    await insertProducts(file.t.db.kysely, [hat]);
    const made = await file.t.db.kysely
      .selectFrom('product_variants')
      .select('sku')
      .where('product_id', '=', hat.id)
      .execute();
    await file.t.db.kysely.deleteFrom('products').where('id', '=', hat.id).execute();
    expect(made).toEqual([]);
  });

  it("keeps a product's option values no variant has, in its order, and adds a new one after them", async () => {
    const product = await belt([], {
      options: [
        { name: 'Size', values: ['XS', 'S', 'M', 'L'] },
        { name: 'Colour', values: ['Black', 'Red', 'Tan'] },
      ],
    });
    const variants = await variantsTable();
    const csv = (await file.call('GET', `/api/admin/products/export?q=${product.sku}`)).body;
    for (const call of [preview, importCsv]) {
      expect(json<ImportReport>(await call(csv))).toMatchObject({ updated: 0, unchanged: 3, failed: 0 });
    }
    expect(await variantsTable()).toEqual(variants);
    expect((await adminProduct(product.sku)).options).toEqual(product.options);

    const rows = await rowsOf(product);
    const extraLarge = { ...rows[0]!, sku: `${product.sku}-XL-TAN`, option1_value: 'XL' };
    // A value's case corrected keeps its place.
    const corrected = rows.map((row) => (row.option1_value === 'M' ? { ...row, option1_value: 'm' } : row));
    expect(json<ImportReport>(await importCsv(csvOf([...corrected, extraLarge])))).toMatchObject({
      created: 1,
      failed: 0,
    });
    expect((await adminProduct(product.sku)).options).toEqual([
      { name: 'Size', values: ['XS', 'S', 'm', 'L', 'XL'] },
      { name: 'Colour', values: ['Black', 'Red', 'Tan'] },
    ]);
  });

  it('quotes a huge cell shortened, so that the answer stays about the size of the file', async () => {
    const name = 'X'.repeat(200_000);
    const sku = 'Y'.repeat(200_000);
    const csv = [
      'sku,product_sku,option1_name,option1_value,title,category,description,price,inventory',
      `HUGE-1,HUGE,${name},a,Hat,men,Felt.,10,1`,
      ...Array.from({ length: 100 }, (_, i) => `HUGE-${i + 2},HUGE,Size,v${i},Hat,men,Felt.,10,1`),
      // A huge SKU, on a row with many problems.
      `${sku},,,,,nowhere,,10,1`,
    ].join('\n');
    const res = await preview(csv);
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeLessThan(csv.length / 10);
    const report = json<ImportReport>(res);
    expect(report.errors).toContainEqual({
      row: 3,
      sku: 'HUGE-2',
      column: 'option1_name',
      message: `Name the options as row 2 does: ${'X'.repeat(40)}…`,
    });
    const skus = report.errors.filter((e) => e.row === 103).map((e) => e.sku);
    expect(skus.length).toBeGreaterThan(2);
    expect(new Set(skus)).toEqual(new Set([`${'Y'.repeat(40)}…`]));
  });

  it('ignores exported_inventory without an inventory column: the stock stays as sales left it', async () => {
    const product = await belt();
    const small = product.variants.find((v) => v.sku === `${product.sku}-S-BLK`)!;
    await insertProduct(file.t.db, { title: 'Exported Only Lamp', inventoryQuantity: 10 });
    const [lamp] = await exported('?q=exported only');
    const rows = await rowsOf(product);
    // Two of each sold after the export.
    const shopper = await cartWith(file.t, [{ productId: product.id, variantId: small.id, quantity: 2 }]);
    expect((await placeOrder(file.t, shopper)).statusCode).toBe(201);
    const lampId = (await adminProduct(lamp!.sku)).id;
    await setStock(file.t.db, lampId, 8);

    const variantCsv = [
      'sku,product_sku,option1_name,option1_value,option2_name,option2_value,exported_inventory',
      ...rows.map(
        (r) =>
          `${r.sku},${r.product_sku},Size,${r.option1_value},Colour,${r.option2_value},${r.exported_inventory}`,
      ),
    ].join('\n');
    expect(json<ImportReport>(await importCsv(variantCsv))).toMatchObject({ updated: 0, failed: 0 });
    expect(json<ImportReport>(await importCsv(`sku,exported_inventory\n${lamp!.sku},10`))).toMatchObject({
      updated: 0,
      failed: 0,
    });
    expect((await adminProduct(product.sku)).variants.find((v) => v.id === small.id)).toMatchObject({
      inventoryQuantity: 3,
    });
    expect((await exported('?q=exported only'))[0]).toMatchObject({ inventory: '8' });
  });

  it('fails the rows of a product deleted after its batch was read, as before variants, writing nothing of it', async () => {
    const product = await belt();
    await insertProduct(file.t.db, { title: 'Deleted Meanwhile Lamp' });
    const [lamp] = await exported('?q=deleted meanwhile');
    const edited = [...(await rowsOf(product)), lamp!].map((row) => ({ ...row, price: '400.00' }));
    // Another administrator deletes both products once the batch is read (the images are checked last).
    const media = {
      async stored(reader: Executor) {
        await reader.deleteFrom('products').where('sku', 'in', [product.sku, lamp!.sku]).execute();
        return new Set<string>();
      },
    } as unknown as MediaService;
    const imports = createProductImport({
      db: file.t.db.kysely,
      media,
      onProductsChanged: () => {},
      now: () => new Date(),
    });
    const report = await imports.import(Readable.from([csvOf(edited)]), {
      id: file.admin.id,
      email: file.admin.email,
    });
    expect(report).toMatchObject({ updated: 0, failed: 4 });
    expect(report.errors.map((e) => [e.row, e.message])).toEqual(
      [2, 3, 4, 5].map((row) => [row, 'This product was deleted while the file was imported']),
    );
  });
});
