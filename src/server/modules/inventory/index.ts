/**
 * Inventory: every stock rule and statement, and the one insufficient-stock error. The stock is
 * the products table's inventory_quantity; after a product is created, only this module moves it.
 */
export { StockGone, insufficientStock } from './stock-errors.js';
export { firstStockProblem, lineStock, lineStockProblem, stockAfter } from './stock-rules.js';
export * as stockRepository from './stock-repository.js';
export type { StockCount, StockLine } from './stock-repository.js';
