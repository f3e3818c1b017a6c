import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database.js';

/**
 * Counts a failure of the subject, unless it must still wait: `nextTry` says, from its failures
 * then, when it may try again. Answers false (nothing counted) while it must wait.
 */
export async function countFailure(
  db: Executor,
  subject: string,
  at: number,
  nextTry: (failures: RawBuilder<number>) => RawBuilder<number>,
): Promise<boolean> {
  const counted = await db
    .insertInto('sign_in_throttle')
    // A first failure never waits: every kind of subject has free tries.
    .values({ subject, failures: 1, blocked_until: at })
    .onConflict((conflict) =>
      conflict
        .column('subject')
        .doUpdateSet({
          failures: sql`sign_in_throttle.failures + 1`,
          blocked_until: nextTry(sql`sign_in_throttle.failures + 1`),
        })
        .where('sign_in_throttle.blocked_until', '<=', at),
    )
    .returning('failures')
    .executeTakeFirst();
  return counted !== undefined;
}

/** When the subject may try again. */
export async function blockedUntil(db: Executor, subject: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('sign_in_throttle')
    .select('blocked_until')
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.blocked_until);
}

/** Takes one failure back (a try that proved right); its other failures stand. */
export async function returnFailure(db: Executor, subject: string): Promise<void> {
  await db
    .updateTable('sign_in_throttle')
    .set({ failures: sql`failures - 1` })
    .where('subject', '=', subject)
    .where('failures', '>', 0)
    .execute();
}

/** Forgets the subject's failures. */
export async function forget(db: Executor, subject: string): Promise<void> {
  await db.deleteFrom('sign_in_throttle').where('subject', '=', subject).execute();
}
