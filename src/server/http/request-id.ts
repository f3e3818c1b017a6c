import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a request's id comes in (from a proxy in front that made one) and goes back in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Whether the hop at this address, this many hops back, is a proxy the shop trusts (TRUST_PROXY). */
export type TrustsProxy = (address: string, hop: number) => boolean;

/**
 * A request's id, in every line its log writes and in its answer: from a trusted proxy (TRUST_PROXY),
 * the one it gave when it looks like an id (no spaces or control characters to forge log lines
 * with); else a new one, so a client cannot pass as another's request.
 */
export const requestId = (trusts: TrustsProxy) => (request: IncomingMessage) => {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' &&
    /^[\w.:-]{1,100}$/.test(given) &&
    trusts(request.socket.remoteAddress ?? '', 0)
    ? given
    : randomUUID();
};
