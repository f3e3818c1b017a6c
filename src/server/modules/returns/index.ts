/**
 * Returns and refunds (docs/decisions/0022-returns-and-refunds.md): a shopper's requests to return
 * delivered items, the admin's decisions, and refunds of paid orders with their credit notes.
 */
export { createReturnsModule } from './module.js';
