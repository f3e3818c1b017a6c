import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EmailDetail, EmailList } from '../../../shared/schemas/emails.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { createTestDatabase } from '../../db/testing/test-database.js';
import { shippedMessage } from '../../testing/emails.js';
import { type SmtpSink, startSmtpSink } from '../../testing/smtp-sink.js';
import { registerErrorHandling } from '../../http/errors.js';
import { emailsAdminRoutes } from './admin-routes.js';
import { createOutboxService } from './outbox-service.js';
import { enqueueEmail, findEmail } from './outbox-repository.js';
import type { EmailMessage } from './types.js';
import { createOutboxWorker, type OutboxLog, retryDelayMs } from './outbox-worker.js';
import { createSmtpTransport, type MailTransport } from './smtp-transport.js';

const MAIL_FROM = 'Lekker Living <orders@lekker.example>';

/** A port nobody listens on (for now). */
async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const silentLog = (): OutboxLog & { errors: unknown[]; warnings: unknown[] } => {
  const errors: unknown[] = [];
  const warnings: unknown[] = [];
  return {
    errors,
    warnings,
    info: () => {},
    warn: (details) => warnings.push(details),
    error: (details) => errors.push(details),
  };
};

const T0 = new Date('2026-11-22T08:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

let db: Db & { url?: string };
let kysely: Kysely<Database>;

beforeAll(async () => {
  db = await createTestDatabase();
  kysely = db.kysely;
});
afterAll(() => db.destroy());
beforeEach(async () => {
  await kysely.deleteFrom('outbox_emails').execute();
});

async function queue(message: EmailMessage, to: string, now = T0): Promise<string> {
  return enqueueEmail(kysely, { orderId: null, to, message, now });
}

async function queuePlain(count: number, now = T0): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    ids.push(
      await enqueueEmail(kysely, {
        orderId: null,
        to: `shopper${i}@example.com`,
        message: shippedMessage(i),
        now,
      }),
    );
  }
  return ids;
}

