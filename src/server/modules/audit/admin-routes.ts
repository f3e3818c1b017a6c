import type { FastifyPluginAsync } from 'fastify';
import type { AuditedEntity, AuditEvent } from '../../../shared/schemas/audit.js';
import { serve } from '../../http/endpoint-routes.js';

/** A record's audit trail (docs/decisions/0015): an order's timeline, a product's history. Mounted under /api/admin. */
export const auditAdminRoutes: FastifyPluginAsync<{
  history: (entity: AuditedEntity, id: string) => Promise<AuditEvent[]>;
}> = async (app, { history }) => {
  serve(app, 'getAuditHistory', async ({ params }) => ({ events: await history(params.entity, params.id) }));
};
