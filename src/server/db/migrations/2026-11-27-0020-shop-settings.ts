import { type Kysely, type Migration, sql } from 'kysely';
import type { EngineKind } from '../dialect/types.js';

const ENTITIES = sql`entity in ('product', 'coupon', 'promotion', 'order', 'user', 'settings')`;

/**
 * The shop's settings (docs/decisions/0019-shop-settings.md): one row, the settings as JSON and the
 * number of saves, and the audit trail gains the entity `settings`. SQLite cannot change a table's
 * check: the audit trail is copied into a table with the new one (SQLite's "Making Other Kinds Of
 * Table Schema Changes").
 */
export function shopSettings(kind: EngineKind): Migration {
  const timestamp = kind === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('shop_settings')
        .addColumn('id', 'text', (c) => c.primaryKey().check(sql`id = 'shop'`))
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();

      if (kind === 'postgres') {
        await sql`alter table audit_log drop constraint audit_log_entity_check`.execute(db);
        await sql`alter table audit_log add constraint audit_log_entity_check check (${ENTITIES})`.execute(
          db,
        );
        return;
      }
      await db.schema
        .createTable('audit_log_new')
        .addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('actor_email', 'text', (c) => c.notNull())
        .addColumn('entity', 'text', (c) => c.notNull().check(ENTITIES))
        .addColumn('entity_id', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) =>
          c.notNull().check(sql`action in ('created', 'updated', 'deleted')`),
        )
        .addColumn('changes', 'text', (c) => c.notNull())
        .execute();
      await sql`insert into audit_log_new select seq, at, actor_id, actor_email, entity, entity_id, action, changes from audit_log`.execute(
        db,
      );
      await db.schema.dropTable('audit_log').execute();
      await sql`alter table audit_log_new rename to audit_log`.execute(db);
      await db.schema
        .createIndex('audit_log_entity')
        .on('audit_log')
        .columns(['entity', 'entity_id', 'at'])
        .execute();
    },
  };
}