describe('the outbox worker over a real SMTP server', () => {
  let sink: SmtpSink;
  let transport: MailTransport;
  beforeEach(async () => {
    sink = await startSmtpSink();
    transport = createSmtpTransport({ smtpUrl: `smtp://127.0.0.1:${sink.port}`, mailFrom: MAIL_FROM });
  });
  afterEach(async () => {
    transport.close();
    await sink.close();
  });

  it('sends each due email once, with its recipient, subject, HTML and text, and marks it sent', async () => {
    const placed = await queue(
      {
        kind: 'order_placed',
        data: {
          customerName: 'Thandi Nkosi',
          orderNumber: 'ORD-ABC2345',
          orderUrl: 'https://shop.example/orders/1?key=k',
          lines: [
            {
              title: 'Oak Serving Board',
              variantOptions: '',
              quantity: 2,
              unitPriceCents: 34_900,
              lineTotalCents: 69_800,
            },
          ],
          breakdown: {
            itemsCents: 69_800,
            savingsCents: 0,
            discountCents: 0,
            couponCode: null,
            shippingCents: 0,
            deliveryLabel: 'Standard delivery (3–5 business days)',
            totalCents: 69_800,
          },
          shippingAddress: {
            street: '12 Long Street',
            suburb: 'Gardens',
            city: 'Cape Town',
            province: 'Western Cape',
            postalCode: '8001',
          },
          payment: { method: 'payfast', status: 'paid', payUrl: 'https://shop.example/orders/1?key=k' },
        },
      },
      'thandi@example.com',
    );
    await queue(
      {
        kind: 'order_shipped',
        data: {
          customerName: 'Sipho',
          orderNumber: 'ORD-DEF6789',
          orderUrl: 'https://shop.example/orders/2',
          trackingNumber: 'TCG998877',
        },
      },
      'sipho@example.com',
    );
    await queue(
      {
        kind: 'password_reset',
        data: { name: 'Anele', resetUrl: 'https://shop.example/reset?token=t0k3n', validMinutes: 60 },
      },
      'anele@example.com',
    );
    const worker = createOutboxWorker({ db: kysely, transport, now: () => T0, log: silentLog() });

    expect(await worker.runOnce()).toEqual({ sent: 3, failed: 0 });
    const received = await sink.receivedCount(3);
    const byRecipient = new Map(received.map((r) => [r.recipients[0], r.mail]));
    expect([...byRecipient.keys()].sort()).toEqual([
      'anele@example.com',
      'sipho@example.com',
      'thandi@example.com',
    ]);

    const order = byRecipient.get('thandi@example.com')!;
    expect(order.subject).toBe('Your Lekker Living order ORD-ABC2345');
    expect(order.from?.text).toContain('orders@lekker.example');
    // Its Message-ID is the outbox row's: a copy sent again after a crash is recognisably the same email.
    expect(order.messageId).toBe(`<${placed}@lekker.example>`);
    expect(order.html).toContain('Oak Serving Board');
    expect(order.text).toContain('Oak Serving Board');
    expect(order.text).toMatch(/Total\s+R698\.00/);

    const shipped = byRecipient.get('sipho@example.com')!;
    expect(shipped.subject).toBe('Order ORD-DEF6789 has shipped');
    expect(shipped.text).toContain('Tracking number: TCG998877');

    const reset = byRecipient.get('anele@example.com')!;
    expect(reset.subject).toBe('Reset your Lekker Living password');
    expect(reset.html).toContain('href="https://shop.example/reset?token=t0k3n"');
    expect(reset.text).toContain('https://shop.example/reset?token=t0k3n');

    const row = await findEmail(kysely, placed);
    expect(row).toMatchObject({
      sent_at: T0.toISOString(),
      attempts: 1,
      locked_until: null,
      last_error: null,
    });

    // Nothing is due any more: another run sends nothing again.
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(sink.received).toHaveLength(3);
  });

  it('never overlaps runs: two runs asked for at once send each email once', async () => {
    await queuePlain(4);
    const worker = createOutboxWorker({ db: kysely, transport, now: () => T0, log: silentLog() });
    const [first, second] = await Promise.all([worker.runOnce(), worker.runOnce()]);
    expect(first).toEqual({ sent: 4, failed: 0 });
    expect(second).toEqual({ sent: 0, failed: 0 });
    await sink.receivedCount(4);
    expect(sink.received.map((r) => r.mail.subject).sort()).toEqual([
      'Order ORD-1 has shipped',
      'Order ORD-2 has shipped',
      'Order ORD-3 has shipped',
      'Order ORD-4 has shipped',
    ]);
  });

  it('leaves emails that are not due yet, or claimed by another sender, for later', async () => {
    const [future] = await queuePlain(1, later(60_000));
    const worker = createOutboxWorker({ db: kysely, transport, now: () => T0, log: silentLog() });
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });

    // Another sender holds it until T0 + 2 min.
    await kysely
      .updateTable('outbox_emails')
      .set({ locked_until: later(120_000).toISOString() })
      .where('id', '=', future!)
      .execute();
    const at90s = createOutboxWorker({ db: kysely, transport, now: () => later(90_000), log: silentLog() });
    expect(await at90s.runOnce()).toEqual({ sent: 0, failed: 0 });

    // Its lease ran out (that sender died): the email is taken over and sent, as the same message.
    const at3min = createOutboxWorker({ db: kysely, transport, now: () => later(180_000), log: silentLog() });
    expect(await at3min.runOnce()).toEqual({ sent: 1, failed: 0 });
    const [taken] = await sink.receivedCount(1);
    expect(taken?.mail.subject).toBe('Order ORD-1 has shipped');
    expect(taken?.mail.messageId).toBe(`<${future}@lekker.example>`);
  });

  it('once started, sends on its own timer and stops cleanly', async () => {
    await queuePlain(2);
    const worker = createOutboxWorker({
      db: kysely,
      transport,
      now: () => T0,
      log: silentLog(),
      intervalMs: 20,
    });
    worker.start();
    await sink.receivedCount(2);
    await worker.stop();
    expect(sink.received.map((r) => r.mail.subject).sort()).toEqual([
      'Order ORD-1 has shipped',
      'Order ORD-2 has shipped',
    ]);
  });

  it('stopping, finishes the email being sent and gives back the rest of its batch for another server', async () => {
    const ids = await queuePlain(3);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sends = 0;
    // The first send waits until the server is told to stop.
    const slow: MailTransport = {
      ...transport,
      send: async (mail) => {
        sends += 1;
        if (sends === 1) await held;
        return transport.send(mail);
      },
    };
    const stopping = createOutboxWorker({ db: kysely, transport: slow, now: () => T0, log: silentLog() });
    const running = stopping.runOnce();
    await expect.poll(() => sends).toBe(1);
    const stopped = stopping.stop();
    release();
    expect(await running).toEqual({ sent: 1, failed: 0 });
    await stopped;
    const rows = await kysely
      .selectFrom('outbox_emails')
      .select(['id', 'sent_at', 'locked_until'])
      .where('id', 'in', ids)
      .execute();
    expect(rows.filter((row) => row.sent_at !== null)).toHaveLength(1);
    // The two it did not send are free to claim at once, not held for the lease's five minutes.
    expect(rows.filter((row) => row.sent_at === null).map((row) => row.locked_until)).toEqual([null, null]);
    const other = createOutboxWorker({ db: kysely, transport, now: () => T0, log: silentLog() });
    expect(await other.runOnce()).toEqual({ sent: 2, failed: 0 });
  });

  it('logs a run that throws (database down) and goes on with the next', async () => {
    await queuePlain(1);
    let failures = 1;
    // The database refuses the first query, then answers again.
    const flaky = new Proxy(kysely, {
      get(target, property) {
        if (property === 'selectFrom' && failures > 0) {
          failures -= 1;
          throw new Error('database down');
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const log = silentLog();
    const worker = createOutboxWorker({ db: flaky, transport, now: () => T0, log, intervalMs: 20 });
    worker.start();
    await sink.receivedCount(1);
    await worker.stop();
    expect(log.errors).toEqual([{ err: expect.objectContaining({ message: 'database down' }) }]);
    expect(sink.received).toHaveLength(1);
  });
});

describe('when the mail server is down', () => {
  it('keeps the email, retries it with growing delays, and sends it exactly once when the server is back', async () => {
    const port = await freePort();
    const transport = createSmtpTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: MAIL_FROM });
    let now = T0;
    const log = silentLog();
    const worker = createOutboxWorker({ db: kysely, transport, now: () => now, log });
    const [id] = await queuePlain(1);

    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    let row = await findEmail(kysely, id!);
    expect(row).toMatchObject({ sent_at: null, attempts: 1, locked_until: null });
    expect(row?.last_error).toMatch(/ECONNREFUSED/);
    expect(row?.next_attempt_at).toBe(later(30_000).toISOString());
    expect(log.warnings).toHaveLength(1);

    // Not due before its next attempt.
    now = later(29_000);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });

    // Still down at the second attempt: the wait doubles.
    now = later(31_000);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    row = await findEmail(kysely, id!);
    expect(row).toMatchObject({ sent_at: null, attempts: 2 });
    expect(row?.next_attempt_at).toBe(later(31_000 + 60_000).toISOString());

    // The server comes back on that port; once the clock passes the wait, the email goes, once.
    const sink = await startSmtpSink({ port });
    try {
      now = later(92_000);
      expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
      expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
      const received = await sink.receivedCount(1);
      expect(received.map((r) => r.mail.subject)).toEqual(['Order ORD-1 has shipped']);
      expect(await findEmail(kysely, id!)).toMatchObject({
        sent_at: later(92_000).toISOString(),
        attempts: 3,
      });
    } finally {
      transport.close();
      await sink.close();
    }
  });

  it('backs off 30 s × 2^attempts, at most an hour, and never gives up', () => {
    expect([0, 1, 2, 3, 6, 7, 50, 10_000].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });

  it('counts a server that accepts the connection but never greets as a failure, not a hang', async () => {
    const held = new Set<net.Socket>();
    const silent = net.createServer((socket) => held.add(socket)).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as AddressInfo;
    const transport = createSmtpTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: MAIL_FROM,
      // Long enough that a loaded machine still connects before it.
      timeoutMs: 1_500,
    });
    try {
      const [id] = await queuePlain(1);
      const worker = createOutboxWorker({ db: kysely, transport, now: () => T0, log: silentLog() });
      expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
      const row = await findEmail(kysely, id!);
      expect(row).toMatchObject({ sent_at: null, attempts: 1 });
      // The greeting and the socket time out together: either words say the server never answered.
      expect(row?.last_error).toMatch(/greeting never received|^timeout$/i);
    } finally {
      transport.close();
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('the admin routes', () => {
  const app = Fastify();
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    await app.register(emailsAdminRoutes, {
      prefix: '/api/admin',
      outbox: createOutboxService({ db: kysely }),
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('lists the outbox newest first, 25 a page, without bodies, with the total', async () => {
    for (let i = 1; i <= 30; i++) {
      await enqueueEmail(kysely, {
        orderId: null,
        to: `shopper${i}@example.com`,
        message: shippedMessage(i),
        now: later(i * 1_000),
      });
    }
    const first = await app.inject({ method: 'GET', url: '/api/admin/emails' });
    expect(first.statusCode).toBe(200);
    const page1 = first.json<EmailList>();
    expect(page1).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(page1.emails).toHaveLength(25);
    expect(page1.emails[0]).toEqual({
      id: expect.any(String),
      kind: 'order_shipped',
      orderId: null,
      to: 'shopper30@example.com',
      subject: 'Order ORD-30 has shipped',
      createdAt: later(30_000).toISOString(),
      sentAt: null,
      attempts: 0,
      lastError: null,
      nextAttemptAt: later(30_000).toISOString(),
    });

    const page2 = (await app.inject({ method: 'GET', url: '/api/admin/emails?page=2' })).json<EmailList>();
    expect(page2.emails.map((e) => e.subject)).toEqual([
      'Order ORD-5 has shipped',
      'Order ORD-4 has shipped',
      'Order ORD-3 has shipped',
      'Order ORD-2 has shipped',
      'Order ORD-1 has shipped',
    ]);

    const bad = await app.inject({ method: 'GET', url: '/api/admin/emails?page=0' });
    expect(bad.statusCode).toBe(400);
  });

  it('shows one email with its HTML and text, and 404 for an unknown one', async () => {
    const [id] = await queuePlain(1);
    const res = await app.inject({ method: 'GET', url: `/api/admin/emails/${id}` });
    expect(res.statusCode).toBe(200);
    const detail = res.json<EmailDetail>();
    expect(detail).toMatchObject({ id, subject: 'Order ORD-1 has shipped' });
    // Rendered from the stored message for the preview.
    expect(detail.html).toContain('<html');
    expect(detail.html).toContain('ORD-1');
    expect(detail.text).toContain('Shopper 1');

    const missing = await app.inject({
      method: 'GET',
      url: '/api/admin/emails/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
  });
});
