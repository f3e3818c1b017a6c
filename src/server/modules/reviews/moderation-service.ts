import { isCustomerErased } from '../../../shared/privacy.js';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin-lists.js';
import type { FieldChange } from '../../../shared/schemas/audit.js';
import type { AdminReview, AdminReviewPage, AdminReviewsQuery } from '../../../shared/schemas/reviews.js';
import type { ReviewStatus } from '../../../shared/reviews.js';
import type { Executor, Trx } from '../../db/database.js';
import { conflict, notFound } from '../../http/errors.js';
import { type Actor, recordChange } from '../audit/index.js';
import { holdProductRating } from '../catalog/index.js';
import { enqueueEmail } from '../email/index.js';
import { orderPageUrl } from '../orders/index.js';
import { orderForReviews } from './order-lines.js';
import { recountRating } from './rating.js';
import * as reviewRepository from './review-repository.js';

export interface ModerationServiceOptions {
  db: Executor;
  /** A published review changed: the product's pages and listings are stale. */
  onPublishedChanged: () => void;
  now: () => Date;
}

const listed = (row: reviewRepository.ListedReview): AdminReview => ({
  id: row.id,
  status: row.status,
  rating: row.rating,
  title: row.title,
  body: row.body,
  author: row.author_name,
  productId: row.product_id,
  productTitle: row.product_title,
  variantOptions: row.variant_options,
  orderNumber: row.order_number,
  rejectionReason: row.rejection_reason,
  reply: row.reply,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
  version: row.version,
});

const changed = () => conflict('review_changed', 'The review changed meanwhile. Reload it and try again.');

/**
 * The Reviews screen (docs/decisions/0023-reviews.md), for moderators and administrators: publish,
 * reject with a reason the author is emailed, reply as the shop, delete. Each step moves the review
 * from the state it was read in, recounts its product's rating when the published reviews change,
 * and is recorded on the review's audit trail, all in one transaction.
 */
export function createModerationService({ db, onPublishedChanged, now }: ModerationServiceOptions) {
  async function adminReview(id: string): Promise<AdminReview> {
    const row = await reviewRepository.listedOne(db, id);
    if (!row) throw notFound('Review not found');
    return listed(row);
  }

  const record = (trx: Trx, actor: Actor, id: string, changes: FieldChange[], at: Date) =>
    recordChange(trx, actor, { entity: 'review', entityId: id, action: 'updated', changes }, at);

  /**
   * Moves a review to `to` from the version the moderator saw, recounting its product when the
   * published reviews change; a review changed since is refused. True when the published ones changed.
   */
  async function moveTo(
    id: string,
    seenVersion: number,
    to: ReviewStatus,
    rejectionReason: string | null,
    actor: Actor,
    afterMove?: (trx: Trx, review: reviewRepository.ReviewRow, at: Date) => Promise<void>,
  ) {
    const review = await reviewRepository.find(db, id);
    if (!review) throw notFound('Review not found');
    if (review.version !== seenVersion || review.status === to) throw changed();
    const at = now();
    await db.transaction().execute(async (trx) => {
      await holdProductRating(trx, review.product_id);
      const moved = await reviewRepository.move(trx, id, seenVersion, {
        status: to,
        rejectionReason,
        at: at.toISOString(),
      });
      if (!moved) throw changed();
      if (review.status === 'published' || to === 'published') await recountRating(trx, review.product_id);
      await record(
        trx,
        actor,
        id,
        [
          { field: 'status', from: review.status, to },
          ...(rejectionReason !== review.rejection_reason
            ? [{ field: 'rejectionReason', from: review.rejection_reason, to: rejectionReason }]
            : []),
        ],
        at,
      );
      await afterMove?.(trx, review, at);
    });
    return review.status === 'published' || to === 'published';
  }

  return {
    async list(query: AdminReviewsQuery): Promise<AdminReviewPage> {
      const { rows, total, counts, page } = await reviewRepository.list(db, query);
      return {
        reviews: rows.map(listed),
        total,
        page,
        pageSize: ADMIN_PAGE_SIZE,
        counts: { pending: counts.pending, published: counts.published, rejected: counts.rejected },
      };
    },

    /** Publishes a pending or rejected review, as the moderator saw it. */
    async approve(id: string, seenVersion: number, actor: Actor): Promise<AdminReview> {
      await moveTo(id, seenVersion, 'published', null, actor);
      onPublishedChanged();
      return adminReview(id);
    },

    /** Rejects a pending or published review, as the moderator saw it; its author is emailed the reason. */
    async reject(
      id: string,
      seenVersion: number,
      reason: string,
      actor: Actor,
      origin: string,
    ): Promise<AdminReview> {
      const published = await moveTo(id, seenVersion, 'rejected', reason, actor, async (trx, review, at) => {
        if (!review.order_id) return;
        const found = await orderForReviews(trx, review.order_id);
        if (!found || isCustomerErased({ customerEmail: found.order.customer_email })) return;
        const { order } = found;
        const product = found.lines.find((line) => line.id === review.order_item_id);
        await enqueueEmail(trx, {
          to: order.customer_email,
          orderId: order.id,
          message: {
            kind: 'review_rejected',
            data: {
              customerName: order.customer_name,
              productTitle: product?.title ?? review.title,
              reviewTitle: review.title,
              reason,
              reviewUrl: `${orderPageUrl(origin, order.id, order.access_key)}#reviews`,
            },
          },
          now: at,
        });
      });
      if (published) onPublishedChanged();
      return adminReview(id);
    },

    /** The shop's public reply under a review; null removes it. */
    async reply(id: string, reply: string | null, actor: Actor): Promise<AdminReview> {
      const review = await reviewRepository.find(db, id);
      if (!review) throw notFound('Review not found');
      const at = now();
      await db.transaction().execute(async (trx) => {
        if (!(await reviewRepository.setReply(trx, id, reply, at.toISOString())))
          throw notFound('Review not found');
        await record(trx, actor, id, [{ field: 'reply', from: review.reply, to: reply }], at);
      });
      if (review.status === 'published') onPublishedChanged();
      return adminReview(id);
    },

    /** Deletes a review for good. */
    async remove(id: string, actor: Actor): Promise<void> {
      const found = await reviewRepository.find(db, id);
      if (!found) throw notFound('Review not found');
      const at = now();
      const wasPublished = await db.transaction().execute(async (trx) => {
        await holdProductRating(trx, found.product_id);
        // Read again under the product's hold: a publication meanwhile has committed by now.
        const review = await reviewRepository.find(trx, id);
        if (!review || !(await reviewRepository.remove(trx, id))) throw notFound('Review not found');
        if (review.status === 'published') await recountRating(trx, review.product_id);
        await recordChange(
          trx,
          actor,
          {
            entity: 'review',
            entityId: id,
            action: 'deleted',
            changes: [
              { field: 'status', from: review.status, to: null },
              { field: 'rating', from: review.rating, to: null },
              { field: 'title', from: review.title, to: null },
            ],
          },
          at,
        );
        return review.status === 'published';
      });
      if (wasPublished) onPublishedChanged();
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
