import type { Config } from '../../config.js';
import type { Executor } from '../../db/database.js';
import type { ShopModule } from '../../http/shop-module.js';
import { emailsAdminRoutes } from './admin-routes.js';
import { createOutboxService } from './outbox-service.js';
import { type OutboxLog, type OutboxWorker, createOutboxWorker } from './outbox-worker.js';
import { type MailAttachment, createSmtpTransport } from './smtp-transport.js';
import type { EmailMessage } from './types.js';

export interface EmailModuleOptions {
  db: Executor;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'emailLeaseMs'>;
  now: () => Date;
  log: OutboxLog;
  /** The files an email carries, made when it is sent (an invoice's PDF). */
  attachments?: (message: EmailMessage) => Promise<MailAttachment[]>;
}

/** The outbox: its Emails screen, and the worker that sends it when SMTP_URL is set. */
export function createEmailModule({
  db,
  config,
  now,
  log,
  attachments,
}: EmailModuleOptions): ShopModule & { worker: OutboxWorker | undefined } {
  const transport = config.smtpUrl
    ? createSmtpTransport({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom })
    : undefined;
  // Without SMTP_URL, emails wait in the outbox for the admin to read them.
  const worker = transport
    ? createOutboxWorker({
        db,
        transport,
        now,
        log,
        leaseMs: config.emailLeaseMs,
        ...(attachments ? { attachments } : {}),
      })
    : undefined;
  return {
    worker,
    adminRoutes: async (app) => app.register(emailsAdminRoutes, { outbox: createOutboxService({ db }) }),
    jobs:
      worker && transport
        ? [{ start: worker.start, stop: () => worker.stop().then(() => transport.close()) }]
        : [],
  };
}
