import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditHistory } from '../../../shared/schemas/audit.js';
import type { ProductPage, ShopProductDetail } from '../../../shared/schemas/catalog.js';
import type { PlacedOrder } from '../../../shared/schemas/checkout.js';
import type { ApiErrorBody } from '../../../shared/schemas/common.js';
import type {
  AdminReview,
  AdminReviewPage,
  OrderReviews,
  OwnReview,
  ProductReviews,
} from '../../../shared/schemas/reviews.js';
import type { AccountExport } from '../../../shared/schemas/privacy.js';
import type { SettingsAnswer } from '../../../shared/schemas/settings.js';
import { cartWith, checkoutBody } from '../../testing/checkout.js';
import { insertProduct } from '../../testing/fixtures.js';
import { type Account, type TestApp, createTestApp, json, signUpAs } from '../../testing/test-app.js';

/**
 * Reviews from verified buyers (docs/decisions/0023-reviews.md): only the buyer of a delivered line
 * reviews it, once; moderators publish, reject (the author is emailed) and reply; a product's
 * rating, count and Top rated place follow its published reviews; the review request goes out once.
 */
const DAY = 24 * 60 * 60_000;
let clock = new Date('2026-11-02T08:00:00.000Z');
let t: TestApp;
let admin: Account;
let moderator: Account;

beforeAll(async () => {
  t = await createTestApp(undefined, { now: () => clock });
  admin = await signUpAs(t, 'admin');
  moderator = await signUpAs(t, 'moderator');
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, cookies: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload, cookies });
const as = (account: Account) => (method: Method, url: string, payload?: object) =>
  call(method, url, payload, account.cookies);
const codeOf = (res: { json: () => unknown }) => (res.json() as ApiErrorBody).error.code;

const review = (overrides: object = {}) => ({
  rating: 5,
  title: 'Soft and warm',
  body: 'We use it every evening on the couch. Washed well too.',
  ...overrides,
});

/** A guest's order of the products, paid by EFT; delivered unless told not to. */
async function order(productIds: string[], { deliver = true, cookies = {} as Record<string, string> } = {}) {
  const cart = await cartWith(
    t,
    productIds.map((productId) => ({ productId })),
  );
  const res = await call(
    'POST',
    '/api/orders',
    checkoutBody({ paymentMethod: 'eft', customerName: 'Thandi van der Nkosi' }),
    { ...cart, ...cookies },
  );
  expect(res.statusCode).toBe(201);
  const placed = json<PlacedOrder>(res);
  expect(
    (await as(admin)('PATCH', `/api/admin/orders/${placed.order.id}`, { paymentStatus: 'paid' })).statusCode,
  ).toBe(200);
  if (deliver) await markDelivered(placed.order.id);
  return { id: placed.order.id, key: placed.accessKey };
}

const markDelivered = async (orderId: string) =>
  expect((await as(admin)('PATCH', `/api/admin/orders/${orderId}`, { status: 'delivered' })).statusCode).toBe(
    200,
  );

async function linesOf(orderId: string, key?: string) {
  const res = await call('GET', `/api/orders/${orderId}/reviews${key ? `?key=${key}` : ''}`);
  expect(res.statusCode).toBe(200);
  return json<OrderReviews>(res);
}

const write = (orderId: string, lineId: string, key: string | undefined, body: object = review()) =>
  call('POST', `/api/orders/${orderId}/lines/${lineId}/review`, { ...(key ? { key } : {}), ...body });

/** A review's version, as the Reviews screen shows it to a moderator. */
async function seenAt(id: string): Promise<number> {
  const row = await t.db.kysely
    .selectFrom('reviews')
    .select('version')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.version;
}

const approve = async (id: string, seen?: { seenVersion: number }) =>
  as(moderator)('POST', `/api/admin/reviews/${id}/approve`, seen ?? { seenVersion: await seenAt(id) });

const reject = async (id: string, reason: string, seen?: { seenVersion: number }) =>
  as(moderator)('POST', `/api/admin/reviews/${id}/reject`, {
    reason,
    ...(seen ?? { seenVersion: await seenAt(id) }),
  });

