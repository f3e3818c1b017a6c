import { type Kysely, type Migration, Migrator } from 'kysely';
import type { Database } from './schema.js';
import type { EngineKind } from './dialect/types.js';
import { initialSchema } from './migrations/2026-11-20-0001-initial-schema.js';
import { catalogRevision } from './migrations/2026-11-20-0002-catalog-revision.js';
import { promotionsRevision } from './migrations/2026-11-21-0003-promotions-revision.js';
import { orderMoneyBigint } from './migrations/2026-11-21-0004-order-money-bigint.js';
import { trading } from './migrations/2026-11-22-0005-trading.js';
import { requestLimits } from './migrations/2026-11-23-0006-request-limits.js';
import { signInThrottle } from './migrations/2026-11-23-0007-sign-in-throttle.js';
import { catalogChanges } from './migrations/2026-11-23-0008-catalog-changes.js';
import { adminListIndexes } from './migrations/2026-11-23-0009-admin-list-indexes.js';
import { productStatuses } from './migrations/2026-11-23-0010-product-statuses.js';
import { auditLog } from './migrations/2026-11-23-0011-audit-log.js';
import { adminSearchIndexes } from './migrations/2026-11-23-0012-admin-search-indexes.js';
import { sqliteAdminSearch } from './migrations/2026-11-23-0013-sqlite-admin-search.js';
import { orderStatusIndex } from './migrations/2026-11-23-0014-order-status-index.js';
import { productVariants } from './migrations/2026-11-25-0015-product-variants.js';
import { pricesVary } from './migrations/2026-11-25-0016-prices-vary.js';
import { variantStockIndex } from './migrations/2026-11-25-0017-variant-stock-index.js';
import { adminCategoryPriceIndex } from './migrations/2026-11-26-0018-admin-category-price-index.js';
import { lowestStock } from './migrations/2026-11-26-0019-lowest-stock.js';
import { shopSettings } from './migrations/2026-11-27-0020-shop-settings.js';
import { invoices } from './migrations/2026-11-27-0021-invoices.js';
import { marketingConsent } from './migrations/2026-11-27-0022-marketing-consent.js';
import { returns } from './migrations/2026-11-27-0023-returns.js';
import { reviews } from './migrations/2026-11-28-0024-reviews.js';

/**
 * Every migration, in order. Migrations are frozen once released: change the schema by adding one.
 * Each is built for the engine where SQLite and PostgreSQL differ (search index, triggers).
 */
function migrationsFor(kind: EngineKind): Record<string, Migration> {
  return {
    '2026-11-20-0001-initial-schema': initialSchema(kind),
    '2026-11-20-0002-catalog-revision': catalogRevision(kind),
    '2026-11-21-0003-promotions-revision': promotionsRevision(kind),
    '2026-11-21-0004-order-money-bigint': orderMoneyBigint(kind),
    '2026-11-22-0005-trading': trading(kind),
    '2026-11-23-0006-request-limits': requestLimits(kind),
    '2026-11-23-0007-sign-in-throttle': signInThrottle(kind),
    '2026-11-23-0008-catalog-changes': catalogChanges(kind),
    '2026-11-23-0009-admin-list-indexes': adminListIndexes(),
    '2026-11-23-0010-product-statuses': productStatuses(kind),
    '2026-11-23-0011-audit-log': auditLog(kind),
    '2026-11-23-0012-admin-search-indexes': adminSearchIndexes(kind),
    '2026-11-23-0013-sqlite-admin-search': sqliteAdminSearch(kind),
    '2026-11-23-0014-order-status-index': orderStatusIndex,
    '2026-11-25-0015-product-variants': productVariants(kind),
    '2026-11-25-0016-prices-vary': pricesVary,
    '2026-11-25-0017-variant-stock-index': variantStockIndex,
    '2026-11-26-0018-admin-category-price-index': adminCategoryPriceIndex,
    '2026-11-26-0019-lowest-stock': lowestStock,
    '2026-11-27-0020-shop-settings': shopSettings(kind),
    '2026-11-27-0021-invoices': invoices(kind),
    '2026-11-27-0022-marketing-consent': marketingConsent(kind),
    '2026-11-27-0023-returns': returns(kind),
    '2026-11-28-0024-reviews': reviews(kind),
  };
}

/**
 * Brings the schema up to date, or (`upTo`, a test of a later migration) up to that migration.
 * Migrations see the schema as it was when written, not today's typed Database (Kysely's advice).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>, kind: EngineKind, upTo?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(kind) },
  });
  const { error, results } = await (upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest());
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

/** The migrations this code has that the database has not applied (none: the schema is current). */
export async function pendingMigrations(db: Kysely<Database>, kind: EngineKind): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrationsFor(kind) } });
  return (await migrator.getMigrations()).filter((m) => m.executedAt === undefined).map((m) => m.name);
}
