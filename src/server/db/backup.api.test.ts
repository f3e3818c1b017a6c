import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacedOrder } from '../../shared/schemas/checkout.js';
import { cartWith, checkoutBody } from '../testing/checkout.js';
import { insertProduct } from '../testing/fixtures.js';
import { type TestApp, createTestApp } from '../testing/test-app.js';
import { RestoreRefused, backupDatabase, restoreDatabase, type DatabaseTarget } from './backup.js';
import { type Db, openDatabase } from './database.js';
import { createTestDatabase, emptyPostgresDatabase } from './testing/test-database.js';

/**
 * Backups while the shop trades, and their restore (docs/decisions/0024-operations.md): a backup
 * taken during a stream of checkouts holds every order acknowledged before it began.
 */
const postgres = process.env.TEST_ENGINE === 'postgres';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
let db: Db & { url?: string };
let t: TestApp;
let source: DatabaseTarget;

beforeAll(async () => {
  // SQLite on a file, as a shop runs (an in-memory database has nothing to copy from outside).
  db = postgres ? await createTestDatabase() : await openDatabase({ sqlitePath: path.join(dir, 'shop.db') });
  source = postgres ? { databaseUrl: db.url! } : { sqlitePath: path.join(dir, 'shop.db') };
  t = await createTestApp(db);
});
afterAll(async () => {
  await t.close();
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** An empty database to restore into, and how to open it and drop it. */
async function emptyTarget(): Promise<{
  target: DatabaseTarget;
  open: () => Promise<Db>;
  drop: () => Promise<void>;
}> {
  if (!postgres) {
    const sqlitePath = path.join(dir, `restored-${Date.now()}.db`);
    return { target: { sqlitePath }, open: () => openDatabase({ sqlitePath }), drop: async () => {} };
  }
  const { url, drop } = await emptyPostgresDatabase(process.env.TEST_DATABASE_URL!, 'shop_restore');
  return {
    target: { databaseUrl: url },
    open: () => openDatabase({ databaseUrl: url, sqlitePath: '' }),
    drop,
  };
}

describe('backups', () => {
  it('taken during a stream of checkouts, restore every order acknowledged before they began', async () => {
    const product = await insertProduct(t.db, { inventoryQuantity: 10_000 });
    const acknowledged: string[] = [];
    let stop = false;
    const shopper = async () => {
      while (!stop) {
        const cookies = await cartWith(t, [{ productId: product }]);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/orders',
          payload: checkoutBody(),
          cookies,
        });
        expect(res.statusCode).toBe(201);
        acknowledged.push(res.json<PlacedOrder>().order.id);
      }
    };
    const shoppers = [shopper(), shopper(), shopper()];
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(15);
    const before = [...acknowledged];
    const file = await backupDatabase(source, { dir, keep: 3 });
    const during = acknowledged.length;
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(during + 3);
    stop = true;
    await Promise.all(shoppers);

    const { target, open, drop } = await emptyTarget();
    try {
      await restoreDatabase(file, target);
      const restored = await open();
      try {
        const ids = new Set(
          (await restored.kysely.selectFrom('orders').select('id').execute()).map((r) => r.id),
        );
        expect(before.filter((id) => !ids.has(id))).toEqual([]);
        // A snapshot: no order it holds lacks its lines.
        const lines = await restored.kysely.selectFrom('order_items').select('order_id').execute();
        expect(new Set(lines.map((l) => l.order_id))).toEqual(ids);
      } finally {
        await restored.destroy();
      }
      // A database that holds anything is not restored into.
      await expect(restoreDatabase(file, target)).rejects.toBeInstanceOf(RestoreRefused);
    } finally {
      await drop();
    }
  }, 120_000);

  it('keeps the newest backups only, and refuses a file that is not one', async () => {
    const keepDir = path.join(dir, 'kept');
    const made = [];
    for (let i = 0; i < 4; i++) {
      made.push(
        await backupDatabase(source, { dir: keepDir, keep: 2, at: new Date(Date.UTC(2026, 10, 27, i)) }),
      );
    }
    expect(fs.readdirSync(keepDir).sort()).toEqual(made.slice(2).map((file) => path.basename(file)));
    const junk = path.join(dir, postgres ? 'junk.pgdump' : 'junk.sqlite');
    fs.writeFileSync(junk, 'not a backup');
    const { target, drop } = await emptyTarget();
    try {
      await expect(restoreDatabase(junk, target)).rejects.toBeInstanceOf(RestoreRefused);
    } finally {
      await drop();
    }
  });
});
