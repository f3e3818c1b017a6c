import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard (DESIGN.md §5): a state-changing request from a browser must
 * come from this origin. Browsers send Origin on such requests; other clients may omit it.
 */
export function registerSameOriginGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw forbidden('Cross-site requests are not allowed');
    }
    // request.host follows X-Forwarded-Host when the app trusts its proxy (TRUST_PROXY).
    if (originHost !== request.host) throw forbidden('Cross-site requests are not allowed');
  });
}
