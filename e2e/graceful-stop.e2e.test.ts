import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './support/processes.js';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * A graceful stop of the built server (docs/decisions/0024-operations.md): on SIGTERM it answers
 * /readyz 503 at once while it still takes requests (the load balancer's probes see it), then stops
 * accepting, ends its event streams with a retry hint, and exits cleanly.
 */

let shop: ChildProcess | undefined;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-stop-'));
afterAll(() => {
  shop?.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

const statusOf = async (url: string) => (await fetch(url).catch(() => undefined))?.status;

describe('a graceful stop', () => {
  it('turns not ready on SIGTERM before it stops accepting, ends event streams with a retry hint, and exits 0', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const { DATABASE_URL: _ignored, ...env } = process.env;
    shop = spawn(process.execPath, ['dist/server/main.js'], {
      stdio: 'ignore',
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SQLITE_PATH: path.join(dir, 'shop.db'),
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        SHUTDOWN_DELAY_SECONDS: '2',
      },
    });
    const exited = new Promise<number | null>((resolve) => shop!.once('exit', (code) => resolve(code)));
    await expect.poll(() => statusOf(`${base}/readyz`), { timeout: 60_000 }).toBe(200);

    const events = await fetch(`${base}/api/events`);
    const reader = events.body!.getReader();
    const streamed = (async () => {
      let text = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return text;
        text += new TextDecoder().decode(value);
      }
    })();

    shop.kill('SIGTERM');
    // Not ready at once, while still answering: the balancer stops sending before it is refused.
    await expect.poll(() => statusOf(`${base}/readyz`), { timeout: 1_500, interval: 50 }).toBe(503);
    expect(await statusOf(`${base}/healthz`)).toBe(200);
    expect(await statusOf(`${base}/api/config`)).toBe(200);

    expect(await streamed).toMatch(/retry: 1000\n\n$/);
    expect(await exited).toBe(0);
    expect(await statusOf(`${base}/healthz`)).toBeUndefined();
  });
});
