/** Payments: EFT and PayFast behind one interface; PayFast's notifications (docs/decisions/0009). */
export type { Payments } from './payments.js';
export { createPaymentsModule } from './module.js';
