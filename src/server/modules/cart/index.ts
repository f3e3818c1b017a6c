/** The cart of one browser session: lines, quantities within stock, priced now. */
export { CART_COOKIE, readCartSession } from './session-cookie.js';
export {
  type CartLineRow,
  clear as clearCart,
  itemCountQuery as cartItemCountQuery,
  itemsCounted as cartItemsCounted,
  lineOptions as cartLineOptions,
  lines as cartLines,
} from './cart-repository.js';
export { createCartModule } from './module.js';
