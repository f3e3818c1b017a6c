/** Pricing: the prices shoppers pay now, with the promotions in force on the app's clock. */
export { type Pricing, createPricing } from './pricing.js';
export { NO_PROMOTIONS, type PriceBook, priceBook, pricedItem } from './price-book.js';
