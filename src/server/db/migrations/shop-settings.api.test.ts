import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../database.js';
import { migrateToLatest } from '../migrate.js';
import { createTestDatabase } from '../testing/test-database.js';

/** The shop as it was before its settings were kept in the database. */
const BEFORE = '2026-11-26-0019-lowest-stock';

const auditRow = (entity: string) => ({
  at: '2026-11-26T08:00:00.000Z',
  actor_id: null,
  actor_email: 'owner@example.co.za',
  entity,
  entity_id: 'shop',
  action: 'updated',
  changes: '[]',
});

describe('the migration that keeps the shop’s settings', () => {
  let db: Db;
  let old: Kysely<Record<string, Record<string, unknown>>>;

  beforeAll(async () => {
    db = await createTestDatabase({ migrateUpTo: BEFORE });
    old = db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await old.insertInto('audit_log').values(auditRow('product')).execute();
    await migrateToLatest(db.kysely, db.dialect.kind);
  });
  afterAll(() => db.destroy());

  it('keeps the audit trail, which now takes settings and still refuses an unknown entity', async () => {
    expect(await db.kysely.selectFrom('audit_log').select(['seq', 'entity']).execute()).toEqual([
      { seq: expect.anything(), entity: 'product' },
    ]);
    await old.insertInto('audit_log').values(auditRow('settings')).execute();
    await expect(old.insertInto('audit_log').values(auditRow('invoice')).execute()).rejects.toThrow();
    expect(await db.kysely.selectFrom('audit_log').select('entity').orderBy('seq').execute()).toEqual([
      { entity: 'product' },
      { entity: 'settings' },
    ]);
  });

  it('has no settings row until the owner saves', async () => {
    expect(await db.kysely.selectFrom('shop_settings').selectAll().execute()).toEqual([]);
  });
});
