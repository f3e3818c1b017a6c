/**
 * A consistent backup of the shop's database while it runs, to a dated file in BACKUP_DIR; the
 * newest BACKUP_KEEP stay (docs/decisions/0024-operations.md).
 * Usage: npm run backup   (of the database the environment names)
 */
import { loadConfig } from '../config.js';
import { BackupRefused, ToolFailed, backupDatabase, databaseTarget } from '../db/backup.js';

const config = loadConfig();
try {
  process.stdout.write(`${await backupDatabase(databaseTarget(config), config.backups)}\n`);
} catch (error) {
  if (!(error instanceof BackupRefused || error instanceof ToolFailed)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
}
