import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setRoleBodySchema } from '../../../shared/schemas/auth.js';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import type { AuthService } from './service.js';

/** The dashboard's user list and role changes (SPEC.md §2 Admin dashboard, §6). Mounted under /api/admin. */
export const authAdminRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.get('/users', async () => ({ users: await auth.listUsers() }));

  app.put(
    '/users/:id/role',
    { schema: { params: idParamsSchema, body: setRoleBodySchema } },
    async (request, reply) => {
      await auth.setRole(request.params.id, request.body.role);
      return reply.status(204).send();
    },
  );
};
