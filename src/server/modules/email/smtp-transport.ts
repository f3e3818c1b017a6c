import nodemailer from 'nodemailer';

/** A file an email carries. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingMail {
  /**
   * The outbox's id of the email: its Message-ID, the same when a crash makes the outbox send it again
   * (docs/decisions/0009-trading.md), so the copies are recognisably one message.
   */
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

/** Where the outbox worker hands its emails: SMTP in the shop, anything with this shape in tests. */
export interface MailTransport {
  /** Resolves once the server accepted the message; rejects with why it did not. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface SmtpTransportOptions {
  /** smtp://user:pass@host:port, or smtps:// for TLS from the first byte (port 465). */
  smtpUrl: string;
  /** The From header, e.g. 'Lekker Living <orders@example.co.za>'. */
  mailFrom: string;
  /**
   * Longest wait for the connection, for the server's greeting, and for each answer after it. Bounded,
   * so a mail server that hangs delays mail but never holds the outbox worker for ever.
   */
  timeoutMs?: number;
}

export const SMTP_TIMEOUT_MS = 10_000;

/** The From address's domain, the right-hand side of every Message-ID (RFC 5322 §3.6.4). */
const domainOf = (mailFrom: string) => /@([^@>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'localhost';

/** The Message-ID of the outbox's email with this id. */
export const messageIdOf = (id: string, mailFrom: string) => `<${id}@${domainOf(mailFrom)}>`;

export function createSmtpTransport({
  smtpUrl,
  mailFrom,
  timeoutMs = SMTP_TIMEOUT_MS,
}: SmtpTransportOptions): MailTransport {
  const transporter = nodemailer.createTransport(
    {
      url: smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    },
    { from: mailFrom },
  );
  return {
    async send({ id, to, subject, html, text, attachments = [] }) {
      await transporter.sendMail({
        messageId: messageIdOf(id, mailFrom),
        to,
        subject,
        html,
        text,
        attachments,
      });
    },
    close() {
      transporter.close();
    },
  };
}
