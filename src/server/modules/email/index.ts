/** Email: an outbox written in the transaction of the change it tells of, sent by a worker (docs/decisions/0009). */
export { emailsAdminRoutes } from './admin-routes.js';
export { enqueueEmail } from './outbox-repository.js';
export { type OutboxService, createOutboxService } from './outbox-service.js';
export { type OutboxWorker, createOutboxWorker } from './outbox-worker.js';
export { createSmtpTransport } from './smtp-transport.js';
export type { BankDetails, CancelReason, EmailMessage } from './types.js';
export { createEmailModule } from './module.js';
