import { SESSION_COOKIE } from '../modules/auth/index.js';
import { CART_COOKIE } from '../modules/cart/index.js';

/**
 * A visitor with neither a cart nor a session: every such visitor gets the same page, so it is kept
 * in the response cache and may be answered before Fastify (docs/decisions/0011, 0026).
 */
export const isAnonymous = (cookies: Partial<Record<string, string>>): boolean =>
  cookies[CART_COOKIE] === undefined && cookies[SESSION_COOKIE] === undefined;
