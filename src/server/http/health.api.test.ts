import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../shared/schemas/common.js';
import { createTestDatabase } from '../db/testing/test-database.js';
import { type TestApp, createTestApp } from '../testing/test-app.js';

/** Liveness and readiness for a load balancer (docs/decisions/0024-operations.md). */
describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('is alive and ready once the database answers, the schema is current and the catalogue is built', async () => {
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
  });

  it('turns not ready when the server drains (SIGTERM), while it is still alive', async () => {
    const fresh = await createTestApp();
    try {
      fresh.app.jobs.drain();
      const res = await fresh.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json<ApiErrorBody>().error).toMatchObject({
        code: 'not_ready',
        fields: { draining: 'The server is shutting down' },
      });
      expect((await fresh.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });

  it('is not ready on a database whose migrations are not all applied', async () => {
    const db = await createTestDatabase({ migrateUpTo: '2026-11-27-0023-returns' });
    const behind = await createTestApp(db).catch(() => undefined);
    try {
      // The app may not even start on an old schema; when it does, it must not say it is ready.
      if (behind) {
        const res = await behind.app.inject({ method: 'GET', url: '/readyz' });
        expect(res.statusCode).toBe(503);
        expect(res.json<ApiErrorBody>().error.fields).toMatchObject({
          migrations: '1 migration(s) not applied',
        });
      }
    } finally {
      await behind?.close();
      await db.destroy();
    }
  });
});
