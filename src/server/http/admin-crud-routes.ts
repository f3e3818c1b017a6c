import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { activeBodySchema, idParamsSchema } from '../../shared/schemas/common.js';
import { notFound } from './errors.js';

/** What an admin list with an active switch offers: coupons and promotions (SPEC.md §7). */
export interface AdminCrudService<Input, Item> {
  list(): Promise<Item[]>;
  create(input: Input): Promise<Item>;
  update(id: string, input: Input): Promise<Item>;
  setActive(id: string, isActive: boolean): Promise<Item>;
  remove(id: string): Promise<void>;
}

/**
 * GET /<path>, POST /<path>, PUT /<path>/:id, PATCH /<path>/:id/active and DELETE /<path>/:id,
 * with the body validated by the shared schema. Mounted under /api/admin.
 */
export function adminCrudRoutes<Schema extends z.ZodType>(
  path: string,
  bodySchema: Schema,
  service: AdminCrudService<z.output<Schema>, unknown>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(`/${path}`, async () => ({ [path]: await service.list() }));

    app.post(`/${path}`, { schema: { body: bodySchema } }, async (request, reply) =>
      reply.status(201).send(await service.create(request.body as z.output<Schema>)),
    );

    app.put(`/${path}/:id`, { schema: { params: idParamsSchema, body: bodySchema } }, (request) =>
      service.update(request.params.id, request.body as z.output<Schema>),
    );

    app.patch(
      `/${path}/:id/active`,
      { schema: { params: idParamsSchema, body: activeBodySchema } },
      (request) => service.setActive(request.params.id, request.body.isActive),
    );

    app.delete(`/${path}/:id`, { schema: { params: idParamsSchema } }, async (request, reply) => {
      await service.remove(request.params.id);
      return reply.status(204).send();
    });
  };
}

/** What such a list needs of its table. */
export interface AdminCrudRepository<Row, Write> {
  find(id: string): Promise<Row | undefined>;
  listAll(): Promise<Row[]>;
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

/** The service behind adminCrudRoutes: every write goes through the guard, then tells onChanged. */
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
    list: async () => (await repository.listAll()).map(toItem),

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
