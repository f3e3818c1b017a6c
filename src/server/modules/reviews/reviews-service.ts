import { randomUUID } from 'node:crypto';
import {
  type OrderReviews,
  type OwnReview,
  type ProductReviews,
  type ProductReviewsQuery,
  type ReviewBody,
} from '../../../shared/schemas/reviews.js';
import { REVIEWS_PAGE_SIZE } from '../../../shared/reviews.js';
import type { ReviewSettings } from '../../../shared/schemas/settings.js';
import type { Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { conflict, notFound } from '../../http/errors.js';
import { isCustomerErased } from '../../../shared/privacy.js';
import { findProduct, holdProductRating } from '../catalog/index.js';
import type { ShopperOrders } from '../orders/index.js';
import { authorName } from './author-name.js';
import { onSale, orderForReviews, wasDelivered } from './order-lines.js';
import { recountRating } from './rating.js';
import * as reviewRepository from './review-repository.js';

type Access = { key: string | undefined; userId: string | undefined };

export interface ReviewsServiceOptions {
  db: Executor;
  orders: ShopperOrders;
  /** The shop's review settings now. */
  settings: () => ReviewSettings;
  /** A published review changed: the product's pages and listings are stale. */
  onPublishedChanged: () => void;
  now: () => Date;
}

const ownReview = (row: reviewRepository.ReviewRow): OwnReview => ({
  id: row.id,
  rating: row.rating,
  title: row.title,
  body: row.body,
  status: row.status,
  rejectionReason: row.rejection_reason,
  reply: row.reply,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

const notReviewable = (message: string) => conflict('not_reviewable', message);

/**
 * A buyer's reviews (docs/decisions/0023-reviews.md): written from their order's page for a line
 * that was delivered, once per line; each waits for a moderator unless the shop publishes at once,
 * and an edit waits again. And the product page's published reviews with their summary.
 */
export function createReviewsService({
  db,
  orders,
  settings,
  onPublishedChanged,
  now,
}: ReviewsServiceOptions) {
  /** The order line a buyer may review: theirs, delivered, and its product still in the catalogue. */
  async function reviewableLine(orderId: string, lineId: string, access: Access) {
    await orders.open(orderId, access);
    const found = await orderForReviews(db, orderId);
    const line = found?.lines.find((l) => l.id === lineId);
    if (!found || !line) throw notFound('This item is not part of the order');
    if (!wasDelivered(found.order)) throw notReviewable('You can review an item once it has been delivered.');
    // The buyer asked to be forgotten: the order no longer names anyone to review as.
    if (isCustomerErased({ customerEmail: found.order.customer_email })) {
      throw notReviewable("This order's customer details were erased, so it cannot be reviewed.");
    }
    if (!line.product_id || !onSale(line)) {
      throw notReviewable('This product is no longer sold, so it cannot be reviewed.');
    }
    return { order: found.order, line: { ...line, product_id: line.product_id } };
  }

  return {
    /** The order page's reviews part, for whoever may open the order. */
    async forOrder(orderId: string, access: Access): Promise<OrderReviews> {
      await orders.open(orderId, access);
      const found = await orderForReviews(db, orderId);
      if (!found) throw notFound('Order not found');
      const reviews = new Map(
        (await reviewRepository.ofOrder(db, orderId)).map((row) => [row.order_item_id, row]),
      );
      const delivered = wasDelivered(found.order);
      return {
        delivered,
        lines: found.lines.map((line) => {
          const review = reviews.get(line.id);
          return {
            lineId: line.id,
            productId: line.product_id,
            title: line.title,
            variantOptions: line.variant_options,
            reviewable:
              delivered &&
              onSale(line) &&
              review === undefined &&
              !isCustomerErased({ customerEmail: found.order.customer_email }),
            review: review ? ownReview(review) : null,
          };
        }),
      };
    },

    /** A buyer's review of a delivered line: 409 already_reviewed for a second one. */
    async write(orderId: string, lineId: string, access: Access, body: ReviewBody): Promise<OwnReview> {
      const { order, line } = await reviewableLine(orderId, lineId, access);
      if (await reviewRepository.ofLine(db, lineId)) throw alreadyReviewed();
      const at = now().toISOString();
      const publish = settings().publishAtOnce;
      const id = randomUUID();
      try {
        await db.transaction().execute(async (trx) => {
          if (publish) await holdProductRating(trx, line.product_id);
          await reviewRepository.insert(trx, {
            id,
            product_id: line.product_id,
            order_item_id: line.id,
            order_id: order.id,
            user_id: order.user_id,
            author_name: authorName(order.customer_name),
            variant_options: line.variant_options,
            rating: body.rating,
            title: body.title,
            body: body.body,
            status: publish ? 'published' : 'pending',
            rejection_reason: null,
            reply: null,
            replied_at: null,
            published_at: publish ? at : null,
            created_at: at,
            updated_at: at,
          });
          if (publish) await recountRating(trx, line.product_id);
        });
      } catch (error) {
        // The same line reviewed twice at once: the unique line decides.
        if (isUniqueViolation(error)) throw alreadyReviewed();
        throw error;
      }
      if (publish) onPublishedChanged();
      return ownReview((await reviewRepository.find(db, id))!);
    },

    /**
     * A buyer's changed review: it waits for a moderator again, whatever it was and whatever the
     * settings say of new ones (a rejected review is not published by saving it again).
     */
    async edit(orderId: string, lineId: string, access: Access, body: ReviewBody): Promise<OwnReview> {
      const { line } = await reviewableLine(orderId, lineId, access);
      const review = await reviewRepository.ofLine(db, lineId);
      if (!review) throw notFound('This item has no review to change');
      const wasPublished = await db.transaction().execute(async (trx) => {
        await holdProductRating(trx, line.product_id);
        const current = await reviewRepository.find(trx, review.id);
        if (!current) throw notFound('This item has no review to change');
        await reviewRepository.rewrite(trx, review.id, {
          rating: body.rating,
          title: body.title,
          body: body.body,
          at: now().toISOString(),
        });
        if (current.status === 'published') await recountRating(trx, line.product_id);
        return current.status === 'published';
      });
      if (wasPublished) onPublishedChanged();
      return ownReview((await reviewRepository.find(db, review.id))!);
    },

    /** The product page's reviews: the summary and a page of the published ones, with the shop's replies. */
    async ofProduct(productId: string, query: ProductReviewsQuery): Promise<ProductReviews> {
      const product = await findProduct(db, productId);
      if (!product || product.status !== 'active') throw notFound('Product not found');
      const sort = query.sort ?? 'newest';
      const page = query.page ?? 1;
      const [stars, rows] = await Promise.all([
        reviewRepository.starCounts(db, productId),
        reviewRepository.publishedPage(db, productId, sort, page),
      ]);
      const counts = [1, 2, 3, 4, 5].map((star) => stars.get(star) ?? 0) as [
        number,
        number,
        number,
        number,
        number,
      ];
      const count = counts.reduce((sum, n) => sum + n, 0);
      const total = counts.reduce((sum, n, i) => sum + n * (i + 1), 0);
      return {
        // To one decimal as every star rating is shown (toFixed, as the product cards round it).
        summary: { average: count === 0 ? 0 : Number((total / count).toFixed(1)), count, stars: counts },
        sort,
        page,
        pageCount: Math.max(1, Math.ceil(count / REVIEWS_PAGE_SIZE)),
        reviews: rows.map((row) => ({
          id: row.id,
          author: row.author_name,
          rating: row.rating,
          title: row.title,
          body: row.body,
          verifiedPurchase: true,
          variantOptions: row.variant_options,
          publishedAt: new Date(row.published_at!).toISOString(),
          reply: row.reply === null ? null : { body: row.reply, at: new Date(row.replied_at!).toISOString() },
        })),
      };
    },
  };
}

const alreadyReviewed = () =>
  conflict('already_reviewed', 'You have reviewed this item already. You can change your review instead.');

export type ReviewsService = ReturnType<typeof createReviewsService>;
