import { randomUUID } from 'node:crypto';
import { ADMIN_PAGE_SIZE, type ScheduledListQuery } from '../../shared/schemas/admin-lists.js';
import { notFound } from './errors.js';

/** What an admin list with an active switch offers: coupons and promotions (SPEC.md §7). */
export interface AdminCrudService<Input, Item> {
  /** A page of the list (issue 11 §1). */
  list(query: ScheduledListQuery): Promise<{ items: Item[]; total: number; page: number; pageSize: number }>;
  create(input: Input): Promise<Item>;
  update(id: string, input: Input): Promise<Item>;
  setActive(id: string, isActive: boolean): Promise<Item>;
  remove(id: string): Promise<void>;
}

/** What such a list needs of its table. */
export interface AdminCrudRepository<Row, Write> {
  find(id: string): Promise<Row | undefined>;
  /** The rows the query matches, newest first: one page, and how many in all. */
  list(query: ScheduledListQuery): Promise<{ rows: Row[]; total: number }>;
  insert(row: Write & { id: string; created_at: string }): Promise<void>;
  /** True when the row was there to change. */
  update(id: string, changes: Partial<Write>): Promise<boolean>;
  delete(id: string): Promise<boolean>;
}

export interface AdminCrudServiceOptions<Input, Row, Write extends { is_active: 0 | 1 }, Item> {
  repository: AdminCrudRepository<Row, Write>;
  toWrite: (input: Input) => Write;
  toItem: (row: Row) => Item;
  /** 'Coupon', 'Promotion': names the 404. */
  noun: string;
  /** Turns a database refusal into a clear answer; runs around every write. */
  guard?: <T>(write: () => Promise<T>) => Promise<T>;
  /** Told after every change. */
  onChanged?: () => void;
}

/** The service of such a list: every write goes through the guard, then tells onChanged. */
export function createAdminCrudService<Input, Row, Write extends { is_active: 0 | 1 }, Item>({
  repository,
  toWrite,
  toItem,
  noun,
  guard = (write) => write(),
  onChanged = () => undefined,
}: AdminCrudServiceOptions<Input, Row, Write, Item>): AdminCrudService<Input, Item> {
  const read = async (id: string) => {
    const row = await repository.find(id);
    if (!row) throw notFound(`${noun} not found`);
    return toItem(row);
  };
  const change = async (id: string, changes: Partial<Write>) => {
    if (!(await guard(() => repository.update(id, changes)))) throw notFound(`${noun} not found`);
    onChanged();
    return read(id);
  };

  return {
    async list(query) {
      const { rows, total } = await repository.list(query);
      return { items: rows.map(toItem), total, page: query.page ?? 1, pageSize: ADMIN_PAGE_SIZE };
    },

    async create(input) {
      const id = randomUUID();
      await guard(() => repository.insert({ ...toWrite(input), id, created_at: new Date().toISOString() }));
      onChanged();
      return read(id);
    },

    update: (id, input) => change(id, toWrite(input)),
    setActive: (id, isActive) => change(id, { is_active: isActive ? 1 : 0 } as Partial<Write>),

    async remove(id) {
      if (!(await repository.delete(id))) throw notFound(`${noun} not found`);
      onChanged();
    },
  };
}
