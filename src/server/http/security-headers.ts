import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from '../../shared/api/endpoints.js';
import { isApiDocsUrl } from './api-docs.js';

/**
 * The headers helmet would set, worked out once: none of them depends on the request (no CSP
 * nonces), and running helmet on every request cost about an eighth of a cached answer's CPU.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * What a JSON answer needs (OWASP REST Security Cheat Sheet): it is never a document, so it may load
 * nothing, be framed nowhere and be read by no other site; HSTS only where the shop runs on HTTPS. Each
 * header costs every answer, and these are the hottest answers, so nothing more.
 */
function apiHeaders(https: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    ...(https && { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }),
  };
}

/**
 * Sets the security headers on every answer: helmet's for pages and files, a lean set for the API.
 * The API reference (/api/docs) is a page with its own scripts and styles: it gets the pages' headers.
 */
export function securityHeaders(options: {
  https: boolean;
  /** Where the shop's pages may post forms besides itself: the payment provider's page (PayFast). */
  formActions: readonly string[];
}): (url: string) => Record<string, string> {
  const api = apiHeaders(options.https);
  const documentHeaders = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        // Radix positions popovers with inline styles.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'form-action': ["'self'", ...options.formActions],
        'upgrade-insecure-requests': options.https ? [] : null,
      },
    },
    // Not helmet's no-referrer: under it a browser sends `Origin: null` with the shop's own form
    // posts (Add to Cart without JavaScript), which the same-origin guard must refuse. Other sites
    // still get no referrer.
    referrerPolicy: { policy: 'same-origin' },
  });
  return (url) => (isApiPath(url) && !isApiDocsUrl(url) ? api : documentHeaders);
}

/** Sets them on every answer Fastify gives. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  headersFor: (url: string) => Record<string, string>,
) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.url));
    done();
  });
}
