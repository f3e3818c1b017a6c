import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { EMAILS_PAGE_SIZE, type EmailSummary } from '../../../shared/schemas/emails.js';
import type { Database } from '../../db/schema.js';
import { serve } from '../../http/endpoint-routes.js';
import { notFound } from '../../http/errors.js';
import { withoutSecrets } from './secrets.js';
import { findEmail, listEmails, messageOf, type OutboxEmailSummaryRow } from './outbox-repository.js';
import { renderEmail } from './render.js';

const toSummary = (row: OutboxEmailSummaryRow): EmailSummary => ({
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

/** The outbox, for the admin's Emails screen. Mounted under /api/admin. */
export const emailsAdminRoutes: FastifyPluginAsync<{ kysely: Kysely<Database> }> = async (
  app,
  { kysely },
) => {
  serve(app, 'listEmails', async ({ query }) => {
    const page = query.page ?? 1;
    const { emails, total } = await listEmails(kysely, {
      limit: EMAILS_PAGE_SIZE,
      offset: (page - 1) * EMAILS_PAGE_SIZE,
    });
    return { emails: emails.map(toSummary), total, page, pageSize: EMAILS_PAGE_SIZE };
  });

  /** One email with its HTML and text, for the preview. */
  serve(app, 'getEmail', async ({ params }) => {
    const row = await findEmail(kysely, params.id);
    if (!row) throw notFound('Email not found');
    // A reset link is its recipient's alone: the preview shows the email without it.
    const { html, text } = await renderEmail(messageOf({ message: withoutSecrets(row.message) }));
    return { ...toSummary(row), html, text };
  });
};
