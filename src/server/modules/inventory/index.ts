/**
 * Inventory: every stock rule and statement, and the one insufficient-stock error. The stock is a
 * variant's, and its product's is their sum; after a variant is created, only this module moves either.
 */
export { StockGone, insufficientStock } from './stock-errors.js';
export { firstStockProblem, lineStock, lineStockProblem, stockAfter } from './stock-rules.js';
export * as stockRepository from './stock-repository.js';
export type { StockCount, StockLine } from './stock-repository.js';
