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
    /** Seconds until the address may try again, or 0 when it may try now. */
    retryAfterSeconds(key: string): number {
      const entry = live(key);
      return entry && entry.count >= maxFailures ? Math.ceil((entry.resetAt - now()) / 1000) : 0;
    },

    recordFailure(key: string): void {
      const entry = live(key);
      if (entry) entry.count++;
      else failures.set(key, { count: 1, resetAt: now() + windowMs });
      // Bounded memory: forget windows that have ended once the map grows.
      if (failures.size > 10_000) for (const k of failures.keys()) live(k);
    },
  };
}

export type FailedSignInLimit = ReturnType<typeof createFailedSignInLimit>;
