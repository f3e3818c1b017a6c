import type { Executor } from '../../db/database.js';
import type { ShopModule } from '../../http/shop-module.js';
import { auditAdminRoutes } from './admin-routes.js';
import { historyOf } from './audit-log.js';

/** The audit trail's screen: a record's history (its records are written by the modules that change it). */
export const createAuditModule = ({ db }: { db: Executor }): ShopModule => ({
  adminRoutes: async (app) =>
    app.register(auditAdminRoutes, { history: (entity, id) => historyOf(db, entity, id) }),
});
