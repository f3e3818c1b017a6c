import { sql } from 'kysely';
import type { PersonalState } from '../shared/api/server-render.js';
import type { Executor } from './db/database.js';
import { type AuthService, readSessionToken } from './modules/auth/index.js';
import { cartItemCountQuery, cartItemsCounted, readCartSession } from './modules/cart/index.js';
import type { Cookies } from './ssr/pages.js';

/**
 * The parts of a shared page that are the visitor's (docs/decisions/0029): who is signed in and what
 * their cart counts, read in one statement. On SQLite most of a small read's cost is the read
 * transaction each statement begins (its locks), so two reads joined cost little more than one.
 */
export function createPersonalState(db: Executor, auth: Pick<AuthService, 'currentUserRead'>) {
  return async (cookies: Cookies): Promise<PersonalState> => {
    const session = auth.currentUserRead(readSessionToken({ cookies }));
    const cart = cartItemCountQuery(readCartSession({ cookies }) ?? '');
    const { rows } = await sql<Parameters<typeof session.userOf>[0][number] & { cart_items: number | null }>`
      select u.*, (${cart}) as cart_items
      from (select 1 as visitor) as visitor
      left join (${session.query}) as u on true`.execute(db);
    return { session: { user: session.userOf(rows) }, cartCount: cartItemsCounted(rows[0]?.cart_items) };
  };
}
