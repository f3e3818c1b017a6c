import type { Selectable } from 'kysely';
import type { ConsentSource } from '../../../shared/schemas/marketing.js';
import type { Executor } from '../../db/database.js';
import type { MarketingConsentsTable } from '../../db/schema.js';

export type ConsentRow = Selectable<MarketingConsentsTable>;
export type WithdrawnVia = NonNullable<MarketingConsentsTable['withdrawn_via']>;

/** An account's consents: those it gave, and the one of its email address (given as a guest before). */
export interface ConsentOwner {
  userId: string;
  email: string;
}

/**
 * Records a consent given now, one row per address. A consent already in force keeps the moment and
 * the way it was first given (the proof POPIA asks for is the earliest); a withdrawn one is given
 * anew. The row stays with the first account that gave it.
 */
export async function give(
  db: Executor,
  consent: { id: string; email: string; userId: string | null; source: ConsentSource; at: string },
): Promise<void> {
  await db
    .insertInto('marketing_consents')
    .values({
      id: consent.id,
      email: consent.email,
      user_id: consent.userId,
      source: consent.source,
      given_at: consent.at,
      withdrawn_at: null,
      withdrawn_via: null,
    })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet((eb) => {
        const inForce = eb('marketing_consents.withdrawn_at', 'is', null);
        return {
          given_at: eb
            .case()
            .when(inForce)
            .then(eb.ref('marketing_consents.given_at'))
            .else(eb.ref('excluded.given_at'))
            .end(),
          source: eb
            .case()
            .when(inForce)
            .then(eb.ref('marketing_consents.source'))
            .else(eb.ref('excluded.source'))
            .end(),
          user_id: eb.fn.coalesce('marketing_consents.user_id', 'excluded.user_id'),
          withdrawn_at: null,
          withdrawn_via: null,
        };
      }),
    )
    .execute();
}

export function findById(db: Executor, id: string): Promise<ConsentRow | undefined> {
  return db.selectFrom('marketing_consents').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findByEmail(db: Executor, email: string): Promise<ConsentRow | undefined> {
  return db.selectFrom('marketing_consents').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Withdraws one consent, if it is in force (a second withdrawal keeps the first one's moment). */
export async function withdrawById(db: Executor, id: string, at: string, via: WithdrawnVia): Promise<void> {
  await db
    .updateTable('marketing_consents')
    .set({ withdrawn_at: at, withdrawn_via: via })
    .where('id', '=', id)
    .where('withdrawn_at', 'is', null)
    .execute();
}

/** Withdraws every consent of an account that is in force. */
export async function withdrawOf(db: Executor, owner: ConsentOwner, at: string, via: WithdrawnVia) {
  await db
    .updateTable('marketing_consents')
    .set({ withdrawn_at: at, withdrawn_via: via })
    .where((eb) => eb.or([eb('user_id', '=', owner.userId), eb('email', '=', owner.email)]))
    .where('withdrawn_at', 'is', null)
    .execute();
}

/** An account's consents, the first given first. */
export function ofOwner(db: Executor, owner: ConsentOwner): Promise<ConsentRow[]> {
  return db
    .selectFrom('marketing_consents')
    .selectAll()
    .where((eb) => eb.or([eb('user_id', '=', owner.userId), eb('email', '=', owner.email)]))
    .orderBy('given_at')
    .orderBy('id')
    .execute();
}

/** Forgets every consent of an account: given or withdrawn, nothing of it is kept. */
export async function eraseOf(db: Executor, owner: ConsentOwner): Promise<void> {
  await db
    .deleteFrom('marketing_consents')
    .where((eb) => eb.or([eb('user_id', '=', owner.userId), eb('email', '=', owner.email)]))
    .execute();
}
