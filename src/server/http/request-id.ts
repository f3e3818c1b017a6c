import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a request's id comes in (from a proxy in front that made one) and goes back in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A request's id, in every line its log writes and in its answer: behind a trusted proxy
 * (TRUST_PROXY), the one it gave when it looks like an id (no spaces or control characters to forge
 * log lines with); else a new one, so a client cannot pass as another's request.
 */
export const requestId = (trusted: boolean) => (request: IncomingMessage) => {
  const given = request.headers[REQUEST_ID_HEADER];
  return trusted && typeof given === 'string' && /^[\w.:-]{1,100}$/.test(given) ? given : randomUUID();
};
