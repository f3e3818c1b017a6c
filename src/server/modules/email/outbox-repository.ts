import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { Database, OutboxEmailsTable } from '../../db/schema.js';
import { emailSubject } from './render.js';
import { withoutSecrets } from './secrets.js';
import type { EmailMessage } from './types.js';

/**
 * The outbox's statements. Each takes the executor first — the database or a transaction (a Kysely
 * Transaction is a Kysely) — so an email can be queued in the transaction of the change that causes it.
 * Timestamps are ISO strings: they compare correctly as text on SQLite and as timestamptz on PostgreSQL.
 */
export type OutboxEmailsRow = Selectable<OutboxEmailsTable>;
/** A row as the admin list shows it: without the message. */
export type OutboxEmailSummaryRow = Omit<OutboxEmailsRow, 'message'>;

export interface NewOutboxEmail {
  id?: string;
  orderId: string | null;
  to: string;
  message: EmailMessage;
  now: Date;
}

/** The message a row keeps, to render. */
export const messageOf = (row: Pick<OutboxEmailsRow, 'message'>) => JSON.parse(row.message) as EmailMessage;

/** Longest error message kept on a row (an SMTP answer can be long; the admin needs its gist). */
const MAX_ERROR_LENGTH = 1_000;

/** Queues an email, due at once: its data, not its rendering (which waits for the sender). Returns its id. */
export async function enqueueEmail(db: Executor, email: NewOutboxEmail): Promise<string> {
  const id = email.id ?? randomUUID();
  const now = email.now.toISOString();
  await db
    .insertInto('outbox_emails')
    .values({
      id,
      kind: email.message.kind,
      order_id: email.orderId,
      to_address: email.to,
      subject: emailSubject(email.message),
      message: JSON.stringify(email.message),
      attempts: 0,
      next_attempt_at: now,
      locked_until: null,
      sent_at: null,
      last_error: null,
      created_at: now,
    })
    .execute();
  return id;
}

/** Unsent, due, and not held by a sender's lease (or its lease ran out: that sender died or hung). */
const claimable = (now: string) => (eb: ExpressionBuilder<Database, 'outbox_emails'>) =>
  eb.and([
    eb('sent_at', 'is', null),
    eb('next_attempt_at', '<=', now),
    eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]),
  ]);

/**
 * Claims up to `limit` due emails for this sender until now + leaseMs. Each candidate is taken by a
 * conditional UPDATE that only succeeds while the row is still claimable, so when several app servers
 * share one database each email is claimed — and sent — by one of them only. Returns the rows won.
 */
export async function claimDueEmails(
  db: Executor,
  { now, leaseMs, limit }: { now: Date; leaseMs: number; limit: number },
): Promise<OutboxEmailsRow[]> {
  const at = now.toISOString();
  const lockedUntil = new Date(now.getTime() + leaseMs).toISOString();
  const candidates = await db
    .selectFrom('outbox_emails')
    .select('id')
    .where(claimable(at))
    .orderBy('next_attempt_at')
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();

  const won: OutboxEmailsRow[] = [];
  for (const { id } of candidates) {
    const row = await db
      .updateTable('outbox_emails')
      .set({ locked_until: lockedUntil })
      .where('id', '=', id)
      .where(claimable(at))
      .returningAll()
      .executeTakeFirst();
    if (row) won.push(row);
  }
  return won;
}

/**
 * Gives back the leases of claimed emails not sent (a server stopping), only while they are still the
 * ones it took (until `lockedUntil`): any server may send them at once.
 */
export async function releaseEmails(db: Executor, ids: readonly string[], lockedUntil: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('outbox_emails')
    .set({ locked_until: null })
    .where('id', 'in', ids)
    .where('sent_at', 'is', null)
    .where('locked_until', '=', lockedUntil.toISOString())
    .execute();
}

/** The email went out: it is never claimed again, and what it carried for its recipient alone is dropped. */
export async function markEmailSent(
  db: Executor,
  email: Pick<OutboxEmailsRow, 'id' | 'message'>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('outbox_emails')
    .set((eb) => ({
      sent_at: now.toISOString(),
      locked_until: null,
      attempts: eb('attempts', '+', 1),
      message: withoutSecrets(email.message),
    }))
    .where('id', '=', email.id)
    .execute();
}

/** The attempt failed: count it, keep why, and let the row be claimed again from nextAttemptAt. */
export async function markEmailFailed(
  db: Executor,
  id: string,
  { error, nextAttemptAt }: { error: string; nextAttemptAt: Date },
): Promise<void> {
  await db
    .updateTable('outbox_emails')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, MAX_ERROR_LENGTH),
      next_attempt_at: nextAttemptAt.toISOString(),
      locked_until: null,
    }))
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .execute();
}

/** A page of the outbox, newest first, without the bodies; and how many emails there are in all. */
export async function listEmails(
  db: Executor,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ emails: OutboxEmailSummaryRow[]; total: number }> {
  const [emails, count] = await Promise.all([
    db
      .selectFrom('outbox_emails')
      .select([
        'id',
        'kind',
        'order_id',
        'to_address',
        'subject',
        'attempts',
        'next_attempt_at',
        'locked_until',
        'sent_at',
        'last_error',
        'created_at',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('outbox_emails')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  // PostgreSQL counts in bigint, which the driver hands over as text.
  return { emails, total: Number(count.total) };
}

export async function findEmail(db: Executor, id: string): Promise<OutboxEmailsRow | undefined> {
  return db.selectFrom('outbox_emails').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Whose emails, for an account owner's rights: those about its orders, and those about no order
 * (a password reset) written to its address. Not those about another order sent to the same
 * address: a guest's order with that email may be someone else's.
 */
export interface Recipient {
  address: string;
  orderIds: readonly string[];
}

const toRecipient =
  ({ address, orderIds }: Recipient) =>
  (eb: ExpressionBuilder<Database, 'outbox_emails'>) => {
    const orderless = eb.and([eb('order_id', 'is', null), eb('to_address', '=', address)]);
    return orderIds.length === 0 ? orderless : eb.or([orderless, eb('order_id', 'in', orderIds)]);
  };

/** The emails the shop wrote to the recipient, oldest first: what and when, for their export. */
export function ofRecipient(db: Executor, recipient: Recipient) {
  return db
    .selectFrom('outbox_emails')
    .select(['to_address', 'subject', 'created_at', 'sent_at'])
    .where(toRecipient(recipient))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * Forgets the emails written to the recipient, sent or waiting (docs/decisions/0021-privacy.md):
 * each holds their name and order, and one waiting would go to an address they have taken back.
 */
export async function forgetRecipient(db: Executor, recipient: Recipient): Promise<void> {
  await db.deleteFrom('outbox_emails').where(toRecipient(recipient)).execute();
}

/** The outbox's backlog: emails not sent yet, the oldest one's age, and how many of them failed at least once. */
export async function backlog(db: Executor, now: Date) {
  const row = await db
    .selectFrom('outbox_emails')
    .select([
      (eb) => eb.fn.countAll<number | string>().as('unsent'),
      (eb) => eb.fn.min('created_at').as('oldest'),
      (eb) => eb.fn.count<number | string>('last_error').as('failing'),
    ])
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    unsent: Number(row.unsent),
    oldestSeconds: row.oldest ? Math.max(0, (now.getTime() - new Date(row.oldest).getTime()) / 1000) : 0,
    failing: Number(row.failing),
  };
}
