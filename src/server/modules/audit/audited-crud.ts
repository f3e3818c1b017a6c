import { randomUUID } from 'node:crypto';
import { ADMIN_PAGE_SIZE, type ScheduledListQuery } from '../../../shared/schemas/admin-lists.js';
import type { AuditedEntity, FieldChange } from '../../../shared/schemas/audit.js';
import type { Executor } from '../../db/database.js';
import { notFound } from '../../http/errors.js';
import { type Actor, changedFields, recordChange } from './audit-log.js';

/** What an admin list with an active switch offers: coupons and promotions (docs/specification.md §7). */
export interface AuditedCrudService<Input, Item> {
  /** A page of the list. */
  list(query: ScheduledListQuery): Promise<{ items: Item[]; total: number; page: number; pageSize: number }>;
  create(input: Input, actor: Actor): Promise<Item>;
  update(id: string, input: Input, actor: Actor): Promise<Item>;
  setActive(id: string, isActive: boolean, actor: Actor): Promise<Item>;
  remove(id: string, actor: Actor): Promise<void>;
}

/** The repository of such a list's table: each function takes the executor first, so a transaction composes them. */
export interface AuditedTable<Row, Write> {
  find(db: Executor, id: string): Promise<Row | undefined>;
  /** The rows the query matches (its status as of `now`), newest first: one page, and how many in all. */
  list(db: Executor, query: ScheduledListQuery, now: Date): Promise<{ rows: Row[]; total: number }>;
  insert(db: Executor, row: Write & { id: string; created_at: string }): Promise<void>;
  /** True when the row was there to change. */
  update(db: Executor, id: string, changes: Partial<Write>): Promise<boolean>;
  remove(db: Executor, id: string): Promise<boolean>;
}

export interface AuditedCrudOptions<Input, Row, Write extends { is_active: 0 | 1 }, Item> {
  db: Executor;
  table: AuditedTable<Row, Write>;
  toWrite: (input: Input) => Write;
  toItem: (row: Row) => Item;
  /** 'Coupon', 'Promotion': names the 404. */
  noun: string;
  /** The audit trail's name for the rows, and the fields its records show (docs/decisions/0015). */
  audit: {
    entity: AuditedEntity;
    fields: Partial<Record<keyof Row & string, (row: Row) => FieldChange['from']>>;
  };
  /** Turns a database refusal into a clear answer; runs around every write. */
  guard?: <T>(write: () => Promise<T>) => Promise<T>;
  /** Told after every change. */
  onChanged?: () => void;
  now: () => Date;
}

/**
 * The service of such a list: every write runs in a transaction with its audit record, through
 * the guard, then tells onChanged.
 */
export function createAuditedCrudService<Input, Row, Write extends { is_active: 0 | 1 }, Item>({
  db,
  table,
  toWrite,
  toItem,
  noun,
  audit,
  guard = (write) => write(),
  onChanged = () => undefined,
  now,
}: AuditedCrudOptions<Input, Row, Write, Item>): AuditedCrudService<Input, Item> {
  const read = async (id: string) => {
    const row = await table.find(db, id);
    if (!row) throw notFound(`${noun} not found`);
    return toItem(row);
  };
  /** Runs a write and records it; false when the row was not there. */
  const audited = (
    id: string,
    actor: Actor,
    action: 'created' | 'updated' | 'deleted',
    write: (trx: Executor) => Promise<boolean>,
  ) =>
    guard(() =>
      db.transaction().execute(async (trx) => {
        const before = action === 'created' ? undefined : await table.find(trx, id);
        if (action !== 'created' && !before) return false;
        if (!(await write(trx))) return false;
        const after = action === 'deleted' ? undefined : await table.find(trx, id);
        const changes = changedFields(audit.fields, before, after);
        await recordChange(trx, actor, { entity: audit.entity, entityId: id, action, changes }, now());
        return true;
      }),
    );
  const change = async (id: string, changes: Partial<Write>, actor: Actor) => {
    if (!(await audited(id, actor, 'updated', (trx) => table.update(trx, id, changes)))) {
      throw notFound(`${noun} not found`);
    }
    onChanged();
    return read(id);
  };

  return {
    async list(query) {
      const { rows, total } = await table.list(db, query, now());
      return { items: rows.map(toItem), total, page: query.page ?? 1, pageSize: ADMIN_PAGE_SIZE };
    },

    async create(input, actor) {
      const id = randomUUID();
      const row = { ...toWrite(input), id, created_at: now().toISOString() };
      await audited(id, actor, 'created', async (trx) => {
        await table.insert(trx, row);
        return true;
      });
      onChanged();
      return read(id);
    },

    update: (id, input, actor) => change(id, toWrite(input), actor),
    setActive: (id, isActive, actor) => change(id, { is_active: isActive ? 1 : 0 } as Partial<Write>, actor),

    async remove(id, actor) {
      if (!(await audited(id, actor, 'deleted', (trx) => table.remove(trx, id)))) {
        throw notFound(`${noun} not found`);
      }
      onChanged();
    },
  };
}
