import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { PersonalState } from '../shared/api/server-render.js';
import type { Executor } from './db/database.js';
import { sessionCookieOptions } from './http/cookies.js';
import { createKeptValues } from './http/kept-values.js';
import { type AuthService, hashSessionToken, readSessionToken } from './modules/auth/index.js';
import { cartItemCountQuery, cartItemsCounted, readCartSession } from './modules/cart/index.js';
import { isAnonymous } from './ssr/anonymous.js';
import type { Cookies } from './ssr/pages.js';

/**
 * Changed by every request of a visitor with a cart or a session that may change what their state
 * reads (any but GET and HEAD), so that a state kept for the old value is not found again
 * (docs/decisions/0037). A visitor's first cart or session is a new cookie already.
 */
export const STATE_STAMP_COOKIE = 'state_stamp';
const STAMP = /^[A-Za-z0-9_-]{16}$/;

/** How long a state read once answers again: a session can end from another browser meanwhile. */
const KEPT_MS = { signedIn: 10_000, cartOnly: 60_000 };
/** At most this many states kept; the oldest go first. */
const KEPT_STATES = 10_000;

/** Gives a browser a new stamp with every request that may change its cart or its session. */
export function registerStateStamp(app: FastifyInstance, secure: boolean): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && !isAnonymous(request.cookies)) {
      reply.setCookie(
        STATE_STAMP_COOKIE,
        randomBytes(12).toString('base64url'),
        sessionCookieOptions(secure),
      );
    }
    done();
  });
}

/**
 * The parts of a shared page that are the visitor's (docs/decisions/0029): who is signed in and what
 * their cart counts, read in one statement. On SQLite most of a small read's cost is the read
 * transaction each statement begins (its locks), so two reads joined cost little more than one.
 *
 * A state read is kept for the visitor's cookies as they were (session, cart, stamp), for a while
 * (docs/decisions/0037): their own changes come with a new stamp, and a change to the catalogue
 * (`clear`) can change what their cart counts.
 */
export function createPersonalState(
  db: Executor,
  auth: Pick<AuthService, 'currentUserRead'>,
  now: () => Date,
) {
  const kept = createKeptValues<PersonalState>({ maxEntries: KEPT_STATES, now: () => now().getTime() });

  async function read(token: string | undefined, cartSession: string | undefined): Promise<PersonalState> {
    const session = auth.currentUserRead(token);
    const cart = cartItemCountQuery(cartSession ?? '');
    const { rows } = await sql<Parameters<typeof session.userOf>[0][number] & { cart_items: number | null }>`
      select u.*, (${cart}) as cart_items
      from (select 1 as visitor) as visitor
      left join (${session.query}) as u on true`.execute(db);
    return { session: { user: session.userOf(rows) }, cartCount: cartItemsCounted(rows[0]?.cart_items) };
  }

  return {
    async of(cookies: Cookies): Promise<PersonalState> {
      const token = readSessionToken({ cookies });
      const cartSession = readCartSession({ cookies });
      const stamp = cookies[STATE_STAMP_COOKIE];
      // The token's hash, not the token: what the process keeps opens no session.
      const key = `${token === undefined ? '' : hashSessionToken(token)} ${cartSession ?? ''} ${
        stamp !== undefined && STAMP.test(stamp) ? stamp : ''
      }`;
      const found = kept.fresh(key);
      if (found) return found;
      const at = now().getTime();
      const begun = kept.begin();
      const state = await read(token, cartSession);
      kept.keep(key, state, at + (state.session.user ? KEPT_MS.signedIn : KEPT_MS.cartOnly), begun);
      return state;
    },

    /** Forgets every state kept (a product changed: a cart's count may have). */
    clear: kept.clear,
  };
}
