import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** A port free on this machine now, for a server a test starts itself. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * Waits until a server a test started answers `url` with 200; fails, with its log, if it exits first
 * or does not answer within `timeoutMs`.
 */
export async function waitForServer(
  url: string,
  server: ChildProcess,
  logPath: string,
  timeoutMs = 60_000,
): Promise<void> {
  const output = () => fs.readFileSync(logPath, 'utf8');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs / 1000} s:\n${output()}`);
}
