export interface FailedSignInLimitOptions {
  /** Failures allowed from one address within the window. */
  maxFailures: number;
  windowMs: number;
  now?: () => number;
}

/**
 * Slows down password guessing: after `maxFailures` failed sign-ins from one address within the
 * window, that address gets 429 until the window ends. Successful sign-ins cost nothing. Kept in
 * memory: with several app servers each allows its own count, which still bounds guessing.
 */
export function createFailedSignInLimit({ maxFailures, windowMs, now = Date.now }: FailedSignInLimitOptions) {
  const failures = new Map<string, { count: number; resetAt: number }>();

  function live(key: string) {
    const entry = failures.get(key);
    if (entry && entry.resetAt <= now()) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  }

  return {
    /**
     * Counts a sign-in attempt before its password is checked, so that many attempts at once cannot
     * all slip through while the slow hash runs. Answers 0 when it may go ahead, otherwise the seconds
     * until the address may try again (and the attempt is not counted).
     */
    attempt(key: string): number {
      const entry = live(key);
      if (entry && entry.count >= maxFailures) return Math.ceil((entry.resetAt - now()) / 1000);
      if (entry) entry.count++;
      else failures.set(key, { count: 1, resetAt: now() + windowMs });
      // Bounded memory: forget windows that have ended once the map grows.
      if (failures.size > 10_000) for (const k of failures.keys()) live(k);
      return 0;
    },

    /** A sign-in that succeeded does not count against its address. */
    succeeded(key: string): void {
      const entry = live(key);
      if (entry) entry.count = Math.max(0, entry.count - 1);
    },
  };
}

export type FailedSignInLimit = ReturnType<typeof createFailedSignInLimit>;
