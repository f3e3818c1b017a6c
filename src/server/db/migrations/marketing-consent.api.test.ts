import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../database.js';
import type { MarketingConsentsTable } from '../schema.js';
import { createTestDatabase } from '../testing/test-database.js';

const consent = (fields: Partial<Record<keyof MarketingConsentsTable, unknown>> = {}) =>
  ({
    id: randomUUID(),
    email: `${randomUUID()}@example.co.za`,
    user_id: null,
    source: 'checkout',
    given_at: '2026-11-27T08:00:00.000Z',
    withdrawn_at: null,
    withdrawn_via: null,
    ...fields,
  }) as MarketingConsentsTable;

describe('the marketing consent table', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.destroy());

  const insert = (row: MarketingConsentsTable) =>
    db.kysely.insertInto('marketing_consents').values(row).execute();

  it('keeps one consent per address', async () => {
    const first = consent();
    await insert(first);
    await expect(insert(consent({ email: first.email }))).rejects.toThrow();
  });

  it('refuses a way of giving or withdrawing it that the shop does not have', async () => {
    await expect(insert(consent({ source: 'newsletter' }))).rejects.toThrow();
    await expect(
      insert(consent({ withdrawn_at: '2026-11-28T08:00:00.000Z', withdrawn_via: 'phone' })),
    ).rejects.toThrow();
  });

  it('records a withdrawal with both its moment and its way, or neither', async () => {
    await expect(insert(consent({ withdrawn_at: '2026-11-28T08:00:00.000Z' }))).rejects.toThrow();
    await expect(insert(consent({ withdrawn_via: 'account' }))).rejects.toThrow();
    await insert(consent({ withdrawn_at: '2026-11-28T08:00:00.000Z', withdrawn_via: 'unsubscribe' }));
  });
});
