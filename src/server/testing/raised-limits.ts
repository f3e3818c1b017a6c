import { DEFAULT_LIMITS } from '../modules/limits/request-limits.js';

/**
 * REQUEST_LIMITS for tests and the bench, whose requests all come from one address: the limits on
 * costly requests raised out of the way (a test of a limit sets its own).
 */
export const RAISED_LIMITS = JSON.stringify(
  Object.fromEntries(
    Object.keys(DEFAULT_LIMITS).map((name) => [
      name,
      { max: { address: 1_000_000, session: 1_000_000, email: 1_000_000 } },
    ]),
  ),
);
