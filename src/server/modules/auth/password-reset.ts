import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { enqueueEmail } from '../email/outbox-repository.js';
import { hashPassword } from './password.js';

/** A reset link works for an hour (issue 8 §4). */
export const RESET_VALID_MINUTES = 60;
/** Links one account may be sent in an hour; more requests get the same answer and no email. */
const RESETS_PER_ACCOUNT_PER_HOUR = 3;

export const INVALID_RESET_LINK = 'This reset link is invalid or has expired. Ask for a new one.';

const hashToken = (token: string) => createHash('sha256').update(`password-reset:${token}`).digest('hex');

/**
 * Password reset (issue 8 §4, docs/decisions/0009): a single-use token of 256 random bits, only
 * its hash stored, valid for an hour, emailed through the outbox in the transaction that stores
 * it. The link carries the token after '#', so it never reaches a server log. A new password ends
 * every session of the account, and every other link it was sent.
 */
export function createPasswordReset(db: Db, now: () => Date = () => new Date()) {
  return {
    /** Sends a link when the email has an account; the caller answers the same either way. */
    async request(email: string, origin: string): Promise<void> {
      const at = now();
      const hourAgo = new Date(at.getTime() - 60 * 60_000).toISOString();
      await db.kysely.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .innerJoin('profiles', 'profiles.id', 'users.id')
          .select(['users.id', 'profiles.full_name'])
          .where('users.email', '=', email)
          .executeTakeFirst();
        if (!user) return;
        const recent = await trx
          .selectFrom('password_reset_tokens')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('user_id', '=', user.id)
          .where('created_at', '>', hourAgo)
          .executeTakeFirstOrThrow();
        if (Number(recent.n) >= RESETS_PER_ACCOUNT_PER_HOUR) return;

        const token = randomBytes(32).toString('base64url');
        await trx
          .insertInto('password_reset_tokens')
          .values({
            token_hash: hashToken(token),
            user_id: user.id,
            created_at: at.toISOString(),
            expires_at: new Date(at.getTime() + RESET_VALID_MINUTES * 60_000).toISOString(),
            used_at: null,
          })
          .execute();
        await enqueueEmail(trx, {
          orderId: null,
          to: email,
          message: {
            kind: 'password_reset',
            data: {
              name: user.full_name,
              resetUrl: `${origin}/auth/reset#token=${token}`,
              validMinutes: RESET_VALID_MINUTES,
            },
          },
          now: at,
        });
      });
    },

    /**
     * Sets the new password when the token is live and unused; uses it up, along with every other
     * link of the account, and ends all its sessions. Answers the account's id.
     */
    async reset(token: string, password: string): Promise<string> {
      const at = now().toISOString();
      const invalid = () =>
        new AppError(400, 'reset_link_invalid', INVALID_RESET_LINK, { token: INVALID_RESET_LINK });
      // The slow hash only for a live link: random tokens cost a look-up, not a hash.
      const live = await db.kysely
        .selectFrom('password_reset_tokens')
        .select('user_id')
        .where('token_hash', '=', hashToken(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      if (!live) throw invalid();
      const passwordHash = await hashPassword(password);
      const userId = await db.kysely.transaction().execute(async (trx) => {
        const used = await trx
          .updateTable('password_reset_tokens')
          .set({ used_at: at })
          .where('token_hash', '=', hashToken(token))
          .where('used_at', 'is', null)
          .where('expires_at', '>', at)
          .returning('user_id')
          .executeTakeFirst();
        if (!used) return undefined;
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('id', '=', used.user_id)
          .execute();
        await trx
          .updateTable('password_reset_tokens')
          .set({ used_at: at })
          .where('user_id', '=', used.user_id)
          .where('used_at', 'is', null)
          .execute();
        await trx.deleteFrom('sessions').where('user_id', '=', used.user_id).execute();
        return used.user_id;
      });
      if (!userId)
        throw new AppError(400, 'reset_link_invalid', INVALID_RESET_LINK, { token: INVALID_RESET_LINK });
      return userId;
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordReset>;
