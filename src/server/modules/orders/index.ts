/**
 * Orders: checkout, a shopper's orders, the admin's, and the hold on unpaid ones. This module is
 * the only writer of the orders and order_items tables: payments report to it.
 */
export { accountOrders, accountOrdersInProgress, eraseAccountCustomer } from './account-orders.js';
export { createOrdersAdminService } from './admin-service.js';
export type { PaymentMethods } from './checkout-service.js';
export { type OrderMail, createOrderMail, orderPageUrl } from './order-mail.js';
export { recordPayment, recordPaymentFailed, resumePayment } from './order-payments.js';
export { type HoldSweeper, releaseOrder } from './order-release.js';
export {
  countByStatus as ordersByStatus,
  findByNumber as findOrderByNumber,
  hold as holdOrder,
  insert as insertOrder,
  insertLines as insertOrderLines,
  salesByDay,
  totals as orderTotals,
} from './order-repository.js';
export { moneyColumns as orderMoneyColumns, storedAddress } from './order-rows.js';
export { newOrderNumber } from './order-number.js';
export * as orderRefunds from './order-refunds.js';
export { type PaymentReceived, createPaymentReceived } from './payment-received.js';
export { type ShopperOrders, createShopperOrders } from './shopper-orders.js';
export { createOrdersModule } from './module.js';
