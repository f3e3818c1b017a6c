import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Received {
  /** RCPT TO of the SMTP envelope. */
  recipients: string[];
  mail: ParsedMail;
  /** The user the sender signed in as (SMTP AUTH), if it did: which app server sent it. */
  user: string | undefined;
  /** When it was accepted (Date.now()). */
  at: number;
}

/** A real SMTP server in this process that keeps every message it accepts. */
export async function startSmtpSink({
  port = 0,
  onMessage,
}: { port?: number; onMessage?: (message: Received) => void } = {}) {
  const received: Received[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const server = new SMTPServer({
    authOptional: true,
    // Any user and password: the name tells which sender it was. Plain text is fine on 127.0.0.1.
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      // Accept only once parsed, so a message counts before the sender hears it was accepted.
      simpleParser(stream).then(
        (mail) => {
          const message: Received = {
            recipients: session.envelope.rcptTo.map((r) => r.address),
            mail,
            user: typeof session.user === 'string' ? session.user : undefined,
            at: Date.now(),
          };
          received.push(message);
          onMessage?.(message);
          for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  // A sender that dies mid-message (an app server killed on purpose) resets its connection: nothing
  // of it was accepted, and its outbox sends the message again. smtp-server reports that as an error
  // event, fatal without a listener; any error that is not a connection's stays fatal.
  server.on('error', (error: Error & { remoteAddress?: string }) => {
    if (error.remoteAddress === undefined) throw error;
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    /** Resolves once the server holds at least `count` messages. */
    receivedCount(count: number): Promise<Received[]> {
      if (received.length >= count) return Promise.resolve(received);
      return new Promise((resolve) => waiters.push({ count, resolve: () => resolve(received) }));
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
