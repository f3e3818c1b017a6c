import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RAISED_LIMITS } from '../src/server/testing/raised-limits.js';
import { type Server, freePort, startServer } from './processes.js';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface ShopOptions {
  /** The demo catalogue seeded into it (else none). */
  demo?: boolean;
  /** Its first administrator. */
  admin?: { email: string; password: string };
  /** PostgreSQL: the database's address (else the SQLite file). */
  databaseUrl?: string;
  /** Arguments to node before the server's script (a flag, a module to preload). */
  nodeArgs?: string[];
  /** More environment for the server. */
  env?: NodeJS.ProcessEnv;
  /** Its log's file name in `dir` (else demo-shop.log or shop.log). */
  logName?: string;
}

/** The built shop on a SQLite file (or `databaseUrl`), answering once /api/config does. */
export async function startShop(
  dir: string,
  sqlitePath: string,
  { demo = false, admin, databaseUrl, nodeArgs = [], env: extraEnv, logName }: ShopOptions = {},
): Promise<Server> {
  const port = await freePort();
  // The shop must run on the given file, whatever database the caller's shell points at.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return startServer({
    args: [...nodeArgs, path.join(ROOT, 'dist/server/main.js')],
    cwd: ROOT,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: sqlitePath,
      SEED_DEMO_DATA: demo ? 'true' : 'false',
      LOG_LEVEL: 'warn',
      REQUEST_LIMITS: RAISED_LIMITS,
      ...(admin && { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }),
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      ...extraEnv,
    },
    port,
    readyPath: '/api/config',
    logPath: path.join(dir, logName ?? (demo ? 'demo-shop.log' : 'shop.log')),
  });
}
