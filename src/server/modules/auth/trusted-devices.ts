import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/database.js';
import * as deviceRepository from './device-repository.js';
import { sessionCookieOptions } from '../../http/cookies.js';
import { hashSessionToken, newSessionToken, readTokenCookie } from './session-cookie.js';

/**
 * A browser an account has signed in from (OWASP's 'device cookie'): a random token in an HttpOnly
 * cookie, its hash kept with the account. Its sign-ins to that account are counted on their own, so
 * the owner's browser gets in while someone else's guesses wait (docs/decisions/0012).
 */
export const DEVICE_COOKIE = 'device';
const DEVICE_DAYS = 365;
const readDeviceToken = (request: FastifyRequest) => readTokenCookie(request, DEVICE_COOKIE);

export function createTrustedDevices(db: Executor, now: () => Date) {
  return {
    /** The hash of this browser's token when the browser has signed in to the account of `email`. */
    async trustedFor(request: FastifyRequest, email: string): Promise<string | undefined> {
      const token = readDeviceToken(request);
      if (!token) return undefined;
      return deviceRepository.trustedFor(db, hashSessionToken(token), email);
    },

    /** Marks this browser as one the account signs in from (a browser holds one account's token). */
    async remember(
      request: FastifyRequest,
      reply: FastifyReply,
      userId: string,
      secure: boolean,
    ): Promise<void> {
      const previous = readDeviceToken(request);
      if (previous) {
        const previousHash = hashSessionToken(previous);
        if ((await deviceRepository.ownerOf(db, previousHash)) === userId) return;
        await deviceRepository.remove(db, previousHash);
      }
      const token = newSessionToken();
      await deviceRepository.insert(db, hashSessionToken(token), userId, now().toISOString());
      reply.setCookie(DEVICE_COOKIE, token, sessionCookieOptions(secure, DEVICE_DAYS * 24 * 60 * 60));
    },
  };
}

export type TrustedDevices = ReturnType<typeof createTrustedDevices>;
