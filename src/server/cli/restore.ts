/**
 * Restores a backup (`npm run backup`'s file) into an empty database: a new SQLite file at
 * SQLITE_PATH, or the empty PostgreSQL database DATABASE_URL names (docs/decisions/0024-operations.md).
 * Usage: npm run restore -- backups/shop-2026-11-27T02-00-00-000Z.sqlite
 */
import { loadConfig } from '../config.js';
import { RestoreRefused, ToolFailed, databaseTarget, restoreDatabase } from '../db/backup.js';

const file = process.argv[2];
if (!file) {
  process.stderr.write('Usage: npm run restore -- <backup file>\n');
  process.exit(2);
}
try {
  await restoreDatabase(file, databaseTarget(loadConfig()));
  process.stdout.write(`Restored ${file}\n`);
} catch (error) {
  if (!(error instanceof RestoreRefused || error instanceof ToolFailed)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
}
