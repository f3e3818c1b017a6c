import { randomUUID } from 'node:crypto';
import {
  type ConsentSource,
  type MarketingConsent,
  UNSUBSCRIBE_LINK_INVALID,
  type UnsubscribeStatus,
} from '../../../shared/schemas/marketing.js';
import type { Executor, Trx } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import * as consentRepository from './consent-repository.js';
import type { ConsentOwner } from './consent-repository.js';
import { secretFor } from './signing-key-repository.js';
import { consentOfToken, maskEmail, unsubscribeToken, unsubscribeUrl } from './unsubscribe-links.js';

/** The purpose of the key unsubscribe links are signed with (signing_keys). */
export const UNSUBSCRIBE_KEY = 'unsubscribe';

/**
 * Records a consent the shopper gave by ticking the box (sign-up, checkout), in the transaction of
 * the account or the order it came with: both are kept, or neither.
 */
export async function giveConsent(
  trx: Trx,
  consent: { email: string; userId: string | null; source: ConsentSource; at: Date },
): Promise<void> {
  await consentRepository.give(trx, {
    id: randomUUID(),
    email: consent.email,
    userId: consent.userId,
    source: consent.source,
    at: consent.at.toISOString(),
  });
}

/** The consent of an account's email address, as its page shows it. */
export async function accountConsent(db: Executor, email: string): Promise<MarketingConsent> {
  const row = await consentRepository.findByEmail(db, email);
  return {
    subscribed: row !== undefined && row.withdrawn_at === null,
    givenAt: row?.given_at ?? null,
    source: row?.source ?? null,
    withdrawnAt: row?.withdrawn_at ?? null,
  };
}

/**
 * The account page's switch: on gives the consent of the account's address; off withdraws every
 * consent of the account (a shopper who says no means no, whichever address they once typed).
 */
export async function setAccountConsent(
  db: Executor,
  owner: ConsentOwner,
  subscribed: boolean,
  at: Date,
): Promise<MarketingConsent> {
  if (subscribed) {
    await consentRepository.give(db, {
      id: randomUUID(),
      email: owner.email,
      userId: owner.userId,
      source: 'account',
      at: at.toISOString(),
    });
  } else {
    await consentRepository.withdrawOf(db, owner, at.toISOString(), 'account');
  }
  return accountConsent(db, owner.email);
}

/** Every consent of an account, for its export. */
export async function consentsOf(db: Executor, owner: ConsentOwner) {
  return (await consentRepository.ofOwner(db, owner)).map((row) => ({
    email: row.email,
    source: row.source,
    givenAt: row.given_at,
    withdrawnAt: row.withdrawn_at,
    withdrawnVia: row.withdrawn_via,
  }));
}

/** Forgets every consent of an account, in the transaction that deletes it. */
export const eraseConsentsOf = (trx: Trx, owner: ConsentOwner) => consentRepository.eraseOf(trx, owner);

/** The unsubscribe links: made for each marketing email, read by the unsubscribe page and its button. */
export function createUnsubscribeLinks({ db, now }: { db: Executor; now: () => Date }) {
  let key: Promise<string> | undefined;
  const signingKey = () =>
    (key ??= secretFor(db, UNSUBSCRIBE_KEY, now().toISOString()).catch((error: unknown) => {
      key = undefined;
      throw error;
    }));

  async function consentOf(token: string): Promise<string> {
    const consentId = consentOfToken(await signingKey(), token);
    if (!consentId) throw new AppError(400, 'unsubscribe_link_invalid', UNSUBSCRIBE_LINK_INVALID);
    return consentId;
  }

  return {
    /** The address every marketing email to this consent must carry (its link and List-Unsubscribe). */
    async linkFor(consentId: string, origin: string): Promise<string> {
      return unsubscribeUrl(origin, unsubscribeToken(await signingKey(), consentId));
    },

    /** What the link stops; a consent since erased (an account deleted) reads as unsubscribed. */
    async status(token: string): Promise<UnsubscribeStatus> {
      const row = await consentRepository.findById(db, await consentOf(token));
      return {
        maskedEmail: row ? maskEmail(row.email) : null,
        subscribed: row !== undefined && row.withdrawn_at === null,
        withdrawnAt: row?.withdrawn_at ?? null,
      };
    },

    /** Withdraws the consent the link names (nothing more to do when it is withdrawn or gone). */
    async unsubscribe(token: string): Promise<void> {
      await consentRepository.withdrawById(db, await consentOf(token), now().toISOString(), 'unsubscribe');
    },
  };
}

export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;

/** Whether the address said no to the shop's emails (withdrew its consent, or unsubscribed). */
export async function saidNo(db: Executor, email: string): Promise<boolean> {
  const row = await consentRepository.findByEmail(db, email);
  return row !== undefined && row.withdrawn_at !== null;
}
