import { type Kysely, type Migration, sql } from 'kysely';
import type { EngineKind } from '../dialect/types.js';

/**
 * The audit trail (docs/decisions/0015): one row per admin change, written in the
 * change's own transaction: who (the account, and its email as it was), when, what (an entity and
 * its id), and each field's value before and after, as JSON.
 */
export function auditLog(kind: EngineKind): Migration {
  const timestamp = kind === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('audit_log')
        // In the order the changes were made, even two in the same millisecond.
        .$call((t) =>
          kind === 'postgres'
            ? t.addColumn('seq', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
            : t.addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement()),
        )
        .addColumn('at', timestamp, (c) => c.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('actor_email', 'text', (c) => c.notNull())
        .addColumn('entity', 'text', (c) =>
          c.notNull().check(sql`entity in ('product', 'coupon', 'promotion', 'order', 'user')`),
        )
        .addColumn('entity_id', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) =>
          c.notNull().check(sql`action in ('created', 'updated', 'deleted')`),
        )
        .addColumn('changes', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('audit_log_entity')
        .on('audit_log')
        .columns(['entity', 'entity_id', 'at'])
        .execute();
    },
  };
}
