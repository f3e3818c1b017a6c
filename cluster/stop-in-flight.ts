import net from 'node:net';
import type { AppServer } from './topology.js';

export interface StopInFlight {
  /** Since the SIGTERM: /readyz first answered 503, and a new connection was first refused. */
  notReadyAfterMs: number;
  refusingAfterMs: number;
  /** The status of the request whose body was still arriving when the server stopped accepting. */
  inFlightStatus: number;
  exitCode: number | null;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `GET /readyz`'s status on a new connection, or 0 when the connection is refused. */
function readiness(port: number): Promise<number> {
  return fetch(`http://127.0.0.1:${port}/readyz`, {
    headers: { connection: 'close' },
    signal: AbortSignal.timeout(2_000),
  }).then(
    async (answer) => {
      await answer.arrayBuffer();
      return answer.status;
    },
    () => 0,
  );
}

/**
 * SIGTERMs the server while a request is in flight on it (its body half sent), watches it turn not
 * ready and then refuse new connections, and only then sends the rest of the body: the request is
 * answered all the same, and the server exits cleanly.
 */
export async function stopWithRequestInFlight(app: AppServer, productId: string): Promise<StopInFlight> {
  const body = JSON.stringify({ productId, quantity: 1 });
  const socket = net.connect(app.port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  // Whatever comes back, or the error: read only at the end, so it must never reject unheard.
  const answer = new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('end', () => resolve(text));
    socket.on('error', (error) => resolve(`no answer: ${error.message}`));
  });
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST /api/cart/items HTTP/1.1\r\nHost: 127.0.0.1:${app.port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
  );
  await pause(100);

  const signalled = performance.now();
  const exited = app.signal('SIGTERM');
  let notReadyAfterMs = Number.NaN;
  let refusingAfterMs = Number.NaN;
  while (performance.now() - signalled < 30_000) {
    const status = await readiness(app.port);
    const elapsed = performance.now() - signalled;
    if (status === 503 && Number.isNaN(notReadyAfterMs)) notReadyAfterMs = elapsed;
    if (status === 0) {
      refusingAfterMs = elapsed;
      break;
    }
    await pause(50);
  }
  socket.write(body.slice(half));
  const text = await Promise.race([answer, pause(30_000).then(() => 'no answer in 30 s')]);
  socket.destroy();
  const inFlightStatus = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
  return { notReadyAfterMs, refusingAfterMs, inFlightStatus, exitCode: await exited };
}
