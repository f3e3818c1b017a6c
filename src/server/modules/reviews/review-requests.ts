import { isCustomerErased } from '../../../shared/privacy.js';
import type { ReviewSettings } from '../../../shared/schemas/settings.js';
import type { Executor } from '../../db/database.js';
import { createPeriodicJob } from '../../jobs/periodic-job.js';
import { enqueueEmail } from '../email/index.js';
import { saidNo } from '../marketing/index.js';
import { holdOrder, orderPageUrl } from '../orders/index.js';
import { onSale, orderForReviews } from './order-lines.js';
import * as requestRepository from './review-request-repository.js';
import * as reviewRepository from './review-repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long after it fell due an order is still asked: a shop that was down does not mail old orders. */
const LATE_DAYS = 14;

export interface ReviewRequestsOptions {
  db: Executor;
  settings: () => ReviewSettings;
  /** Where the email's link points: PUBLIC_URL, or the server's own address. */
  origin: string;
  now: () => Date;
  log: { error(object: object, message: string): void; info(object: object, message: string): void };
  intervalMs?: number;
  batchSize?: number;
}

/**
 * The review request (docs/decisions/0023-reviews.md): the settings' number of days after an order
 * was delivered, its buyer is emailed a link to review what they bought, through the outbox; once
 * per order (its review_requests row, claimed in the email's transaction, decides between app
 * servers), not to a buyer who said no to the shop's emails or was erased, nor for an order whose
 * every line is reviewed already.
 */
export function createReviewRequests({
  db,
  settings,
  origin,
  now,
  log,
  intervalMs = 15_000,
  batchSize = 100,
}: ReviewRequestsOptions) {
  async function run(): Promise<number> {
    const at = now();
    const dueBy = new Date(at.getTime() - settings().requestAfterDays * DAY_MS);
    const from = new Date(dueBy.getTime() - LATE_DAYS * DAY_MS);
    let sent = 0;
    const due = await requestRepository.due(db, {
      from: from.toISOString(),
      to: dueBy.toISOString(),
      limit: batchSize,
    });
    for (const { id } of due) {
      const queued = await db.transaction().execute(async (trx) => {
        // Held first: an erasure of its customer comes wholly before this read or after the email,
        // which the erasure then forgets (docs/decisions/0021-privacy.md).
        await holdOrder(trx, id);
        const found = await orderForReviews(trx, id);
        if (!found) return false;
        const { order, lines } = found;
        const reviewed = new Set((await reviewRepository.ofOrder(trx, id)).map((r) => r.order_item_id));
        const products = [
          ...new Set(
            lines.filter((line) => onSale(line) && !reviewed.has(line.id)).map((line) => line.title),
          ),
        ];
        const send =
          products.length > 0 &&
          !isCustomerErased({ customerEmail: order.customer_email }) &&
          !(await saidNo(trx, order.customer_email));
        if (!(await requestRepository.claim(trx, id, at.toISOString(), send)) || !send) return false;
        await enqueueEmail(trx, {
          to: order.customer_email,
          orderId: order.id,
          message: {
            kind: 'review_request',
            data: {
              customerName: order.customer_name,
              orderNumber: order.order_number,
              reviewUrl: `${orderPageUrl(origin, order.id, order.access_key)}#reviews`,
              products,
            },
          },
          now: at,
        });
        return true;
      });
      if (queued) sent += 1;
    }
    if (sent > 0) log.info({ sent }, 'review requests queued');
    return sent;
  }

  return createPeriodicJob({
    run,
    intervalMs,
    onError: (error) => log.error({ err: error }, 'review requests failed'),
  });
}

export type ReviewRequests = ReturnType<typeof createReviewRequests>;
