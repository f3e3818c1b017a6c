import type { Executor } from '../../db/database.js';

/**
 * Counts one hit of a subject under a rule in the window that began at `windowStart`, in one
 * statement: a row left from an earlier window starts again at 1. Answers the count after the hit.
 */
export async function countHit(
  executor: Executor,
  rule: string,
  subject: string,
  windowStart: number,
): Promise<number> {
  const row = await executor
    .insertInto('request_limits')
    .values({ rule, subject, window_start: windowStart, hits: 1 })
    .onConflict((conflict) =>
      conflict.columns(['rule', 'subject']).doUpdateSet((eb) => ({
        hits: eb
          .case()
          .when('request_limits.window_start', '=', windowStart)
          .then(eb('request_limits.hits', '+', 1))
          .else(1)
          .end(),
        window_start: windowStart,
      })),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}

/** Takes back a hit counted in the window that began at `windowStart` (a request that proved harmless). */
export async function returnHit(
  executor: Executor,
  rule: string,
  subject: string,
  windowStart: number,
): Promise<void> {
  await executor
    .updateTable('request_limits')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('rule', '=', rule)
    .where('subject', '=', subject)
    .where('window_start', '=', windowStart)
    .where('hits', '>', 0)
    .execute();
}

/** Forgets a rule's counts of windows that began before `before`: they are over. */
export async function forgetWindowsBefore(executor: Executor, rule: string, before: number): Promise<void> {
  await executor
    .deleteFrom('request_limits')
    .where('rule', '=', rule)
    .where('window_start', '<', before)
    .execute();
}