const reviewsOf = async (productId: string, query = '') =>
  json<ProductReviews>(await call('GET', `/api/products/${productId}/reviews${query}`));

const productOf = async (productId: string) =>
  json<ShopProductDetail>(await call('GET', `/api/products/${productId}`));

/** A buyer's pending review of a new product, through a delivered order. */
async function pendingReview(rating = 5, productId?: string) {
  const product = productId ?? (await insertProduct(t.db, { title: `Throw ${randomUUID().slice(0, 6)}` }));
  const placed = await order([product]);
  const [line] = (await linesOf(placed.id, placed.key)).lines;
  const res = await write(placed.id, line!.lineId, placed.key, review({ rating }));
  expect(res.statusCode).toBe(201);
  return { product, order: placed, lineId: line!.lineId, review: json<OwnReview>(res) };
}

describe('writing a review', () => {
  it('only the buyer of a delivered line may review it, once', async () => {
    const product = await insertProduct(t.db, { title: 'Linen Throw' });
    const placed = await order([product], { deliver: false });
    const lines = await linesOf(placed.id, placed.key);
    expect(lines).toMatchObject({
      delivered: false,
      lines: [{ title: 'Linen Throw', reviewable: false, review: null }],
    });
    const lineId = lines.lines[0]!.lineId;

    const early = await write(placed.id, lineId, placed.key);
    expect([early.statusCode, codeOf(early)]).toEqual([409, 'not_reviewable']);

    await markDelivered(placed.id);
    // Nobody else: no key, a wrong key, a signed-in stranger.
    expect((await write(placed.id, lineId, undefined)).statusCode).toBe(404);
    expect((await write(placed.id, lineId, randomUUID())).statusCode).toBe(404);
    const stranger = await signUpAs(t, 'customer');
    expect(
      (await call('POST', `/api/orders/${placed.id}/lines/${lineId}/review`, review(), stranger.cookies))
        .statusCode,
    ).toBe(404);
    // A line of another order.
    const other = await pendingReview();
    expect((await write(placed.id, other.lineId, placed.key)).statusCode).toBe(404);

    const res = await write(placed.id, lineId, placed.key);
    expect(res.statusCode).toBe(201);
    expect(json<OwnReview>(res)).toMatchObject({
      status: 'pending',
      rating: 5,
      title: 'Soft and warm',
      rejectionReason: null,
    });
    const again = await write(placed.id, lineId, placed.key, review({ rating: 1 }));
    expect([again.statusCode, codeOf(again)]).toEqual([409, 'already_reviewed']);
    expect((await linesOf(placed.id, placed.key)).lines[0]).toMatchObject({
      reviewable: false,
      review: { status: 'pending' },
    });
  });

  it("a signed-in buyer reviews their own order's line without a key", async () => {
    const buyer = await signUpAs(t, 'customer');
    const product = await insertProduct(t.db);
    const placed = await order([product], { cookies: buyer.cookies });
    const res = await call('GET', `/api/orders/${placed.id}/reviews`, undefined, buyer.cookies);
    const lineId = json<OrderReviews>(res).lines[0]!.lineId;
    const written = await call(
      'POST',
      `/api/orders/${placed.id}/lines/${lineId}/review`,
      review(),
      buyer.cookies,
    );
    expect(written.statusCode).toBe(201);
    const [row] = await t.db.kysely
      .selectFrom('reviews')
      .select(['user_id', 'author_name'])
      .where('order_item_id', '=', lineId)
      .execute();
    expect(row).toEqual({ user_id: buyer.id, author_name: 'Thandi N.' });
  });

  it('refuses bad input with the field that is wrong, and keeps the text as plain text', async () => {
    const product = await insertProduct(t.db);
    const placed = await order([product]);
    const lineId = (await linesOf(placed.id, placed.key)).lines[0]!.lineId;
    for (const bad of [
      review({ rating: 6 }),
      review({ rating: 4.5 }),
      review({ title: '' }),
      review({ title: 'x'.repeat(121) }),
      review({ body: 'short' }),
      review({ body: 'x'.repeat(4_001) }),
      review({ body: 'A bell\u0007 in the text' }),
      review({ extra: true }),
    ]) {
      const res = await write(placed.id, lineId, placed.key, bad);
      expect([res.statusCode, codeOf(res)]).toEqual([400, 'validation_error']);
    }
    expect(
      await t.db.kysely.selectFrom('reviews').select('id').where('order_item_id', '=', lineId).execute(),
    ).toEqual([]);
    const html = '<script>alert(1)</script> <b>Great</b>\nSecond line';
    const res = await write(placed.id, lineId, placed.key, review({ body: html }));
    expect(json<OwnReview>(res).body).toBe(html);
  });

  it('a product the shop archived cannot be reviewed, nor an order whose customer was erased', async () => {
    const product = await insertProduct(t.db);
    const placed = await order([product]);
    const lineId = (await linesOf(placed.id, placed.key)).lines[0]!.lineId;
    await t.db.kysely.updateTable('products').set({ status: 'archived' }).where('id', '=', product).execute();
    expect((await linesOf(placed.id, placed.key)).lines[0]!.reviewable).toBe(false);
    const archived = await write(placed.id, lineId, placed.key);
    expect([archived.statusCode, codeOf(archived)]).toEqual([409, 'not_reviewable']);

    const other = await insertProduct(t.db);
    const erased = await order([other]);
    const otherLine = (await linesOf(erased.id, erased.key)).lines[0]!.lineId;
    await t.db.kysely
      .updateTable('orders')
      .set({ customer_name: 'Deleted customer', customer_email: '' })
      .where('id', '=', erased.id)
      .execute();
    expect((await linesOf(erased.id, erased.key)).lines[0]!.reviewable).toBe(false);
    const refused = await write(erased.id, otherLine, erased.key);
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, 'not_reviewable']);
  });

  it('a product the shop no longer sells cannot be reviewed', async () => {
    const product = await insertProduct(t.db);
    const placed = await order([product]);
    const lineId = (await linesOf(placed.id, placed.key)).lines[0]!.lineId;
    expect((await as(admin)('DELETE', `/api/admin/products/${product}`)).statusCode).toBe(204);
    expect((await linesOf(placed.id, placed.key)).lines[0]!.reviewable).toBe(false);
    const res = await write(placed.id, lineId, placed.key);
    expect([res.statusCode, codeOf(res)]).toEqual([409, 'not_reviewable']);
  });
});

