import type { AuditEvent, AuditedEntity, FieldChange } from '../../../shared/schemas/audit.js';
import { type Executor, ROWS_PER_STATEMENT, type Trx } from '../../db/database.js';

/** Who makes a change: an administrator, or (id null) a command run on the server. */
export interface Actor {
  id: string | null;
  email: string;
}

/** A role change as the audit trail records it: the roles before, and the one after. */
export function roleChange(before: readonly string[], role: string): FieldChange[] {
  const from = [...before].sort().join(', ') || null;
  return from === role ? [] : [{ field: 'role', from, to: role }];
}

type Value = FieldChange['from'];
type Fields<Row> = Partial<Record<keyof Row & string, (row: Row) => Value>>;

/**
 * Each named field whose value differs between two versions of a record. `fields` says how to read
 * each one (a JSON column as its text, a flag as a boolean); a missing version reads as null.
 */
export function changedFields<Row>(
  fields: Fields<Row>,
  before: Row | undefined,
  after: Row | undefined,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [field, read] of Object.entries(fields) as [string, (row: Row) => Value][]) {
    const from = before === undefined ? null : read(before);
    const to = after === undefined ? null : read(after);
    if (from !== to) changes.push({ field, from, to });
  }
  return changes;
}

type Change = {
  entity: AuditedEntity;
  entityId: string;
  action: AuditEvent['action'];
  changes: FieldChange[];
};

/**
 * Records an admin change in the transaction `trx` that makes it (docs/decisions/0015): the change and its
 * record land together or not at all. An update that changed nothing is not recorded.
 */
export function recordChange(trx: Trx, actor: Actor, change: Change, at: Date) {
  return recordChanges(trx, actor, [change], at);
}

/** Records many changes made together (a CSV import), as recordChange does each. */
export async function recordChanges(
  trx: Trx,
  actor: Actor,
  changes: readonly Change[],
  at: Date,
): Promise<void> {
  const rows = changes
    .filter((change) => change.action !== 'updated' || change.changes.length > 0)
    .map((change) => ({
      at: at.toISOString(),
      actor_id: actor.id,
      actor_email: actor.email,
      entity: change.entity,
      entity_id: change.entityId,
      action: change.action,
      changes: JSON.stringify(change.changes),
    }));
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    await trx
      .insertInto('audit_log')
      .values(rows.slice(i, i + ROWS_PER_STATEMENT))
      .execute();
  }
}

/** A record's history, newest first. */
export async function historyOf(
  db: Executor,
  entity: AuditedEntity,
  entityId: string,
): Promise<AuditEvent[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select(['at', 'actor_email', 'action', 'changes'])
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .orderBy('seq', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    at: new Date(row.at).toISOString(),
    actorEmail: row.actor_email,
    action: row.action,
    changes: JSON.parse(row.changes) as FieldChange[],
  }));
}
