import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../http/endpoint-routes.js';
import type { OutboxService } from './outbox-service.js';

/** The outbox, for the admin's Emails screen. Mounted under /api/admin. */
export const emailsAdminRoutes: FastifyPluginAsync<{ outbox: OutboxService }> = async (app, { outbox }) => {
  serve(app, 'listEmails', ({ query }) => outbox.list(query.page ?? 1));
  serve(app, 'getEmail', ({ params }) => outbox.get(params.id));
};