describe('moderation', () => {
  it('a pending review is invisible to shoppers; approval publishes it and sets the rating and count', async () => {
    const { product, review: written } = await pendingReview(4);
    expect(await reviewsOf(product)).toMatchObject({
      summary: { count: 0, average: 0, stars: [0, 0, 0, 0, 0] },
      reviews: [],
    });
    expect(await productOf(product)).toMatchObject({ rating: 0, reviewCount: 0 });

    const res = await approve(written.id);
    expect(res.statusCode).toBe(200);
    expect(json<AdminReview>(res)).toMatchObject({ status: 'published', author: 'Thandi N.' });
    expect(await reviewsOf(product)).toMatchObject({
      summary: { count: 1, average: 4, stars: [0, 0, 0, 1, 0] },
      reviews: [{ id: written.id, author: 'Thandi N.', rating: 4, verifiedPurchase: true, reply: null }],
    });
    expect(await productOf(product)).toMatchObject({ rating: 4, reviewCount: 1 });
  });

  it('Top rated orders by the Bayesian average: many 4.8s above a single 5', async () => {
    const many = await insertProduct(t.db, {
      title: 'Many reviews',
      category: 'gym',
      inventoryQuantity: 100,
    });
    const single = await insertProduct(t.db, { title: 'One review', category: 'gym' });
    const none = await insertProduct(t.db, { title: 'No reviews', category: 'gym' });
    const ids = [];
    for (let i = 0; i < 10; i++) ids.push((await pendingReview(i < 8 ? 5 : 4, many)).review.id);
    for (const id of ids) expect((await approve(id)).statusCode).toBe(200);
    const top = async () =>
      json<ProductPage>(await call('GET', '/api/products?category=gym&sort=rating'))
        .items.map((p) => p.title)
        .filter((title) => ['Many reviews', 'One review', 'No reviews'].includes(title));
    const lone = await pendingReview(5, single);
    expect((await approve(lone.review.id)).statusCode).toBe(200);
    expect(await productOf(many)).toMatchObject({ rating: 4.8, reviewCount: 10 });
    expect(await productOf(single)).toMatchObject({ rating: 5, reviewCount: 1 });
    expect(await top()).toEqual(['Many reviews', 'One review', 'No reviews']);
    expect(none).toBeDefined();
    // Search keeps the plain average, best first, as the specification orders it.
    const searched = json<ProductPage>(await call('GET', '/api/search?q=review')).items.map((p) => p.title);
    expect(searched).toEqual(['One review', 'Many reviews', 'No reviews']);
  });

  it('rejection takes a published review off the page and emails its author the reason', async () => {
    const { product, review: written, order: placed } = await pendingReview(2);
    await approve(written.id);
    const approvedAt = await seenAt(written.id);
    expect(await productOf(product)).toMatchObject({ rating: 2, reviewCount: 1 });
    const res = await reject(written.id, 'Please tell us about the product, not the courier.');
    expect(res.statusCode).toBe(200);
    expect(json<AdminReview>(res)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Please tell us about the product, not the courier.',
    });
    expect(await productOf(product)).toMatchObject({ rating: 0, reviewCount: 0 });
    expect((await reviewsOf(product)).reviews).toEqual([]);
    expect((await linesOf(placed.id, placed.key)).lines[0]!.review).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Please tell us about the product, not the courier.',
    });
    const email = await t.db.kysely
      .selectFrom('outbox_emails')
      .select(['to_address', 'subject', 'message'])
      .where('kind', '=', 'review_rejected')
      .where('order_id', '=', placed.id)
      .executeTakeFirstOrThrow();
    expect(email.to_address).toBe('thandi@example.co.za');
    expect(JSON.parse(email.message)).toMatchObject({
      data: { reason: 'Please tell us about the product, not the courier.', reviewTitle: 'Soft and warm' },
    });
    expect(JSON.parse(email.message).data.reviewUrl).toContain(
      `/orders/${placed.id}?key=${placed.key}#reviews`,
    );
    // A second moderator, who saw it published, rejects it again: it has moved on.
    const twice = await reject(written.id, 'Again', { seenVersion: approvedAt });
    expect([twice.statusCode, codeOf(twice)]).toEqual([409, 'review_changed']);
  });

  it('acts only on the review the moderator saw: not one its author changed, nor one another moderator moved', async () => {
    const { product, review: written, order: placed, lineId } = await pendingReview(4);
    const seen = { seenVersion: await seenAt(written.id) };
    clock = new Date(clock.getTime() + 60_000);
    const edited = await call('PUT', `/api/orders/${placed.id}/lines/${lineId}/review`, {
      key: placed.key,
      ...review({ body: 'Words the moderator has not read yet.' }),
    });
    expect(edited.statusCode).toBe(200);
    const stale = await approve(written.id, seen);
    expect([stale.statusCode, codeOf(stale)]).toEqual([409, 'review_changed']);
    expect(await productOf(product)).toMatchObject({ reviewCount: 0 });

    // Another moderator rejects it; one who still sees it pending cannot publish it over that.
    const fresh = { seenVersion: await seenAt(written.id) };
    expect((await reject(written.id, 'Off topic', fresh)).statusCode).toBe(200);
    const over = await approve(written.id, fresh);
    expect([over.statusCode, codeOf(over)]).toEqual([409, 'review_changed']);
    expect((await as(moderator)('POST', `/api/admin/reviews/${written.id}/approve`, {})).statusCode).toBe(
      400,
    );
  });

  it('reviews of one product published at once all count', async () => {
    const product = await insertProduct(t.db, { inventoryQuantity: 100 });
    const pending = [];
    for (const rating of [5, 4, 3, 5, 4, 2, 5, 1])
      pending.push((await pendingReview(rating, product)).review.id);
    const answers = await Promise.all(pending.map((id) => approve(id)));
    expect(answers.map((res) => res.statusCode)).toEqual(pending.map(() => 200));
    expect(await productOf(product)).toMatchObject({ rating: 3.625, reviewCount: 8 });
  });

  it('an edited review goes back to moderation and leaves the rating until approved again', async () => {
    const { product, review: written, order: placed, lineId } = await pendingReview(5);
    await approve(written.id);
    const res = await call('PUT', `/api/orders/${placed.id}/lines/${lineId}/review`, {
      key: placed.key,
      ...review({ rating: 3, title: 'Changed my mind' }),
    });
    expect(res.statusCode).toBe(200);
    expect(json<OwnReview>(res)).toMatchObject({ status: 'pending', rating: 3, title: 'Changed my mind' });
    expect(await productOf(product)).toMatchObject({ rating: 0, reviewCount: 0 });
    await approve(written.id);
    expect(await productOf(product)).toMatchObject({ rating: 3, reviewCount: 1 });
  });

  it("the shop's reply shows under the review; deleting the review recounts the product", async () => {
    const { product, review: written } = await pendingReview(5);
    await approve(written.id);
    const replied = await as(moderator)('PUT', `/api/admin/reviews/${written.id}/reply`, {
      reply: 'Thank you, Thandi!',
    });
    expect(json<AdminReview>(replied).reply).toBe('Thank you, Thandi!');
    expect((await reviewsOf(product)).reviews[0]!.reply).toMatchObject({ body: 'Thank you, Thandi!' });
    await as(moderator)('PUT', `/api/admin/reviews/${written.id}/reply`, { reply: '  ' });
    expect((await reviewsOf(product)).reviews[0]!.reply).toBeNull();

    expect((await as(admin)('DELETE', `/api/admin/reviews/${written.id}`)).statusCode).toBe(204);
    expect(await productOf(product)).toMatchObject({ rating: 0, reviewCount: 0 });
    expect((await as(admin)('DELETE', `/api/admin/reviews/${written.id}`)).statusCode).toBe(404);
  });

  it('records every moderation step on the review’s audit trail, naming the moderator', async () => {
    const { review: written } = await pendingReview(4);
    await approve(written.id);
    await as(moderator)('PUT', `/api/admin/reviews/${written.id}/reply`, { reply: 'Thanks' });
    await reject(written.id, 'Off topic');
    const { events } = json<AuditHistory>(await as(admin)('GET', `/api/admin/audit/review/${written.id}`));
    expect(
      events
        .reverse()
        .map((e) => [e.actorEmail, e.changes.map((c) => `${c.field}:${String(c.from)}>${String(c.to)}`)]),
    ).toEqual([
      [moderator.email, ['status:pending>published']],
      [moderator.email, ['reply:null>Thanks']],
      [moderator.email, ['status:published>rejected', 'rejectionReason:null>Off topic']],
    ]);
  });

  it('lists reviews by status with counts, searched on the server, for moderators', async () => {
    const { review: written, product } = await pendingReview(3);
    const title = (await productOf(product)).title;
    const page = json<AdminReviewPage>(
      await as(moderator)('GET', `/api/admin/reviews?status=pending&q=${encodeURIComponent(title)}`),
    );
    expect(page).toMatchObject({ total: 1, page: 1, counts: { pending: 1, published: 0, rejected: 0 } });
    expect(page.reviews[0]).toMatchObject({
      id: written.id,
      productTitle: title,
      rating: 3,
      status: 'pending',
    });
    expect((await as(moderator)('GET', '/api/admin/reviews?status=hidden')).statusCode).toBe(400);
    // A moderator is still refused the rest of the admin panel.
    expect((await as(moderator)('GET', '/api/admin/orders')).statusCode).toBe(403);
  });

  it('publishes new reviews at once when the shop says so, never a changed one', async () => {
    const settings = json<SettingsAnswer>(await as(admin)('GET', '/api/admin/settings'));
    const save = (publishAtOnce: boolean, version: number) =>
      as(admin)('PUT', '/api/admin/settings', {
        settings: { ...settings.settings, reviews: { ...settings.settings.reviews, publishAtOnce } },
        version,
      });
    expect((await save(true, settings.version)).statusCode).toBe(200);
    try {
      const { product, review: written, order: placed, lineId } = await pendingReview(4);
      expect(written.status).toBe('published');
      expect(await productOf(product)).toMatchObject({ rating: 4, reviewCount: 1 });
      // Rejected, then saved again by its author: it waits, rather than publishing itself.
      expect((await reject(written.id, 'Names a staff member')).statusCode).toBe(200);
      const again = await call('PUT', `/api/orders/${placed.id}/lines/${lineId}/review`, {
        key: placed.key,
        ...review({ rating: 4 }),
      });
      expect(json<OwnReview>(again)).toMatchObject({ status: 'pending', rejectionReason: null });
      expect(await productOf(product)).toMatchObject({ rating: 0, reviewCount: 0 });
    } finally {
      expect((await save(false, settings.version + 1)).statusCode).toBe(200);
    }
  });
});

