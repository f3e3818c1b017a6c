import type { Executor } from '../../db/database.js';

/**
 * Counts one hit of each subject under a rule in the window that began at `windowStart`, in one
 * statement (one commit, however many subjects): a row left from an earlier window starts again at
 * 1. Answers each subject's count after the hit.
 */
export async function countHits(
  executor: Executor,
  rule: string,
  subjects: readonly string[],
  windowStart: number,
): Promise<Map<string, number>> {
  // Each subject once: one statement may not touch a row twice (PostgreSQL refuses it).
  const unique = [...new Set(subjects)];
  if (unique.length === 0) return new Map();
  const rows = await executor
    .insertInto('request_limits')
    .values(unique.map((subject) => ({ rule, subject, window_start: windowStart, hits: 1 })))
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
    .returning(['subject', 'hits'])
    .execute();
  const hits = new Map(rows.map((row) => [row.subject, Number(row.hits)]));
  if (unique.some((subject) => !hits.has(subject)))
    throw new Error(`A limit's count of ${rule} went missing`);
  return hits;
}

/** The subjects' hits so far in the window that began at `windowStart` (a subject not counted yet has none). */
export async function currentHits(
  executor: Executor,
  rule: string,
  subjects: readonly string[],
  windowStart: number,
): Promise<Map<string, number>> {
  if (subjects.length === 0) return new Map();
  const rows = await executor
    .selectFrom('request_limits')
    .select(['subject', 'hits'])
    .where('rule', '=', rule)
    .where('subject', 'in', subjects)
    .where('window_start', '=', windowStart)
    .execute();
  return new Map(rows.map((row) => [row.subject, Number(row.hits)]));
}

/** Takes back the subjects' hits counted in the window that began at `windowStart` (a request that proved harmless). */
export async function returnHits(
  executor: Executor,
  rule: string,
  subjects: readonly string[],
  windowStart: number,
): Promise<void> {
  if (subjects.length === 0) return;
  await executor
    .updateTable('request_limits')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('rule', '=', rule)
    .where('subject', 'in', subjects)
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
