import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { seedDemoData } from './db/seed/seed.js';

const config = loadConfig();
const db = await openDatabase(config);
const app = await buildApp({ config, db });
if (config.seedDemoData) await seedDemoData(db, app.log);

const close = async () => {
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.once('SIGINT', close);
process.once('SIGTERM', close);

await app.listen({ port: config.port, host: config.host });
