import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';

const run = promisify(execFile);

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
export const backupName = (at: Date, target: DatabaseTarget) =>
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
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, backupName(at, target));
  const partial = `${file}.partial`;
  try {
    if ('databaseUrl' in target) {
      await run('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`, target.databaseUrl]);
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
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  const backups = fs
    .readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort();
  for (const old of backups.slice(0, Math.max(0, backups.length - keep))) fs.rmSync(path.join(dir, old));
  return file;
}

/** Why a file cannot be restored, or an empty database cannot take it; nothing is written then. */
export class RestoreRefused extends Error {}

async function isEmptyPostgres(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from information_schema.tables where table_schema = 'public'`,
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
      await run('pg_restore', ['--list', file]);
    } catch {
      throw new RestoreRefused(`${file} is not a pg_dump backup`);
    }
    if (!(await isEmptyPostgres(target.databaseUrl))) {
      throw new RestoreRefused('The database is not empty: restore into a new, empty database');
    }
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${target.databaseUrl}`, file]);
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
  if (fs.existsSync(target.sqlitePath) && fs.statSync(target.sqlitePath).size > 0) {
    throw new RestoreRefused(`${target.sqlitePath} exists: restore into a new file`);
  }
  fs.mkdirSync(path.dirname(path.resolve(target.sqlitePath)), { recursive: true });
  fs.copyFileSync(file, target.sqlitePath, fs.constants.COPYFILE_EXCL);
}
