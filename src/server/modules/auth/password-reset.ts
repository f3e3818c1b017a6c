import { createHash, randomBytes } from 'node:crypto';
import { PATHS } from '../../../shared/routes.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { enqueueEmail } from '../email/index.js';
import { hashPassword } from './password.js';
import * as resetTokenRepository from './reset-token-repository.js';
import * as sessionRepository from './session-repository.js';
import * as userRepository from './user-repository.js';

/** A reset link works for an hour (docs/decisions/0009). */
export const RESET_VALID_MINUTES = 60;
/** Links one account may be sent in an hour; more requests get the same answer and no email. */
const RESETS_PER_ACCOUNT_PER_HOUR = 3;

export const INVALID_RESET_LINK = 'This reset link is invalid or has expired. Ask for a new one.';

const hashToken = (token: string) => createHash('sha256').update(`password-reset:${token}`).digest('hex');

/**
 * Password reset (docs/decisions/0009): a single-use token of 256 random bits, only
 * its hash stored, valid for an hour, emailed through the outbox in the transaction that stores
 * it. The link carries the token after '#', so it never reaches a server log. A new password ends
 * every session of the account, and every other link it was sent.
 */
export function createPasswordReset(db: Executor, now: () => Date = () => new Date()) {
  return {
    /** Sends a link when the email has an account; the caller answers the same either way. */
    async request(email: string, origin: string): Promise<void> {
      const at = now();
      const hourAgo = new Date(at.getTime() - 60 * 60_000).toISOString();
      await db.transaction().execute(async (trx) => {
        const user = await userRepository.findByEmail(trx, email);
        if (!user) return;
        if ((await resetTokenRepository.countSince(trx, user.id, hourAgo)) >= RESETS_PER_ACCOUNT_PER_HOUR)
          return;

        const token = randomBytes(32).toString('base64url');
        await resetTokenRepository.insert(trx, {
          hash: hashToken(token),
          userId: user.id,
          createdAt: at.toISOString(),
          expiresAt: new Date(at.getTime() + RESET_VALID_MINUTES * 60_000).toISOString(),
        });
        await enqueueEmail(trx, {
          orderId: null,
          to: email,
          message: {
            kind: 'password_reset',
            data: {
              name: user.full_name,
              resetUrl: `${origin}${PATHS.passwordReset}#token=${token}`,
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
      if (!(await resetTokenRepository.liveUser(db, hashToken(token), at))) throw invalid();
      const passwordHash = await hashPassword(password);
      const userId = await db.transaction().execute(async (trx) => {
        const used = await resetTokenRepository.useUp(trx, hashToken(token), at);
        if (!used) return undefined;
        await userRepository.setPasswordHash(trx, used, passwordHash);
        await resetTokenRepository.useUpAllOf(trx, used, at);
        await sessionRepository.removeAllOf(trx, used);
        return used;
      });
      if (!userId) throw invalid();
      return userId;
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordReset>;
