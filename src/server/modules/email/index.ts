/** Email: an outbox written in the transaction of the change it tells of, sent by a worker (docs/decisions/0009). */
export {
  type Recipient,
  backlog as outboxBacklog,
  enqueueEmail,
  forgetRecipient as forgetEmailsTo,
  ofRecipient as emailsTo,
} from './outbox-repository.js';
export type { OutboxWorker } from './outbox-worker.js';
export type { BankDetails, CancelReason, EmailMessage } from './types.js';
export { createEmailModule } from './module.js';
