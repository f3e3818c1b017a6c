import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../db/database.js';
import { createTestDatabase } from '../../db/testing/test-database.js';
import { shippedMessage } from '../../testing/emails.js';
import { startSmtpSink } from '../../testing/smtp-sink.js';
import { claimDueEmails, enqueueEmail } from './outbox-repository.js';
import { createOutboxWorker } from './outbox-worker.js';
import { createSmtpTransport, type OutgoingMail } from './smtp-transport.js';

// Two app servers, each with its own connection pool, sending from one outbox on one PostgreSQL database.
const COUNT = 30;
const NOW = new Date('2026-11-22T08:00:00.000Z');
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

let first: Db & { url?: string };
let second: Db;

beforeAll(async () => {
  first = await createTestDatabase();
  if (!first.url) throw new Error('This test needs the PostgreSQL test database');
  second = await openDatabase({ databaseUrl: first.url, sqlitePath: '' });
});
afterAll(async () => {
  await second?.destroy();
  await first?.destroy();
});
beforeEach(async () => {
  await first.kysely.deleteFrom('outbox_emails').execute();
  for (let i = 1; i <= COUNT; i++) {
    await enqueueEmail(first.kysely, {
      orderId: null,
      to: `shopper${i}@example.com`,
      message: shippedMessage(i),
      now: NOW,
    });
  }
});

describe('two app servers on one outbox', () => {
  it('claim disjoint sets of emails when they claim at the same moment', async () => {
    const claim = (db: Db) => claimDueEmails(db.kysely, { now: NOW, leaseMs: 60_000, limit: COUNT });
    const [a, b] = await Promise.all([claim(first), claim(second)]);
    const ids = [...a, ...b].map((row) => row.id);
    expect(ids).toHaveLength(COUNT);
    expect(new Set(ids).size).toBe(COUNT);
  });

  it('send each of 30 queued emails exactly once', async () => {
    const smtp = await startSmtpSink();
    const { port } = smtp;
    const sentBy = [0, 0];
    const transports = [first, second].map((_, i) => {
      const smtpTransport = createSmtpTransport({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        mailFrom: 'shop@lekker.example',
      });
      return {
        async send(mail: OutgoingMail) {
          await smtpTransport.send(mail);
          sentBy[i]! += 1;
        },
        close: () => smtpTransport.close(),
      };
    });
    // Small batches on a fast timer: while one server is sending its batch, the other claims the next.
    const workers = [first, second].map((db, i) =>
      createOutboxWorker({
        db: db.kysely,
        transport: transports[i]!,
        now: () => NOW,
        log: quiet,
        batchSize: 5,
        intervalMs: 10,
      }),
    );

    try {
      for (const worker of workers) worker.start();
      await smtp.receivedCount(COUNT);
      await Promise.all(workers.map((worker) => worker.stop()));
      const subjects = smtp.received.map((r) => r.mail.subject ?? '');

      // Every send was acknowledged before its run ended, so a second copy of any email would be here.
      expect(subjects).toHaveLength(COUNT);
      expect(new Set(subjects).size).toBe(COUNT);
      expect(sentBy[0]! + sentBy[1]!).toBe(COUNT);
      const unsent = await first.kysely
        .selectFrom('outbox_emails')
        .select('id')
        .where('sent_at', 'is', null)
        .execute();
      expect(unsent).toEqual([]);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      for (const transport of transports) transport.close();
      await smtp.close();
    }
  });
});
