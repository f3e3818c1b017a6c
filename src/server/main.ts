import './production-mode.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { seedDemoData } from './db/seed/seed.js';
import { ensureFirstAdmin } from './modules/auth/first-admin.js';
import { createAuthRepository } from './modules/auth/repository.js';

const config = loadConfig();
const db = await openDatabase(config);
const app = await buildApp({ config, db });
if (config.seedDemoData) await seedDemoData(db, app.log);
await ensureFirstAdmin(
  createAuthRepository(db),
  { email: config.adminEmail, password: config.adminPassword, print: (text) => process.stdout.write(text) },
  app.log,
);

const close = async () => {
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.once('SIGINT', close);
process.once('SIGTERM', close);

await app.listen({ port: config.port, host: config.host });
app.jobs.start();
