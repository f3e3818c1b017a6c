import {
  EMAILS_PAGE_SIZE,
  type EmailDetail,
  type EmailList,
  type EmailSummary,
} from '../../../shared/schemas/emails.js';
import type { Executor } from '../../db/database.js';
import { notFound } from '../../http/errors.js';
import * as outboxRepository from './outbox-repository.js';
import { renderEmail } from './render.js';
import { withoutSecrets } from './secrets.js';

const toSummary = (row: outboxRepository.OutboxEmailSummaryRow): EmailSummary => ({
  id: row.id,
  kind: row.kind,
  orderId: row.order_id,
  to: row.to_address,
  subject: row.subject,
  createdAt: row.created_at,
  sentAt: row.sent_at,
  attempts: row.attempts,
  lastError: row.last_error,
  nextAttemptAt: row.next_attempt_at,
});

/** The outbox as the admin's Emails screen reads it. */
export function createOutboxService({ db }: { db: Executor }) {
  return {
    async list(page: number): Promise<EmailList> {
      const { emails, total } = await outboxRepository.listEmails(db, {
        limit: EMAILS_PAGE_SIZE,
        offset: (page - 1) * EMAILS_PAGE_SIZE,
      });
      return { emails: emails.map(toSummary), total, page, pageSize: EMAILS_PAGE_SIZE };
    },

    /** One email with its HTML and text, for the preview. */
    async get(id: string): Promise<EmailDetail> {
      const row = await outboxRepository.findEmail(db, id);
      if (!row) throw notFound('Email not found');
      // A reset link is its recipient's alone: the preview shows the email without it.
      const { html, text } = renderEmail(
        outboxRepository.messageOf({ message: withoutSecrets(row.message) }),
      );
      return { ...toSummary(row), html, text };
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
