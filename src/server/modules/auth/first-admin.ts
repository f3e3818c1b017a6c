import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation } from '../../db/errors.js';
import { hashPassword } from './password.js';
import type { AuthRepository } from './repository.js';

/** Used when ADMIN_EMAIL is not set and the shop has no administrator yet. */
export const DEFAULT_ADMIN_EMAIL = 'admin@shop.local';

export interface FirstAdminOptions {
  email: string | undefined;
  password: string | undefined;
  /** Where a generated password is shown, once. */
  print: (text: string) => void;
}

/**
 * Makes sure the shop can be administered (DESIGN.md §1): ADMIN_EMAIL names the administrator,
 * created with ADMIN_PASSWORD or promoted if the account exists. Without ADMIN_PASSWORD, a shop that
 * has no administrator gets one with a generated password, printed once. No password is built in.
 */
export async function ensureFirstAdmin(
  repository: AuthRepository,
  options: FirstAdminOptions,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  if (options.password === undefined && (await repository.countAdmins()) > 0) return;
  const email = options.email ?? DEFAULT_ADMIN_EMAIL;
  const existing = await repository.findUserIdByEmail(email);
  if (existing) {
    await repository.addRole(existing, 'admin');
    log.info({ email }, 'administrator account ready');
    return;
  }

  const password = options.password ?? randomBytes(18).toString('base64url');
  try {
    await repository.createUser(
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
