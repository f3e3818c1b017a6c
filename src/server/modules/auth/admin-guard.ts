import type { onRequestAsyncHookHandler } from 'fastify';
import { AppError, forbidden } from '../../http/errors.js';
import type { AuthService } from './service.js';
import { readSessionToken } from './session-cookie.js';

/**
 * The server side of the admin gate (SPEC.md §6): every /api/admin route answers 401 to a visitor
 * who is not signed in and 403 to a signed-in user who is not an administrator (has_role).
 */
export function requireAdmin(auth: AuthService): onRequestAsyncHookHandler {
  return async (request) => {
    const user = await auth.currentUser(readSessionToken(request));
    if (!user) throw new AppError(401, 'unauthenticated', 'Please log in to access the admin panel.');
    if (!(await auth.hasRole(user.id, 'admin'))) {
      throw forbidden('You do not have permission to access this page.');
    }
  };
}
