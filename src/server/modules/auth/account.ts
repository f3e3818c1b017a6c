import { randomBytes } from 'node:crypto';
import type { Executor, Trx } from '../../db/database.js';
import { subjectKey } from '../limits/index.js';
import * as deviceRepository from './device-repository.js';
import { hashPassword } from './password.js';
import * as resetTokenRepository from './reset-token-repository.js';
import * as sessionRepository from './session-repository.js';
import * as throttleRepository from './throttle-repository.js';
import * as userRepository from './user-repository.js';

/**
 * A shopper's account as their privacy rights read and erase it (docs/decisions/0021-privacy.md):
 * what the account page and the export show of it, and its deletion.
 */

/** The account's profile and roles; undefined once it is deleted. */
export const accountProfile = (db: Executor, userId: string) => userRepository.profileOf(db, userId);

/** The account's live sessions and the browsers it signed in from: when, never their tokens. */
export async function accountAccess(db: Executor, userId: string, now: Date) {
  const sessions = await sessionRepository.liveOf(db, userId, now.toISOString());
  const devices = await deviceRepository.ofUser(db, userId);
  return {
    sessions: sessions.map((s) => ({ createdAt: s.created_at, expiresAt: s.expires_at })),
    trustedDevices: devices.map((d) => ({ createdAt: d.created_at })),
  };
}

/**
 * The email a deleted account keeps: unique, and no address at all, so it can never be typed to
 * sign in (the shared schema refuses it) and no email can be sent to it.
 */
export const deletedEmail = (userId: string) => `deleted:${userId}`;

/**
 * Holds the account's row to the end of the caller's transaction, unless the account is deleted:
 * false then. An order placed for the account and the account's deletion (which takes the row
 * first too) come one after the other on either engine; on PostgreSQL a deletion that waited for
 * the order fails to serialize, and is tried again, seeing the order under way.
 */
export const holdLiveAccount = (trx: Trx, userId: string): Promise<boolean> =>
  userRepository.hold(trx, userId, deletedEmail(userId));

/** A password hash no one knows the password of (made before the transaction: hashing is slow). */
export const unknownPasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

/**
 * Erases the account in the caller's transaction: its name and email, password, sessions, trusted
 * browsers, reset links and failed sign-ins go; the user row stays, anonymous, for the orders.
 */
export async function eraseAccount(
  trx: Trx,
  user: { id: string; email: string },
  passwordHash: string,
): Promise<void> {
  await sessionRepository.removeAllOf(trx, user.id);
  await deviceRepository.removeAllOf(trx, user.id);
  await resetTokenRepository.removeAllOf(trx, user.id);
  await throttleRepository.forget(trx, subjectKey('account', user.email));
  await userRepository.erase(trx, user.id, { email: deletedEmail(user.id), passwordHash });
}
