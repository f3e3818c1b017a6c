import { type Insertable, type Selectable, sql } from 'kysely';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin-lists.js';
import { type AdminReviewsQuery } from '../../../shared/schemas/reviews.js';
import {
  REVIEWS_PAGE_SIZE,
  REVIEW_STATUSES,
  type ReviewSort,
  type ReviewStatus,
} from '../../../shared/reviews.js';
import type { Executor, Trx } from '../../db/database.js';
import { containsText, withStatusCounts } from '../../db/list-queries.js';
import type { ReviewsTable } from '../../db/schema.js';

/** The reviews table: every statement on it. */

export type ReviewRow = Selectable<ReviewsTable>;

export async function insert(trx: Trx, row: Insertable<ReviewsTable>): Promise<void> {
  await trx.insertInto('reviews').values(row).execute();
}

export const find = (db: Executor, id: string) =>
  db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();

export const ofLine = (db: Executor, orderItemId: string) =>
  db.selectFrom('reviews').selectAll().where('order_item_id', '=', orderItemId).executeTakeFirst();

export const ofOrder = (db: Executor, orderId: string) =>
  db.selectFrom('reviews').selectAll().where('order_id', '=', orderId).execute();

/** An author's new words: the review waits for a moderator again, and says nothing of its rejection. */
export async function rewrite(
  trx: Trx,
  id: string,
  fields: { rating: number; title: string; body: string; at: string },
): Promise<void> {
  await trx
    .updateTable('reviews')
    .set({
      rating: fields.rating,
      title: fields.title,
      body: fields.body,
      status: 'pending',
      rejection_reason: null,
      published_at: null,
      updated_at: fields.at,
      version: (eb) => eb('version', '+', 1),
    })
    .where('id', '=', id)
    .execute();
}

/** Moves a review on from the version it was read at; false when it had changed meanwhile. */
export async function move(
  trx: Trx,
  id: string,
  version: number,
  to: { status: ReviewStatus; rejectionReason: string | null; at: string },
): Promise<boolean> {
  const moved = await trx
    .updateTable('reviews')
    .set({
      status: to.status,
      rejection_reason: to.rejectionReason,
      published_at: to.status === 'published' ? to.at : null,
      updated_at: to.at,
      version: (eb) => eb('version', '+', 1),
    })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n;
}

export async function setReply(trx: Trx, id: string, reply: string | null, at: string): Promise<boolean> {
  const updated = await trx
    .updateTable('reviews')
    .set({ reply, replied_at: reply === null ? null : at })
    .where('id', '=', id)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

export async function remove(trx: Trx, id: string): Promise<boolean> {
  const deleted = await trx.deleteFrom('reviews').where('id', '=', id).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/** An account's reviews are no longer its own, nor named after it (docs/decisions/0021-privacy.md). */
export async function forgetAuthor(trx: Trx, userId: string, anonymous: string): Promise<void> {
  await trx
    .updateTable('reviews')
    .set({ user_id: null, author_name: anonymous })
    .where('user_id', '=', userId)
    .execute();
}

/** An account's reviews, newest first, with their products' titles (its data export). */
export const ofUser = (db: Executor, userId: string) =>
  db
    .selectFrom('reviews as r')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .select([
      'p.title as product_title',
      'r.rating',
      'r.title',
      'r.body',
      'r.status',
      'r.author_name',
      'r.reply',
      'r.created_at',
    ])
    .where('r.user_id', '=', userId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();

/** A product's published reviews: how many gave each number of stars. */
export async function starCounts(db: Executor, productId: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('reviews')
    .select(['rating', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('product_id', '=', productId)
    .where('status', '=', 'published')
    .groupBy('rating')
    .execute();
  return new Map(rows.map((row) => [row.rating, Number(row.n)]));
}

const ORDERS: Record<ReviewSort, Array<['rating' | 'published_at' | 'id', 'asc' | 'desc']>> = {
  newest: [
    ['published_at', 'desc'],
    ['id', 'desc'],
  ],
  highest: [
    ['rating', 'desc'],
    ['published_at', 'desc'],
    ['id', 'desc'],
  ],
  lowest: [
    ['rating', 'asc'],
    ['published_at', 'desc'],
    ['id', 'desc'],
  ],
};

/** A page of a product's published reviews. */
export function publishedPage(db: Executor, productId: string, sort: ReviewSort, page: number) {
  let query = db
    .selectFrom('reviews')
    .select([
      'id',
      'author_name',
      'rating',
      'title',
      'body',
      'variant_options',
      'published_at',
      'reply',
      'replied_at',
    ])
    .where('product_id', '=', productId)
    .where('status', '=', 'published');
  for (const [column, direction] of ORDERS[sort]) query = query.orderBy(column, direction);
  return query
    .limit(REVIEWS_PAGE_SIZE)
    .offset((page - 1) * REVIEWS_PAGE_SIZE)
    .execute();
}

/** A review as the Reviews screen lists it: with its product's title and its order's number. */
const LISTED = [
  'r.id',
  'r.status',
  'r.rating',
  'r.title',
  'r.body',
  'r.author_name',
  'r.product_id',
  'p.title as product_title',
  'r.variant_options',
  'o.order_number',
  'r.rejection_reason',
  'r.reply',
  'r.created_at',
  'r.updated_at',
  'r.version',
] as const;

const matching = (db: Executor, q: string | undefined) =>
  db
    .selectFrom('reviews as r')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .leftJoin('orders as o', 'o.id', 'r.order_id')
    .$if(q !== undefined, (qb) =>
      qb.where(
        containsText(
          [sql.ref('p.title'), sql.ref('r.author_name'), sql.ref('r.title'), sql.ref('r.body')],
          q!,
        ),
      ),
    );

export const listedOne = (db: Executor, id: string) =>
  matching(db, undefined).select(LISTED).where('r.id', '=', id).executeTakeFirst();

export type ListedReview = NonNullable<Awaited<ReturnType<typeof listedOne>>>;

/** The Reviews screen: a page of a status (newest first), and each status's count over the search. */
export async function list(db: Executor, query: AdminReviewsQuery) {
  const { status, q } = query;
  const dir = query.dir ?? 'desc';
  const page = query.page ?? 1;
  const listed = await withStatusCounts(
    REVIEW_STATUSES,
    status,
    matching(db, q)
      .select(LISTED)
      .$if(status !== undefined, (qb) => qb.where('r.status', '=', status!))
      .orderBy('r.created_at', dir)
      .orderBy('r.id', dir)
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE)
      .execute(),
    matching(db, q)
      .select((eb) => ['r.status as status', eb.fn.countAll<number | string>().as('n')])
      .groupBy('r.status')
      .execute(),
  );
  return { ...listed, page };
}
