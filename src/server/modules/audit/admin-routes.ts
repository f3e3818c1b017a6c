import type { FastifyPluginAsync } from 'fastify';
import type { Executor } from '../../db/database.js';
import { serve } from '../../http/endpoint-routes.js';
import { historyOf } from './audit-log.js';

/** A record's audit trail (issue 11 §5): an order's timeline, a product's history. Mounted under /api/admin. */
export const auditAdminRoutes: FastifyPluginAsync<{ kysely: Executor }> = async (app, { kysely }) => {
  serve(app, 'getAuditHistory', async ({ params }) => ({
    events: await historyOf(kysely, params.entity, params.id),
  }));
};
