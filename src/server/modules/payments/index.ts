/** Payments: EFT and PayFast behind one interface; PayFast's notifications (docs/decisions/0009). */
export { type Payments, createPayments } from './payments.js';
export { paymentRoutes } from './routes.js';
export { createPaymentsModule } from './module.js';
