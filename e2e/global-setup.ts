import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The shop's own log, for tests that check what it logged. */
    serverLogPath: string;
  }
}

async function waitForServer(url: string, server: ChildProcess, logPath: string): Promise<void> {
  const output = () => fs.readFileSync(logPath, 'utf8');
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The shop exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/config`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The shop did not start within 60 s:\n${output()}`);
}

/** Starts the built shop on a fresh SQLite database (seeded with the demo catalogue) for the browser tests. */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  const logPath = path.join(dir, 'server.log');
  const logFile = fs.openSync(logPath, 'a');
  // The shop runs on its own SQLite file, whatever database the developer's shell points at.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: path.join(dir, 'shop.db'),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', logFile, logFile],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(baseUrl, server, logPath);
  project.provide('baseUrl', baseUrl);
  project.provide('serverLogPath', logPath);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.closeSync(logFile);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
