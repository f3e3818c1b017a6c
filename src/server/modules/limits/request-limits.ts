import { createHash } from 'node:crypto';
import type { Executor } from '../../db/database.js';
import { tooManyRequests } from '../../http/errors.js';
import { countHits, currentHits, forgetWindowsBefore, returnHits } from './limit-repository.js';

/** What a limit counts by: the client's address, its cart session, the email a request names. */
export type SubjectKind = 'address' | 'session' | 'email';

export interface LimitRule {
  windowSeconds: number;
  /** The hits each kind of subject may make in one window; a kind left out is not counted. */
  max: Partial<Record<SubjectKind, number>>;
}

/**
 * The limits on anonymous and costly writes (docs/decisions/0012), per fixed window.
 * An office or a mobile network shares one address among many shoppers, so an address may do
 * more than one cart session or one email. README.md tells how to change them (REQUEST_LIMITS).
 */
export const DEFAULT_LIMITS = {
  /** Orders placed (each one takes stock, a hold and an email). */
  orders: { windowSeconds: 3600, max: { address: 30, session: 10 } },
  /** Checkout quotes naming a coupon the shop does not take: guesses at codes. */
  couponTries: { windowSeconds: 900, max: { address: 30, session: 10 } },
  /** Accounts created (each one a slow password hash). */
  signUps: { windowSeconds: 3600, max: { address: 10 } },
  /** Password reset emails asked for. */
  resetRequests: { windowSeconds: 3600, max: { address: 10, email: 3 } },
  /** Reviews written or changed (each one waits for a moderator). */
  reviews: { windowSeconds: 3600, max: { address: 30, session: 20 } },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof DEFAULT_LIMITS;
export type LimitRules = Record<LimitName, LimitRule>;

const REFUSALS: Record<LimitName, string> = {
  orders: 'Too many orders from here. Please wait a while and try again.',
  couponTries: 'Too many coupon codes tried. Please wait a few minutes and try again.',
  signUps: 'Too many new accounts from here. Please wait a while and try again.',
  resetRequests: 'Too many reset requests. Please wait a few minutes and try again.',
  reviews: 'Too many reviews from here. Please wait a while and try again.',
};

/** A stored subject: a hash, so no table holds an address or an email (the sign-in throttle too). */
export const subjectKey = (kind: string, value: string) =>
  createHash('sha256').update(`${kind}:${value}`).digest('base64url').slice(0, 32);

export interface LimitHit {
  /** Takes the hit back: the request proved harmless (a coupon the shop takes). */
  giveBack(): Promise<void>;
}

/**
 * Counts requests against the limits in the database, so that every app server on it counts the
 * same hits. A request over any of its subjects' limits is refused with 429 and Retry-After.
 */
export function createRequestLimits(db: Executor, rules: LimitRules, now: () => number = Date.now) {
  const purgedWindow = new Map<LimitName, number>();

  /**
   * The rule's window now and the subjects it counts; a new window forgets the ended ones first
   * (`purge`: not from within a transaction, on SQLite's one connection).
   */
  async function window(name: LimitName, subjects: Partial<Record<SubjectKind, string>>, purge = true) {
    const rule = rules[name];
    const windowMs = rule.windowSeconds * 1000;
    const at = now();
    const windowStart = at - (at % windowMs);
    if (purge && purgedWindow.get(name) !== windowStart) {
      purgedWindow.set(name, windowStart);
      await forgetWindowsBefore(db, name, windowStart);
    }
    const counted = (Object.keys(subjects) as SubjectKind[]).flatMap((kind) => {
      const value = subjects[kind];
      const max = rule.max[kind];
      return value && max !== undefined ? [{ key: subjectKey(kind, value), max }] : [];
    });
    const refusal = () => tooManyRequests(REFUSALS[name], Math.ceil((windowStart + windowMs - at) / 1000));
    return { windowStart, counted, keys: counted.map(({ key }) => key), refusal };
  }

  return {
    /**
     * Refuses at once a request whose subjects have used up their window, before it does any work,
     * counting nothing: for a change whose hit is taken in its own transaction (`take` with it).
     */
    async refuseSpent(name: LimitName, subjects: Partial<Record<SubjectKind, string>>): Promise<void> {
      const { windowStart, counted, keys, refusal } = await window(name, subjects);
      const hits = await currentHits(db, name, keys, windowStart);
      if (counted.some(({ key, max }) => (hits.get(key) ?? 0) >= max)) throw refusal();
    },

    /**
     * Takes a hit from each subject. `executor` is the change's own transaction when the hit should
     * count only if the change is made (one commit for both; a refusal rolls the change back); call
     * `refuseSpent` before that transaction begins (it also forgets ended windows, on the database
     * itself: SQLite's one connection is the transaction's until it ends).
     */
    async take(
      name: LimitName,
      subjects: Partial<Record<SubjectKind, string>>,
      executor: Executor = db,
    ): Promise<LimitHit> {
      const { windowStart, counted, keys, refusal } = await window(name, subjects, executor === db);
      const hits = await countHits(executor, name, keys, windowStart);
      if (counted.some(({ key, max }) => hits.get(key)! > max)) throw refusal();
      return {
        async giveBack() {
          await returnHits(db, name, keys, windowStart);
        },
      };
    },
  };
}

export type RequestLimits = ReturnType<typeof createRequestLimits>;
