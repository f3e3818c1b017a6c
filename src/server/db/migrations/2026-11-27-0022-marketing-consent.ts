import { type Kysely, type Migration, sql } from 'kysely';
import type { EngineKind } from '../dialect/types.js';

/**
 * Marketing consent (docs/decisions/0021-privacy.md): one row per email address, an account's or a
 * guest's, with when it was given, how, and when it was withdrawn. And the keys the shop signs its
 * own links with (the unsubscribe link), made on first use and shared by every app server.
 */
export function marketingConsent(kind: EngineKind): Migration {
  const timestamp = kind === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('marketing_consents')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('source', 'text', (c) =>
          c.notNull().check(sql`source in ('sign_up', 'checkout', 'account')`),
        )
        .addColumn('given_at', timestamp, (c) => c.notNull())
        .addColumn('withdrawn_at', timestamp)
        .addColumn('withdrawn_via', 'text', (c) => c.check(sql`withdrawn_via in ('account', 'unsubscribe')`))
        .addCheckConstraint(
          'marketing_consents_withdrawal',
          sql`(withdrawn_at is null) = (withdrawn_via is null)`,
        )
        .execute();
      await db.schema
        .createIndex('marketing_consents_user')
        .on('marketing_consents')
        .column('user_id')
        .execute();

      await db.schema
        .createTable('signing_keys')
        .addColumn('purpose', 'text', (c) => c.primaryKey())
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
    },
  };
}
