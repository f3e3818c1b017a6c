import './production-mode.js';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { newestBackupAt } from './db/backup.js';
import { openDatabase } from './db/database.js';
import { createPeriodicJob } from './jobs/periodic-job.js';
import { ensureFirstAdmin } from './modules/auth/index.js';
import { firstSettings } from './modules/settings/index.js';
import { allocateYoungFromNowOn } from './pretenuring.js';

const config = loadConfig();
const db = await openDatabase(config);
const app = await buildApp({ config, db });
if (config.seedDemoData) {
  // Loaded only when asked for: the demo's pictures are drawn with sharp, which a server otherwise
  // loads with its first image (docs/decisions/0033).
  const { seedDemoData } = await import('./demo/seed.js');
  await seedDemoData(db.kysely, app.log, firstSettings(config).delivery);
}
await ensureFirstAdmin(
  db.kysely,
  { email: config.adminEmail, password: config.adminPassword, print: (text) => process.stdout.write(text) },
  app.log,
);

const run = promisify(execFile);

// The server's own backups, when BACKUP_EVERY_HOURS asks for them (else `npm run backup` from cron).
const backups =
  config.backups.everyMs === undefined
    ? undefined
    : createPeriodicJob({
        // In a process of its own: a SQLite backup holds its process while it copies. Not again before
        // its interval: a restart (or a crash loop) does not replace the older backups with new ones.
        run: async () => {
          const newest = newestBackupAt(config.backups.dir);
          if (newest && Date.now() - newest.getTime() < config.backups.everyMs!) return;
          const { stdout } = await run(process.execPath, [
            fileURLToPath(new URL('./cli/backup.js', import.meta.url)),
          ]);
          app.log.info({ backup: stdout.trim() }, 'backed up');
        },
        intervalMs: config.backups.everyMs,
        onError: (error) => app.log.error({ err: error }, 'backup failed'),
      });

/**
 * A graceful stop (docs/decisions/0024-operations.md): not ready at once, so the load balancer stops
 * sending; after the delay, stop accepting, let requests in flight finish and end event streams with
 * a retry hint, stop the jobs (the outbox gives back its unsent leases), close the database. A stop
 * that takes longer than the timeout exits anyway.
 */
let stopping = false;
const stop = async (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: not ready, then closing');
  app.jobs.drain();
  if (signal === 'SIGTERM') await new Promise((resolve) => setTimeout(resolve, config.shutdown.delayMs));
  setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, config.shutdown.timeoutMs).unref();
  // No new backup; one under way finishes in its own process.
  void backups?.stop();
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
allocateYoungFromNowOn();
app.jobs.start();
backups?.start();
