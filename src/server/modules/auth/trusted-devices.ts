import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
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

export function createTrustedDevices(db: Db, now: () => Date) {
  return {
    /** The hash of this browser's token when the browser has signed in to the account of `email`. */
    async trustedFor(request: FastifyRequest, email: string): Promise<string | undefined> {
      const token = readDeviceToken(request);
      if (!token) return undefined;
      const tokenHash = hashSessionToken(token);
      const row = await db.kysely
        .selectFrom('trusted_devices as d')
        .innerJoin('users as u', 'u.id', 'd.user_id')
        .select('d.token_hash')
        .where('d.token_hash', '=', tokenHash)
        .where('u.email', '=', email)
        .executeTakeFirst();
      return row?.token_hash;
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
        const mine = await db.kysely
          .selectFrom('trusted_devices')
          .select('user_id')
          .where('token_hash', '=', previousHash)
          .executeTakeFirst();
        if (mine?.user_id === userId) return;
        await db.kysely.deleteFrom('trusted_devices').where('token_hash', '=', previousHash).execute();
      }
      const token = newSessionToken();
      await db.kysely
        .insertInto('trusted_devices')
        .values({ token_hash: hashSessionToken(token), user_id: userId, created_at: now().toISOString() })
        .execute();
      reply.setCookie(DEVICE_COOKIE, token, sessionCookieOptions(secure, DEVICE_DAYS * 24 * 60 * 60));
    },
  };
}

export type TrustedDevices = ReturnType<typeof createTrustedDevices>;
