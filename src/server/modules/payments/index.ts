/** Payments: EFT and PayFast behind one interface; PayFast's notifications (docs/decisions/0009). */
export type { Payments } from './payments.js';
export { payfastApiSettings } from './payfast/api-request.js';
export { type PayfastRefunds, type RefundOutcome, createPayfastRefunds } from './payfast/refunds.js';
export { countByOutcome as notificationsByOutcome } from './notification-repository.js';
export { createPaymentsModule } from './module.js';
