import { randomUUID } from 'node:crypto';
import { ADMIN_PAGE_SIZE, type ScheduledListQuery } from '../../shared/schemas/admin-lists.js';
import type { AuditedEntity, FieldChange } from '../../shared/schemas/audit.js';
import type { Executor } from '../db/database.js';
import { type Actor, changedFields, recordChange } from '../modules/audit/audit-log.js';
import { notFound } from './errors.js';

/** What an admin list with an active switch offers: coupons and promotions (SPEC.md §7). */
export interface AdminCrudService<Input, Item> {
  /** A page of the list (issue 11 §1). */
  list(query: ScheduledListQuery): Promise<{ items: Item[]; total: number; page: number; pageSize: number }>;
  create(input: Input, actor: Actor): Promise<Item>;
  update(id: string, input: Input, actor: Actor): Promise<Item>;
  setActive(id: string, isActive: boolean, actor: Actor): Promise<Item>;
  remove(id: string, actor: Actor): Promise<void>;
}

/** What such a list needs of its table; the writes take the executor, so a transaction composes them. */
export interface AdminCrudRepository<Row, Write> {
  /** Runs `work` in one transaction. */
  transaction<T>(work: (trx: Executor) => Promise<T>): Promise<T>;
  find(id: string, db?: Executor): Promise<Row | undefined>;
  /** The rows the query matches, newest first: one page, and how many in all. */
  list(query: ScheduledListQuery): Promise<{ rows: Row[]; total: number }>;
  insert(row: Write & { id: string; created_at: string }, db: Executor): Promise<void>;
  /** True when the row was there to change. */
  update(id: string, changes: Partial<Write>, db: Executor): Promise<boolean>;
  delete(id: string, db: Executor): Promise<boolean>;
}

export interface AdminCrudServiceOptions<Input, Row, Write extends { is_active: 0 | 1 }, Item> {
  repository: AdminCrudRepository<Row, Write>;
  toWrite: (input: Input) => Write;
  toItem: (row: Row) => Item;
  /** 'Coupon', 'Promotion': names the 404. */
  noun: string;
  /** The audit trail's name for the rows, and the fields its records show (issue 11 §5). */
  audit: {
    entity: AuditedEntity;
    fields: Partial<Record<keyof Row & string, (row: Row) => FieldChange['from']>>;
  };
  /** Turns a database refusal into a clear answer; runs around every write. */
  guard?: <T>(write: () => Promise<T>) => Promise<T>;
  /** Told after every change. */
  onChanged?: () => void;
}

/**
 * The service of such a list: every write runs in a transaction with its audit record, through
 * the guard, then tells onChanged.
 */
export function createAdminCrudService<Input, Row, Write extends { is_active: 0 | 1 }, Item>({
  repository,
  toWrite,
  toItem,
  noun,
  audit,
  guard = (write) => write(),
  onChanged = () => undefined,
}: AdminCrudServiceOptions<Input, Row, Write, Item>): AdminCrudService<Input, Item> {
  const read = async (id: string) => {
    const row = await repository.find(id);
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
      repository.transaction(async (trx) => {
        const before = action === 'created' ? undefined : await repository.find(id, trx);
        if (action !== 'created' && !before) return false;
        if (!(await write(trx))) return false;
        const after = action === 'deleted' ? undefined : await repository.find(id, trx);
        const changes = changedFields(audit.fields, before, after);
        await recordChange(trx, actor, { entity: audit.entity, entityId: id, action, changes });
        return true;
      }),
    );
  const change = async (id: string, changes: Partial<Write>, actor: Actor) => {
    if (!(await audited(id, actor, 'updated', (trx) => repository.update(id, changes, trx)))) {
      throw notFound(`${noun} not found`);
    }
    onChanged();
    return read(id);
  };

  return {
    async list(query) {
      const { rows, total } = await repository.list(query);
      return { items: rows.map(toItem), total, page: query.page ?? 1, pageSize: ADMIN_PAGE_SIZE };
    },

    async create(input, actor) {
      const id = randomUUID();
      const row = { ...toWrite(input), id, created_at: new Date().toISOString() };
      await audited(id, actor, 'created', async (trx) => {
        await repository.insert(row, trx);
        return true;
      });
      onChanged();
      return read(id);
    },

    update: (id, input, actor) => change(id, toWrite(input), actor),
    setActive: (id, isActive, actor) => change(id, { is_active: isActive ? 1 : 0 } as Partial<Write>, actor),

    async remove(id, actor) {
      if (!(await audited(id, actor, 'deleted', (trx) => repository.delete(id, trx)))) {
        throw notFound(`${noun} not found`);
      }
      onChanged();
    },
  };
}
