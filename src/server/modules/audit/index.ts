/** The audit trail: who changed what, from what to what, and when (docs/decisions/0015). */
export { type Actor, changedFields, recordChange, recordChanges, roleChange } from './audit-log.js';
export { type AuditedCrudService, createAuditedCrudService } from './audited-crud.js';
export { createAuditModule } from './module.js';
