import http from 'node:http';
import https from 'node:https';

/** An answer, or a request that got none (status 0: refused, reset, timed out). */
export interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
  /** From sending to the last byte. */
  ms: number;
  /** Why there was no answer. */
  error?: string;
}

export interface RequestOptions {
  json?: unknown;
  form?: Array<[string, string]>;
  /** A form already encoded, sent byte for byte (a signed PayFast notification). */
  encodedForm?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

const TIMEOUT_MS = 30_000;

/**
 * One visitor over HTTP(S): keeps its cookies, sends the Origin a browser sends with a change, and
 * trusts the given certificate authority (Caddy's own). Never throws for a failed request: its answer
 * has status 0 and the error.
 */
export class Visitor {
  readonly #base: URL;
  readonly #agent: http.Agent;
  readonly #cookies = new Map<string, string>();
  readonly #browser: boolean;

  /** A browser sends its page's Origin with every change; a server posting a notification does not. */
  constructor(base: string, agent: http.Agent, { browser = true }: { browser?: boolean } = {}) {
    this.#base = new URL(base);
    this.#agent = agent;
    this.#browser = browser;
  }

  get(path: string, options?: RequestOptions) {
    return this.request('GET', path, options);
  }

  post(path: string, options?: RequestOptions) {
    return this.request('POST', path, options);
  }

  request(
    method: string,
    path: string,
    { json, form, encodedForm, signal, headers = {} }: RequestOptions = {},
  ): Promise<Answer> {
    const url = new URL(path, this.#base);
    const formBody = encodedForm ?? (form ? new URLSearchParams(form).toString() : undefined);
    const body = json !== undefined ? JSON.stringify(json) : formBody;
    const sent: Record<string, string> = { ...headers };
    if (json !== undefined) sent['content-type'] = 'application/json';
    if (formBody !== undefined) sent['content-type'] = 'application/x-www-form-urlencoded';
    if (this.#browser && method !== 'GET' && method !== 'HEAD') sent.origin = this.#base.origin;
    if (this.#cookies.size > 0)
      sent.cookie = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const started = performance.now();
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise<Answer>((resolve) => {
      const failed = (error: Error) =>
        resolve({ status: 0, body: '', headers: {}, ms: performance.now() - started, error: error.message });
      const request = transport.request(
        url,
        { method, headers: sent, agent: this.#agent, timeout: TIMEOUT_MS, ...(signal ? { signal } : {}) },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', failed);
          response.on('end', () => {
            for (const cookie of response.headers['set-cookie'] ?? []) {
              const [pair = ''] = cookie.split(';');
              const eq = pair.indexOf('=');
              if (eq > 0) this.#cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
            }
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              headers: response.headers,
              ms: performance.now() - started,
            });
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', failed);
      request.end(body);
    });
  }
}

/**
 * Keep-alive agents, as browsers keep their connections (no cap on sockets: a request never queues in
 * the test process, so its time is the shop's); HTTPS ones trust `ca`.
 */
export const agentFor = (base: string, ca?: Buffer): http.Agent =>
  new URL(base).protocol === 'https:'
    ? new https.Agent({ keepAlive: true, ...(ca ? { ca } : {}) })
    : new http.Agent({ keepAlive: true });
