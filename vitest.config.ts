import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Kinds of test, run as separate projects so each can be started alone:
 * unit (pure rules), api (the Fastify app through inject, on a fresh database per file),
 * e2e (the built app driven through real Chromium) and cluster (`npm run test:cluster`, not part of
 * `npm test`: three built app servers on PostgreSQL behind HAProxy and Caddy).
 * The api project runs on SQLite, and again on PostgreSQL when TEST_DATABASE_URL is set.
 */
const apiProject = (name: string, engine: 'sqlite' | 'postgres') => ({
  test: {
    name,
    include: ['src/server/**/*.api.test.ts'],
    // What only PostgreSQL can do (several app servers on one database) runs in its project only.
    exclude: engine === 'sqlite' ? ['src/server/**/*.postgres.api.test.ts'] : [],
    env: { TEST_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        // The web's modules import each other by the aliases Vite resolves (vite.config.ts).
        resolve: {
          alias: {
            '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
            '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
          },
        },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'lint/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts'],
          // The catalogue index's tests against a full scan take up to 5 s alone, longer on a loaded
          // machine (the suite runs its files in parallel): a slow run is not a failure.
          testTimeout: 30_000,
        },
      },
      apiProject('api', 'sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // `npm run test:cluster`: the built app as three servers behind HAProxy and Caddy, on PostgreSQL.
        test: {
          name: 'cluster',
          include: ['cluster/**/*.test.ts'],
          testTimeout: 600_000,
        },
      },
    ],
  },
});
