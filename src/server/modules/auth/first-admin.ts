import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation } from '../../db/errors.js';
import type { Executor } from '../../db/database.js';
import { hashPassword, verifyPassword } from './password.js';
import { createUser } from './service.js';
import * as userRepository from './user-repository.js';

/** Used when ADMIN_EMAIL is not set and the shop has no administrator yet. */
export const DEFAULT_ADMIN_EMAIL = 'admin@shop.local';

export interface FirstAdminOptions {
  email: string | undefined;
  password: string | undefined;
  /** Where a generated password is shown, once. */
  print: (text: string) => void;
}

/**
 * Makes sure the shop can be administered (docs/design.md §1). ADMIN_EMAIL and ADMIN_PASSWORD create that
 * administrator, or promote the existing account only when ADMIN_PASSWORD is its password: sign-up
 * does not verify emails, so an email alone must never make anyone an administrator. Without
 * ADMIN_PASSWORD, a shop with no administrator gets a new account with a generated password,
 * printed once. No password is built in.
 */
export async function ensureFirstAdmin(
  db: Executor,
  options: FirstAdminOptions,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<void> {
  if (options.password === undefined && (await userRepository.countAdmins(db)) > 0) return;
  const email = options.email ?? DEFAULT_ADMIN_EMAIL;
  const existing = await userRepository.findCredentials(db, email);
  if (existing) {
    if (options.password !== undefined && (await verifyPassword(existing.password_hash, options.password))) {
      await userRepository.addRole(db, existing.id, 'admin');
      log.info({ email }, 'administrator account ready');
    } else {
      log.warn(
        { email },
        'an account with the administrator email exists but ADMIN_PASSWORD is not its password: not promoted ' +
          '(if it is yours, run npm run admin:promote -- <email>)',
      );
    }
    return;
  }

  const password = options.password ?? randomBytes(18).toString('base64url');
  try {
    await createUser(
      db,
      {
        id: randomUUID(),
        email,
        fullName: 'Administrator',
        passwordHash: await hashPassword(password),
        createdAt: new Date().toISOString(),
      },
      'admin',
    );
  } catch (error) {
    // Another app server starting at the same moment created it first.
    if (isUniqueViolation(error)) return;
    throw error;
  }
  log.info({ email }, 'administrator account created');
  if (options.password === undefined) {
    options.print(
      [
        '',
        'The shop had no administrator, so one was created. This password is shown only this once:',
        `  email:    ${email}`,
        `  password: ${password}`,
        'Sign in at /auth, then open /admin.',
        '',
      ].join('\n'),
    );
  }
}
