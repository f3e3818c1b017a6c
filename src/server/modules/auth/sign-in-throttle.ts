import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import { tooManyRequests } from '../../http/errors.js';
import { subjectKey } from '../limits/index.js';
import * as throttleRepository from './throttle-repository.js';

/**
 * What failed sign-ins are counted by. An account and an address each get free tries, then growing
 * waits; a browser the account has signed in from before (a trusted device) is counted on its own
 * instead, so that nobody guessing at the account, from anywhere, can keep its owner out.
 */
export type ThrottleSubject =
  | { kind: 'account'; email: string }
  | { kind: 'address'; ip: string }
  | { kind: 'device'; tokenHash: string };

/** Tries without a wait: an office or a mobile network puts many shoppers behind one address. */
const FREE_TRIES: Record<ThrottleSubject['kind'], number> = { account: 5, address: 20, device: 5 };

/** The wait before the next try after each failure past the free ones, then the longest one. */
const WAITS_SECONDS = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512] as const;
const LONGEST_WAIT_SECONDS = 900;

const keyOf = (subject: ThrottleSubject) => {
  const value =
    subject.kind === 'account' ? subject.email : subject.kind === 'address' ? subject.ip : subject.tokenHash;
  return subjectKey(subject.kind, value);
};

/** The moment the next try may come, after `failures` failures (an SQL expression of them). */
function nextTryAt(failures: RawBuilder<number>, free: number, at: number): RawBuilder<number> {
  const steps = WAITS_SECONDS.map(
    (seconds, i) => sql`when ${failures} <= ${sql.lit(free + i + 1)} then ${sql.lit(at + seconds * 1000)}`,
  );
  return sql<number>`case when ${failures} <= ${sql.lit(free)} then ${sql.lit(at)} ${sql.join(steps, sql` `)} else ${sql.lit(at + LONGEST_WAIT_SECONDS * 1000)} end`;
}

const waitText = (seconds: number) =>
  seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;

/**
 * Growing waits after failed sign-ins (docs/decisions/0012), in the database so that
 * every app server counts the same failures. A try is counted as a failure before its password is
 * checked, in one statement that also refuses it while its subject must wait: many tries at once
 * cannot all slip through while the slow hash runs. A try refused for waiting is not counted.
 */
export function createSignInThrottle(db: Executor, now: () => number = Date.now) {
  return {
    /** Counts a try against each subject, or refuses it (429 with Retry-After) while one must wait. */
    async claim(subjects: ThrottleSubject[]): Promise<void> {
      const at = now();
      for (const subject of subjects) {
        const free = FREE_TRIES[subject.kind];
        const key = keyOf(subject);
        if (await throttleRepository.countFailure(db, key, at, (failures) => nextTryAt(failures, free, at))) {
          continue;
        }
        const blockedUntil = (await throttleRepository.blockedUntil(db, key)) ?? at;
        const seconds = Math.max(1, Math.ceil((blockedUntil - at) / 1000));
        throw tooManyRequests(
          `Too many failed sign-ins. Please wait ${waitText(seconds)} and try again.`,
          seconds,
        );
      }
    },

    /**
     * The password was right: the account's and the browser's failures are forgotten, and the
     * address's count loses the try it was given (its other failures stand).
     */
    async succeeded(subjects: ThrottleSubject[]): Promise<void> {
      for (const subject of subjects) {
        const key = keyOf(subject);
        if (subject.kind === 'address') await throttleRepository.returnFailure(db, key);
        else await throttleRepository.forget(db, key);
      }
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
