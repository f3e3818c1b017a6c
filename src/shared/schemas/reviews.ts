import { z } from 'zod';
import { adminListFields, adminPageFields } from './admin-lists.js';
import {
  REVIEWS_LAST_PAGE,
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_REPLY_MAX,
  REVIEW_SORTS,
  REVIEW_STATUSES,
  REVIEW_TITLE_MAX,
} from '../reviews.js';
import { NO_CONTROL_CHARACTERS, idSchema } from './common.js';

/**
 * Reviews from verified buyers (docs/decisions/0023-reviews.md): a buyer reviews a delivered order
 * line once; a moderator publishes or rejects it; the product page shows the published ones with
 * the shop's replies. Every text is plain text, shown as text, never as HTML.
 */

/** Line breaks are kept (a review has paragraphs); other control characters are refused. */
const isPlainText = (text: string) => NO_CONTROL_CHARACTERS.test(text.replaceAll(/\r?\n/g, ''));

const text = (label: string, { min, max }: { min: number; max: number }) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, { error: min === 1 ? `${label} is required` : `${label} must be at least ${min} characters` })
    .max(max, { error: `${label} can be at most ${max.toLocaleString('en-ZA')} characters` })
    .refine(isPlainText, { error: `${label} cannot contain control characters` });

/** What a buyer writes: the key in the body for a guest (the order's link). */
export const reviewBodySchema = z.strictObject({
  key: z.uuid().optional(),
  rating: z
    .number({ error: 'Choose a rating from 1 to 5 stars' })
    .int({ error: 'Choose a rating from 1 to 5 stars' })
    .min(1, { error: 'Choose a rating from 1 to 5 stars' })
    .max(5, { error: 'Choose a rating from 1 to 5 stars' }),
  title: text('Title', { min: 1, max: REVIEW_TITLE_MAX }),
  body: text('Review', { min: REVIEW_BODY_MIN, max: REVIEW_BODY_MAX }),
});
export type ReviewBody = z.input<typeof reviewBodySchema>;

export const orderLineParamsSchema = z.strictObject({ id: idSchema, lineId: idSchema });

/** A review as its author sees it on their order's page. */
export const ownReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  status: z.enum(REVIEW_STATUSES),
  /** Why a moderator rejected it (the author was emailed it too). */
  rejectionReason: z.string().nullable(),
  reply: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** The order page's reviews part: each delivered line, with its review or whether it may have one. */
export const orderReviewsSchema = z.object({
  /** Whether the order was delivered: only then are its lines reviewed. */
  delivered: z.boolean(),
  lines: z.array(
    z.object({
      lineId: z.string(),
      productId: z.string().nullable(),
      title: z.string(),
      variantOptions: z.string(),
      /** Still in the catalogue: a review of a product the shop removed cannot be written. */
      reviewable: z.boolean(),
      review: ownReviewSchema.nullable(),
    }),
  ),
});
export type OrderReviews = z.infer<typeof orderReviewsSchema>;

/** A published review as the product page shows it. */
export const publishedReviewSchema = z.object({
  id: z.string(),
  /** The first name and the surname's initial ('Thandi N.'). */
  author: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** Only buyers of a delivered line review, so every review is a verified purchase. */
  verifiedPurchase: z.literal(true),
  /** Variant options of the line bought ('Size: M · Colour: Tan'); empty for a simple product. */
  variantOptions: z.string(),
  publishedAt: z.string(),
  reply: z.object({ body: z.string(), at: z.string() }).nullable(),
});
export type PublishedReview = z.infer<typeof publishedReviewSchema>;

export const productReviewsQuerySchema = z.strictObject({
  sort: z.enum(REVIEW_SORTS, { error: `Sort must be one of ${REVIEW_SORTS.join(', ')}` }).optional(),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int({ error: 'Page must be a whole number' })
    .min(1, { error: 'Page must be at least 1' })
    .max(REVIEWS_LAST_PAGE, { error: `Page must be at most ${REVIEWS_LAST_PAGE}` })
    .optional(),
});
export type ProductReviewsQuery = z.infer<typeof productReviewsQuerySchema>;

/** A product's rating, from its published reviews: the average, the count, and the count of each star. */
export const ratingSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  /** How many reviews gave 1, 2, 3, 4 and 5 stars, in that order. */
  stars: z.tuple([z.number(), z.number(), z.number(), z.number(), z.number()]),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const productReviewsSchema = z.object({
  summary: ratingSummarySchema,
  sort: z.enum(REVIEW_SORTS),
  page: z.number().int(),
  pageCount: z.number().int(),
  reviews: z.array(publishedReviewSchema),
});
export type ProductReviews = z.infer<typeof productReviewsSchema>;

/** The Reviews screen: a status (the tabs), a search by product, author, title or text. */
export const adminReviewsQuerySchema = z.strictObject({
  ...adminListFields,
  status: z
    .enum(REVIEW_STATUSES, { error: `Status must be one of ${REVIEW_STATUSES.join(', ')}` })
    .optional(),
});
export type AdminReviewsQuery = z.infer<typeof adminReviewsQuerySchema>;

export const adminReviewSchema = z.object({
  id: z.string(),
  status: z.enum(REVIEW_STATUSES),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  author: z.string(),
  productId: z.string(),
  productTitle: z.string(),
  variantOptions: z.string(),
  orderNumber: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  reply: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Counts its changes: a moderation step names the version it acts on. */
  version: z.number().int(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewPageSchema = z.object({
  reviews: z.array(adminReviewSchema),
  ...adminPageFields,
  /** How many reviews each tab holds. */
  counts: z.object({ pending: z.number(), published: z.number(), rejected: z.number() }),
});
export type AdminReviewPage = z.infer<typeof adminReviewPageSchema>;

/**
 * The review as the moderator saw it (its version, from the list): a review changed since (its
 * author edited it, another moderator moved it) is not acted on unseen (409 review_changed).
 */
const seen = {
  seenVersion: z
    .number({ error: 'Reload the review and try again' })
    .int({ error: 'Reload the review and try again' })
    .min(1, { error: 'Reload the review and try again' }),
};

export const approveReviewBodySchema = z.strictObject(seen);
export type ApproveReviewBody = z.input<typeof approveReviewBodySchema>;

export const rejectReviewBodySchema = z.strictObject({
  ...seen,
  reason: text('Reason', { min: 1, max: 1_000 }),
});
export type RejectReviewBody = z.input<typeof rejectReviewBodySchema>;

/** The shop's public reply; blank removes it. */
export const reviewReplyBodySchema = z.strictObject({
  reply: z
    .string({ error: 'Reply is required' })
    .trim()
    .max(REVIEW_REPLY_MAX, {
      error: `Reply can be at most ${REVIEW_REPLY_MAX.toLocaleString('en-ZA')} characters`,
    })
    .refine(isPlainText, { error: 'Reply cannot contain control characters' })
    .transform((reply) => reply || null),
});
export type ReviewReplyBody = z.input<typeof reviewReplyBodySchema>;
