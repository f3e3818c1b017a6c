import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard (docs/design.md §5): a state-changing request from a browser must
 * come from this origin. Browsers send Origin on such requests; other clients may omit it.
 */
export function registerSameOriginGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request, and most are reads that pass at once.
  app.addHook('onRequest', (request, _reply, done) => {
    const origin = request.headers.origin;
    if (SAFE_METHODS.has(request.method) || origin === undefined) return done();
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    // request.host follows X-Forwarded-Host when the app trusts its proxy (TRUST_PROXY).
    done(originHost === request.host ? undefined : forbidden('Cross-site requests are not allowed'));
  });
}
