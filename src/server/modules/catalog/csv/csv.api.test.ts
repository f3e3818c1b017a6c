import sharp from 'sharp';
import { insertProducts } from '../product-writes.js';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import {
  type ImportReport,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
} from '../../../../shared/schemas/admin-csv.js';
import type { AuditHistory } from '../../../../shared/schemas/audit.js';
import type { ProductPage } from '../../../../shared/schemas/catalog.js';
import type { ApiErrorBody } from '../../../../shared/schemas/common.js';
import { insertProduct, setStock } from '../../../testing/fixtures.js';
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

const HEADER = 'sku,title,category,price,inventory,description';

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
      PRODUCT_CSV_COLUMNS.join(','),
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
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#2a9d8f' } })
      .png()
      .toBuffer();
    const upload = await file.t.app.inject({
      method: 'POST',
      url: '/api/admin/media?name=mug.png',
      headers: { 'content-type': 'image/png' },
      payload: png,
      cookies: file.admin.cookies,
    });
    const { url } = json<{ url: string }>(upload);
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
