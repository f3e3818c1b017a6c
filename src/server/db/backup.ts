import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';

const execute = promisify(execFile);

/**
 * Runs pg_dump or pg_restore on a database URL with its password in the environment, not on the
 * command line (where `ps` shows it and a failure's message would repeat it); a failure says what
 * the tool wrote to stderr.
 */
async function runPgTool(
  tool: string,
  args: (databaseUrl: string) => string[],
  databaseUrl: string,
): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  try {
    await execute(tool, args(url.toString()), { env: { ...process.env, PGPASSWORD: password } });
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    throw new ToolFailed(`${tool} failed${stderr ? `: ${stderr}` : ''}`);
  }
}

/** A database tool (pg_dump, pg_restore) that did not do its work; its own words, no password. */
export class ToolFailed extends Error {}

/** Writes a file's data and its folder's entry to the disk, before an older backup is deleted. */
function flush(file: string): void {
  for (const target of [file, path.dirname(file)]) {
    const fd = fs.openSync(target, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  }
}

/** Where a backup comes from, or a restore goes: the SQLite file, or the PostgreSQL database's URL. */
export type DatabaseTarget = { databaseUrl: string } | { sqlitePath: string };

/** The database the configuration names, as a backup's source or a restore's target. */
export const databaseTarget = (config: {
  databaseUrl: string | undefined;
  sqlitePath: string;
}): DatabaseTarget =>
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { sqlitePath: config.sqlitePath };

const BACKUP_NAME = /^shop-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.(sqlite|pgdump)$/;

/** The dated file name of a backup made at `at`: it sorts by time. */
const backupName = (at: Date, target: DatabaseTarget) =>
  `shop-${at.toISOString().replaceAll(':', '-').replace('.', '-')}.${'databaseUrl' in target ? 'pgdump' : 'sqlite'}`;

/** Why there is nothing to back up. */
export class BackupRefused extends Error {}

/**
 * A consistent copy of the shop's database while it runs (docs/decisions/0024-operations.md):
 * SQLite's `VACUUM INTO` (one read transaction's snapshot, compacted) or `pg_dump`'s custom format
 * (one repeatable-read snapshot). On SQLite it holds its process for the copy's length: the server's
 * own schedule runs it in a process of its own. Written beside its final name and renamed when
 * whole, so a file with a backup's name is always a whole backup; then only the newest `keep` stay.
 */
export async function backupDatabase(
  target: DatabaseTarget,
  { dir, keep, at = new Date() }: { dir: string; keep: number; at?: Date },
): Promise<string> {
  if ('sqlitePath' in target && !fs.existsSync(target.sqlitePath)) {
    throw new BackupRefused(`No database at ${target.sqlitePath} (SQLITE_PATH)`);
  }
  // Customers' details and password hashes: for the shop's own user alone.
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  // A backup a stopped process left half-written.
  for (const name of fs.readdirSync(dir)) {
    if (name.endsWith('.partial') && BACKUP_NAME.test(name.slice(0, -'.partial'.length))) {
      fs.rmSync(path.join(dir, name), { force: true });
    }
  }
  const file = path.join(dir, backupName(at, target));
  const partial = `${file}.partial`;
  try {
    if ('databaseUrl' in target) {
      await runPgTool(
        'pg_dump',
        (url) => ['--format=custom', '--no-owner', `--file=${partial}`, url],
        target.databaseUrl,
      );
    } else {
      // One read transaction's snapshot, written whole; in WAL mode the shop's writers go on meanwhile.
      // (The page-by-page online backup starts again at every write, so a busy shop never finishes it.)
      const source = new BetterSqlite3(target.sqlitePath, { readonly: true, fileMustExist: true });
      try {
        source.prepare('vacuum into ?').run(partial);
      } finally {
        source.close();
      }
    }
    fs.chmodSync(partial, 0o600);
    flush(partial);
    fs.renameSync(partial, file);
    flush(file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  const backups = fs
    .readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort();
  // Another server sharing the folder may prune the same files.
  for (const old of backups.slice(0, Math.max(0, backups.length - keep))) {
    fs.rmSync(path.join(dir, old), { force: true });
  }
  return file;
}

/** When the newest backup in the folder was made (none: undefined). */
export function newestBackupAt(dir: string): Date | undefined {
  if (!fs.existsSync(dir)) return undefined;
  const newest = fs
    .readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .at(-1);
  return newest ? fs.statSync(path.join(dir, newest)).mtime : undefined;
}

/** Why a file cannot be restored, or an empty database cannot take it; nothing is written then. */
export class RestoreRefused extends Error {}

async function isEmptyPostgres(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Every relation in every schema but the system's, whoever owns it.
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
          and n.nspname not like 'pg_temp%'`,
    );
    return Number(rows[0]?.n ?? 0) === 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup into an empty database: the file is checked first (SQLite's integrity check and
 * the shop's migration table; `pg_restore --list` for a dump), and a database that holds anything is
 * refused, so a restore never mixes two shops.
 */
export async function restoreDatabase(file: string, target: DatabaseTarget): Promise<void> {
  if (!fs.existsSync(file)) throw new RestoreRefused(`No such backup: ${file}`);
  if ('databaseUrl' in target) {
    if (!file.endsWith('.pgdump'))
      throw new RestoreRefused('A PostgreSQL database restores a .pgdump backup');
    try {
      await execute('pg_restore', ['--list', file]);
    } catch {
      throw new RestoreRefused(`${file} is not a pg_dump backup`);
    }
    if (!(await isEmptyPostgres(target.databaseUrl))) {
      throw new RestoreRefused('The database is not empty: restore into a new, empty database');
    }
    // All or nothing: a restore that fails leaves the database empty, to try again.
    await runPgTool(
      'pg_restore',
      (url) => [
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${url}`,
        file,
      ],
      target.databaseUrl,
    );
    return;
  }
  if (!file.endsWith('.sqlite')) throw new RestoreRefused('A SQLite file restores a .sqlite backup');
  let checked: BetterSqlite3.Database | undefined;
  try {
    checked = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
    const integrity = checked.pragma('integrity_check', { simple: true });
    const migrations = checked
      .prepare(`select count(*) as n from sqlite_master where type = 'table' and name = 'kysely_migration'`)
      .get() as { n: number };
    if (integrity !== 'ok' || migrations.n !== 1) throw new Error('not the shop');
  } catch {
    throw new RestoreRefused(`${file} is not a whole backup of the shop`);
  } finally {
    checked?.close();
  }
  // A journal or WAL left beside the target (a shop that crashed) would be replayed onto the restore.
  for (const existing of ['', '-wal', '-shm', '-journal'].map((suffix) => `${target.sqlitePath}${suffix}`)) {
    if (fs.existsSync(existing)) throw new RestoreRefused(`${existing} exists: restore into a new file`);
  }
  fs.mkdirSync(path.dirname(path.resolve(target.sqlitePath)), { recursive: true });
  // Copied whole beside it, then linked to its name: an interrupted copy never has the shop's name.
  const partial = `${target.sqlitePath}.restoring`;
  try {
    fs.copyFileSync(file, partial);
    flush(partial);
    fs.linkSync(partial, target.sqlitePath);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}
