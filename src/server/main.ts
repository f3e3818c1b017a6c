import './production-mode.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { seedDemoData } from './demo/seed.js';
import { ensureFirstAdmin } from './modules/auth/index.js';
import { firstSettings } from './modules/settings/index.js';

const config = loadConfig();
const db = await openDatabase(config);
const app = await buildApp({ config, db });
if (config.seedDemoData) await seedDemoData(db.kysely, app.log, firstSettings(config).delivery);
await ensureFirstAdmin(
  db.kysely,
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
