import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError, forbidden } from '../../http/errors.js';
import type { Role } from '../../../shared/constants.js';
import type { Actor } from '../audit/index.js';
import type { AuthService } from './service.js';
import { readSessionToken } from './session-cookie.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The administrator (or moderator) making an /api/admin request, once the gate has let them in. */
    admin: Actor | null;
  }
}

/** Who may pass each gate of /api/admin (docs/decisions/0023-reviews.md). */
export type Gate = 'admin' | 'moderation';
const ALLOWED: Record<Gate, readonly Role[]> = { admin: ['admin'], moderation: ['admin', 'moderator'] };

/**
 * The server side of the admin gate (docs/specification.md §6): every /api/admin route answers 401
 * to a visitor who is not signed in and 403 to a signed-in user without a role the gate lets in: the
 * admin panel's routes only administrators, the Reviews screen's moderators too. The user let in is
 * the request's `admin`, whom the audit trail names.
 */
export function requireRole(auth: AuthService, gate: Gate): onRequestAsyncHookHandler {
  return async (request) => {
    const user = await auth.currentUser(readSessionToken(request));
    if (!user) throw new AppError(401, 'unauthenticated', 'Please log in to access the admin panel.');
    const roles = await Promise.all(ALLOWED[gate].map((role) => auth.hasRole(user.id, role)));
    if (!roles.some(Boolean)) throw forbidden('You do not have permission to access this page.');
    request.admin = { id: user.id, email: user.email };
  };
}

/** The administrator behind an /api/admin request (the gate has run before any handler). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.admin) throw new Error('An admin route ran without the admin gate');
  return request.admin;
}
