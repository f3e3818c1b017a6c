import fs from 'node:fs';
import { expect, inject } from 'vitest';

export interface ReceivedEmail {
  to: string[];
  subject: string;
  text: string;
  /** The files it carried (an invoice, a credit note), their content in base64. */
  attachments: Array<{ filename: string; contentType: string; base64: string }>;
}

const mailboxPath = inject('mailboxPath');

/**
 * The email the shop sent this address with this subject, once it arrives at the test SMTP server
 * (within `timeout` ms: an email a periodic job queues takes up to its interval longer).
 */
export async function emailTo(address: string, subject: string, timeout = 20_000): Promise<ReceivedEmail> {
  let found: ReceivedEmail | undefined;
  await expect
    .poll(
      () => {
        const lines = fs.readFileSync(mailboxPath, 'utf8').split('\n').filter(Boolean);
        found = lines
          .map((line) => JSON.parse(line) as ReceivedEmail)
          .findLast((mail) => mail.to.includes(address) && mail.subject === subject);
        return found !== undefined;
      },
      { timeout },
    )
    .toBe(true);
  return found!;
}
