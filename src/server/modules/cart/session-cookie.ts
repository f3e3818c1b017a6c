import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieOptions } from '../../http/cookies.js';

/** The 'cart session key' of docs/specification.md §3: a random id in an HttpOnly cookie (docs/design.md §5). */
export const CART_COOKIE = 'cart_session';
const MAX_AGE_SECONDS = 60 * 60 * 24 * 30;
const SESSION_ID = /^[A-Za-z0-9_-]{32}$/;

export function readCartSession(request: Pick<FastifyRequest, 'cookies'>): string | undefined {
  const value = request.cookies[CART_COOKIE];
  return value !== undefined && SESSION_ID.test(value) ? value : undefined;
}

/** The session's id, creating the session (and its cookie) on the first write. */
export function ensureCartSession(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = readCartSession(request);
  const id = existing ?? randomBytes(24).toString('base64url');
  // Refreshing the cookie on each write keeps an active cart alive for 30 days from its last change.
  reply.setCookie(CART_COOKIE, id, sessionCookieOptions(secure, MAX_AGE_SECONDS));
  return id;
}
