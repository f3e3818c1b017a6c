import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../http/endpoint-routes.js';
import { actorOf } from './admin-guard.js';
import type { AuthService } from './service.js';

/** The dashboard's user list and role changes (docs/specification.md §2 Admin dashboard, §6). Mounted under /api/admin. */
export const authAdminRoutes: FastifyPluginAsync<{ auth: AuthService }> = async (app, { auth }) => {
  serve(app, 'listUsers', ({ query }) => auth.listUsers(query));
  serve(app, 'setUserRole', ({ params, body }, request) =>
    auth.setRole(params.id, body.role, actorOf(request)),
  );
};
