import { hash, verify } from '@node-rs/argon2';

/** argon2id at OWASP's parameters (docs/design.md §2): 19 MiB of memory, 2 passes, 1 lane. */
const ARGON2ID = {
  algorithm: 2 /* Algorithm.Argon2id, a const enum */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

/**
 * Checked against when no account has the email, so that a sign-in takes as long whether or not
 * the email is registered and the timing tells an attacker nothing.
 */
let decoy: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('not the password of any account');
  await verify(await decoy, password);
  return false;
}
