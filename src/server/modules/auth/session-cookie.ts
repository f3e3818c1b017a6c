import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieOptions } from '../../http/cookies.js';

/** The signed-in session (docs/design.md §5): a random token in an HttpOnly cookie; only its hash is stored. */
export const SESSION_COOKIE = 'session';
export const SESSION_DAYS = 30;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** 256 random bits. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A random token a cookie holds (the session's, the trusted browser's), if it has that form. */
export function readTokenCookie(request: Pick<FastifyRequest, 'cookies'>, name: string): string | undefined {
  const value = request.cookies[name];
  return value !== undefined && TOKEN.test(value) ? value : undefined;
}

export const readSessionToken = (request: Pick<FastifyRequest, 'cookies'>) =>
  readTokenCookie(request, SESSION_COOKIE);

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(secure, SESSION_DAYS * 24 * 60 * 60));
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(secure));
}