describe('the product page’s reviews', () => {
  it('pages and sorts the published reviews, newest, highest and lowest first', async () => {
    const product = await insertProduct(t.db, { inventoryQuantity: 100 });
    const ids: string[] = [];
    for (const rating of [3, 5, 1, 4, 2, 5, 4, 3, 5, 1, 2, 4]) {
      clock = new Date(clock.getTime() + 60_000);
      const { review: written } = await pendingReview(rating, product);
      await approve(written.id);
      ids.push(written.id);
    }
    const first = await reviewsOf(product);
    expect(first).toMatchObject({
      sort: 'newest',
      page: 1,
      pageCount: 2,
      summary: { count: 12, average: 3.3, stars: [2, 2, 2, 3, 3] },
    });
    expect(first.reviews.map((r) => r.id)).toEqual([...ids].reverse().slice(0, 10));
    expect((await reviewsOf(product, '?page=2')).reviews.map((r) => r.id)).toEqual(
      [...ids].reverse().slice(10),
    );
    expect((await reviewsOf(product, '?sort=highest')).reviews.slice(0, 3).map((r) => r.rating)).toEqual([
      5, 5, 5,
    ]);
    expect((await reviewsOf(product, '?sort=lowest')).reviews.slice(0, 3).map((r) => r.rating)).toEqual([
      1, 1, 2,
    ]);
    expect((await call('GET', `/api/products/${product}/reviews?sort=best`)).statusCode).toBe(400);
    expect((await call('GET', `/api/products/${randomUUID()}/reviews`)).statusCode).toBe(404);
  });
});

