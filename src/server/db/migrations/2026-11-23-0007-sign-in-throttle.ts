import type { Kysely, Migration } from 'kysely';
import type { EngineKind } from '../dialect/types.js';

/**
 * Sign-in throttling that cannot lock out an account's owner (docs/decisions/0012):
 * failed sign-ins counted per account, per address and per trusted browser, each with the moment
 * its next try may come; and the browsers an account has signed in from (only the hash of each
 * browser's token is kept).
 */
export function signInThrottle(kind: EngineKind): Migration {
  const pg = kind === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sign_in_throttle')
        .addColumn('subject', 'text', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        // Milliseconds since 1970 before which the subject's next try is refused.
        .addColumn('blocked_until', pg ? 'bigint' : 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('trusted_devices')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', pg ? 'timestamptz' : 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('trusted_devices_user').on('trusted_devices').column('user_id').execute();
    },
  };
}
