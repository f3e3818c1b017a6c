import type { Executor } from '../../db/database.js';
import {
  claimDueEmails,
  markEmailFailed,
  markEmailSent,
  messageOf,
  releaseEmails,
} from './outbox-repository.js';
import { renderEmail } from './render.js';
import { createPeriodicJob } from '../../jobs/periodic-job.js';
import type { MailAttachment, MailTransport } from './smtp-transport.js';
import type { EmailMessage } from './types.js';

/** The parts of a pino logger the worker uses (Fastify's app.log fits). */
export interface OutboxLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OutboxWorkerOptions {
  db: Executor;
  transport: MailTransport;
  now?: () => Date;
  log: OutboxLog;
  /** How often start() looks for due emails. */
  intervalMs?: number;
  /** How long a claimed email is this worker's alone; after that another may take it over. */
  leaseMs?: number;
  batchSize?: number;
  /** The files an email carries, made as it is sent. */
  attachments?: (message: EmailMessage) => Promise<MailAttachment[]>;
}

export interface OutboxRun {
  sent: number;
  failed: number;
}

export interface OutboxWorker {
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
  /** One pass over the due emails (after any run in progress: runs never overlap). */
  runOnce(): Promise<OutboxRun>;
}

const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/**
 * How long to wait after a failed attempt, given the attempts made before it: 30 s, 1 min, 2 min, …,
 * then hourly. There is no last attempt: a mail server that is down delays mail, it never loses it.
 */
export function retryDelayMs(previousAttempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.min(previousAttempts, 20), LONGEST_RETRY_MS);
}

const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message || error.name : String(error);

/** Sends the outbox's due emails: on a timer once started, or one pass at a time with runOnce. */
export function createOutboxWorker({
  db,
  transport,
  now = () => new Date(),
  log,
  intervalMs = 2_000,
  // Longer than any one send can take (three 10 s SMTP timeouts and more), so no lease runs out mid-send.
  leaseMs = 5 * 60_000,
  batchSize = 20,
  attachments = async () => [],
}: OutboxWorkerOptions): OutboxWorker {
  let stopping = false;

  async function run(): Promise<OutboxRun> {
    const startedAt = now();
    const due = await claimDueEmails(db, { now: startedAt, leaseMs, limit: batchSize });
    const result: OutboxRun = { sent: 0, failed: 0 };
    for (const [i, email] of due.entries()) {
      // Leave the rest of the batch once half the lease is gone: sending one after its lease ran out
      // could send it twice (another server may have claimed it). The rest go when their lease expires.
      if (now().getTime() - startedAt.getTime() > leaseMs / 2) break;
      // A server stopping gives the rest of its batch back (its own leases only), for another to send at once.
      if (stopping) {
        await releaseEmails(
          db,
          due.slice(i).map((rest) => rest.id),
          new Date(startedAt.getTime() + leaseMs),
        );
        break;
      }
      try {
        const message = messageOf(email);
        const { html, text } = renderEmail(message);
        await transport.send({
          id: email.id,
          to: email.to_address,
          subject: email.subject,
          html,
          text,
          attachments: await attachments(message),
        });
      } catch (error) {
        const nextAttemptAt = new Date(now().getTime() + retryDelayMs(email.attempts));
        await markEmailFailed(db, email.id, { error: errorMessage(error), nextAttemptAt });
        log.warn(
          { emailId: email.id, attempts: email.attempts + 1, nextAttemptAt, err: error },
          'Email not sent; will retry',
        );
        result.failed += 1;
        continue;
      }
      // Should this fail (database gone), the email is sent again once its lease expires: at least once.
      await markEmailSent(db, email, now());
      result.sent += 1;
    }
    if (result.sent + result.failed > 0) log.info({ ...result }, 'Outbox run');
    return result;
  }

  const job = createPeriodicJob({
    run,
    intervalMs,
    onError: (error) => log.error({ err: error }, 'Outbox run failed'),
  });
  return {
    ...job,
    /** Finishes the email being sent, gives back the rest of the batch's leases, and stops. */
    async stop() {
      stopping = true;
      await job.stop();
    },
  };
}