describe("an account's reviews and its privacy", () => {
  it('are in its data export, and stay unnamed once the account is deleted', async () => {
    const buyer = await signUpAs(t, 'customer');
    const product = await insertProduct(t.db, { title: 'Yoga Block' });
    const placed = await order([product], { cookies: buyer.cookies });
    const lineId = json<OrderReviews>(
      await call('GET', `/api/orders/${placed.id}/reviews`, undefined, buyer.cookies),
    ).lines[0]!.lineId;
    const written = json<OwnReview>(
      await call('POST', `/api/orders/${placed.id}/lines/${lineId}/review`, review(), buyer.cookies),
    );
    await approve(written.id);
    const exported = json<AccountExport>(await call('GET', '/api/account/export', undefined, buyer.cookies));
    expect(exported.reviews).toEqual([
      expect.objectContaining({
        product: 'Yoga Block',
        rating: 5,
        status: 'published',
        shownAs: 'Thandi N.',
      }),
    ]);

    const deleted = await call('DELETE', '/api/account', { password: 'secret-password' }, buyer.cookies);
    expect(deleted.statusCode).toBe(204);
    expect((await reviewsOf(product)).reviews).toEqual([
      expect.objectContaining({ id: written.id, author: 'A verified buyer' }),
    ]);
    const row = await t.db.kysely
      .selectFrom('reviews')
      .select('user_id')
      .where('id', '=', written.id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBeNull();
  });
});

describe('limits', () => {
  it('answers 429 past the reviews limit of an address', async () => {
    const limited = await createTestApp(undefined, {
      env: { REQUEST_LIMITS: JSON.stringify({ reviews: { max: { address: 2 } } }) },
    });
    try {
      const res = async (n: number) =>
        limited.app.inject({
          method: 'POST',
          url: `/api/orders/${randomUUID()}/lines/${randomUUID()}/review`,
          payload: review({ title: `Try ${n}` }),
        });
      expect((await res(1)).statusCode).toBe(404);
      expect((await res(2)).statusCode).toBe(404);
      const third = await res(3);
      expect([third.statusCode, codeOf(third)]).toEqual([429, 'too_many_requests']);
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('the review request', () => {
  const requestsTo = (orderId: string) =>
    t.db.kysely
      .selectFrom('outbox_emails')
      .select(['to_address', 'message'])
      .where('kind', '=', 'review_request')
      .where('order_id', '=', orderId)
      .execute();

  it('goes out once, the set number of days after delivery, with a link to the order’s reviews', async () => {
    const product = await insertProduct(t.db, { title: 'Kettlebell 12 kg' });
    const placed = await order([product]);
    const delivered = clock;
    try {
      clock = new Date(delivered.getTime() + 6 * DAY);
      await t.app.jobs.reviewRequests.runOnce();
      expect(await requestsTo(placed.id)).toEqual([]);
      clock = new Date(delivered.getTime() + 7 * DAY + 60_000);
      await t.app.jobs.reviewRequests.runOnce();
      await t.app.jobs.reviewRequests.runOnce();
      const sent = await requestsTo(placed.id);
      expect(sent).toHaveLength(1);
      expect(JSON.parse(sent[0]!.message)).toMatchObject({
        kind: 'review_request',
        data: { products: ['Kettlebell 12 kg'], customerName: 'Thandi van der Nkosi' },
      });
      expect(JSON.parse(sent[0]!.message).data.reviewUrl).toContain(
        `/orders/${placed.id}?key=${placed.key}#reviews`,
      );
    } finally {
      clock = new Date(delivered.getTime() + 8 * DAY);
    }
  });

  it('is not sent to a buyer who said no to the shop’s emails, nor for an order already reviewed', async () => {
    const product = await insertProduct(t.db);
    const said = await order([product]);
    const consent = t.db.kysely.insertInto('marketing_consents');
    await consent
      .values({
        id: randomUUID(),
        email: 'no-thanks@example.co.za',
        user_id: null,
        source: 'checkout',
        given_at: clock.toISOString(),
        withdrawn_at: clock.toISOString(),
        withdrawn_via: 'unsubscribe',
      })
      .execute();
    await t.db.kysely
      .updateTable('orders')
      .set({ customer_email: 'no-thanks@example.co.za' })
      .where('id', '=', said.id)
      .execute();
    const reviewed = await pendingReview(5);
    const delivered = clock;
    clock = new Date(delivered.getTime() + 8 * DAY);
    await t.app.jobs.reviewRequests.runOnce();
    expect(await requestsTo(said.id)).toEqual([]);
    expect(await requestsTo(reviewed.order.id)).toEqual([]);
    const claimed = await t.db.kysely
      .selectFrom('review_requests')
      .select(['order_id', 'sent'])
      .where('order_id', 'in', [said.id, reviewed.order.id])
      .execute();
    expect(claimed.map((row) => row.sent)).toEqual([0, 0]);
  });
});
