import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { createTestDatabase } from '../db/testing/test-database.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/** The real app on a fresh database, API only (no built web app), logging silenced. */
export async function createTestApp(): Promise<TestApp> {
  const db = await createTestDatabase();
  const config = loadConfig({ WEB_DIST_DIR: '/nonexistent', SEED_DEMO_DATA: 'false' });
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}

/** The body of an answer as JSON, typed by the caller. */
export const json = <T>(response: LightMyRequestResponse): T => response.json<T>();

/** Carries the cart cookie from one answer to the next request, as a browser would. */
export function cookieFrom(response: LightMyRequestResponse): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const c of response.cookies) cookies[c.name] = c.value;
  return cookies;
}
