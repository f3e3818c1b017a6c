import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail, OrderDetail } from '../../../shared/schemas/checkout.js';
import type { ApiErrorBody } from '../../../shared/schemas/common.js';
import type { MarketingConsent } from '../../../shared/schemas/marketing.js';
import type { AdminOrderPage } from '../../../shared/schemas/orders.js';
import type { Account, AccountExport } from '../../../shared/schemas/privacy.js';
import { cartWith, checkoutBody, placeOrder } from '../../testing/checkout.js';
import { insertProduct } from '../../testing/fixtures.js';
import { pdfText } from '../../testing/pdf-text.js';
import {
  type Account as TestAccount,
  cookieFrom,
  createTestApp,
  json,
  signUpAs,
  type TestApp,
} from '../../testing/test-app.js';

let t: TestApp;
let admin: TestAccount;
let clock = new Date('2026-11-27T08:00:00.000Z');
beforeAll(async () => {
  t = await createTestApp(undefined, { now: () => clock });
  admin = await signUpAs(t, 'admin');
});
afterAll(() => t.close());

const PASSWORD = 'kettlebell-42';
let people = 0;

interface Shopper {
  id: string;
  email: string;
  cookies: Record<string, string>;
}

/** Signs a shopper up through the API, the marketing box as given. */
async function signUp(marketingConsent?: boolean, fullName = 'Lerato Dlamini'): Promise<Shopper> {
  const email = `privacy${(people += 1)}-${Date.now()}@example.co.za`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: {
      fullName,
      email,
      password: PASSWORD,
      ...(marketingConsent !== undefined && { marketingConsent }),
    },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
  return { id: res.json<{ user: { id: string } }>().user.id, email, cookies: cookieFrom(res) };
}

const call = (
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  cookies: Record<string, string> = {},
  payload?: object,
) => t.app.inject({ method, url, cookies, ...(payload && { payload }) });
const errorOf = (res: LightMyRequestResponse) => json<ApiErrorBody>(res).error;

/** An order the shopper places signed in (their cart, their session), with the details given. */
async function orderAs(shopper: Shopper, details: Parameters<typeof checkoutBody>[0] = {}) {
  const product = await insertProduct(t.db, {
    title: 'Enamel Mug',
    priceCents: 12_500,
    inventoryQuantity: 10,
  });
  const cart = await cartWith(t, [{ productId: product, quantity: 2 }]);
  const res = await placeOrder(
    t,
    { ...cart, ...shopper.cookies },
    checkoutBody({ customerEmail: shopper.email, ...details }),
  );
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.body}`);
  return { id: res.json<{ order: OrderDetail }>().order.id, cart };
}

async function setStatus(
  orderId: string,
  status: 'delivered' | 'cancelled' | 'shipped' | { paymentStatus: 'paid' },
) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${orderId}`,
    cookies: admin.cookies,
    payload: typeof status === 'string' ? { status } : status,
  });
  if (res.statusCode !== 200) throw new Error(`status change failed: ${res.body}`);
}

describe('signed out', () => {
  it('gets 401 from every account call', async () => {
    const calls = [
      call('GET', '/api/account'),
      call('PUT', '/api/account/marketing', {}, { subscribed: false }),
      call('GET', '/api/account/export'),
      call('DELETE', '/api/account', {}, { password: PASSWORD }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).code).toBe('unauthenticated');
    }
  });

  it('gets 401 with a session that has ended', async () => {
    const shopper = await signUp();
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', cookies: shopper.cookies });
    expect((await call('GET', '/api/account', shopper.cookies)).statusCode).toBe(401);
  });
});

describe('the account page', () => {
  it('shows the name, the email and the consent given at sign-up, with its moment', async () => {
    clock = new Date('2026-11-27T08:10:00.000Z');
    const shopper = await signUp(true, 'Sipho Mokoena');
    const res = await call('GET', '/api/account', shopper.cookies);
    expect(res.statusCode).toBe(200);
    expect(json<Account>(res)).toEqual({
      fullName: 'Sipho Mokoena',
      email: shopper.email,
      createdAt: '2026-11-27T08:10:00.000Z',
      marketing: {
        subscribed: true,
        givenAt: '2026-11-27T08:10:00.000Z',
        source: 'sign_up',
        withdrawnAt: null,
      },
    });
  });

  it('withdraws the consent with its moment, and gives it again from the account', async () => {
    const shopper = await signUp(true);
    clock = new Date('2026-11-27T09:00:00.000Z');
    const off = await call('PUT', '/api/account/marketing', shopper.cookies, { subscribed: false });
    expect(off.statusCode).toBe(200);
    expect(json<MarketingConsent>(off)).toMatchObject({
      subscribed: false,
      withdrawnAt: '2026-11-27T09:00:00.000Z',
    });
    const row = await t.db.kysely
      .selectFrom('marketing_consents')
      .selectAll()
      .where('email', '=', shopper.email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ withdrawn_at: '2026-11-27T09:00:00.000Z', withdrawn_via: 'account' });

    clock = new Date('2026-11-27T10:00:00.000Z');
    const on = await call('PUT', '/api/account/marketing', shopper.cookies, { subscribed: true });
    expect(json<MarketingConsent>(on)).toEqual({
      subscribed: true,
      givenAt: '2026-11-27T10:00:00.000Z',
      source: 'account',
      withdrawnAt: null,
    });
    expect(json<Account>(await call('GET', '/api/account', shopper.cookies)).marketing.subscribed).toBe(true);
  });

  it('shows no consent for a shopper who never gave one, and refuses a switch that is not true or false', async () => {
    const shopper = await signUp(false);
    expect(json<Account>(await call('GET', '/api/account', shopper.cookies)).marketing).toEqual({
      subscribed: false,
      givenAt: null,
      source: null,
      withdrawnAt: null,
    });
    for (const payload of [{ subscribed: 'no' }, {}, { subscribed: true, extra: 1 }]) {
      const res = await call('PUT', '/api/account/marketing', shopper.cookies, payload);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe('validation_error');
    }
  });
});

describe('the export', () => {
  it('downloads everything the shop holds about the shopper as one dated JSON file', async () => {
    clock = new Date('2026-11-27T21:30:00.000Z'); // 23:30 in Johannesburg: still the 27th there
    const shopper = await signUp(true, 'Ayesha Patel');
    const placed = await orderAs(shopper, {
      customerName: 'Ayesha Patel',
      customerPhone: '083 555 0199',
      shippingAddress: {
        street: '5 Kloof Street',
        suburb: 'Gardens',
        city: 'Cape Town',
        province: 'Western Cape',
        postalCode: '8001',
      },
    });
    // A guest order with the same email is not the account's (sign-up does not prove an address).
    const guestCart = await cartWith(t, [{ productId: await insertProduct(t.db) }]);
    await placeOrder(
      t,
      guestCart,
      checkoutBody({ customerEmail: shopper.email, customerName: 'Someone Else' }),
    );

    const res = await call('GET', '/api/account/export', shopper.cookies);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="lekker-living-account-2026-11-27.json"',
    );
    expect(res.headers['cache-control']).toBe('no-store');

    const data = json<AccountExport>(res);
    expect(data).toMatchObject({
      format: 'lekker-living.account-export.v1',
      exportedAt: '2026-11-27T21:30:00.000Z',
      profile: { id: shopper.id, fullName: 'Ayesha Patel', email: shopper.email, roles: ['customer'] },
      addresses: [
        {
          street: '5 Kloof Street',
          suburb: 'Gardens',
          city: 'Cape Town',
          province: 'Western Cape',
          postalCode: '8001',
          orderNumbers: [expect.any(String)],
        },
      ],
      marketingConsents: [
        { email: shopper.email, source: 'sign_up', givenAt: '2026-11-27T21:30:00.000Z', withdrawnAt: null },
      ],
      sessions: [{ createdAt: '2026-11-27T21:30:00.000Z', expiresAt: expect.any(String) }],
      trustedDevices: [{ createdAt: '2026-11-27T21:30:00.000Z' }],
      reviews: [],
    });
    expect(data.orders).toHaveLength(1);
    const [order] = data.orders;
    expect(order).toMatchObject({
      id: placed.id,
      customerName: 'Ayesha Patel',
      customerEmail: shopper.email,
      customerPhone: '0835550199',
      lines: [{ title: 'Enamel Mug', quantity: 2, unitPriceCents: 12_500, lineTotalCents: 25_000 }],
      itemsCents: 25_000,
      totalCents: 25_000 + order!.shippingCents,
    });
    expect(order).not.toHaveProperty('notes');
    expect(data.addresses[0]?.orderNumbers).toEqual([order!.orderNumber]);
    expect(data.emails).toEqual([
      expect.objectContaining({ to: shopper.email, subject: expect.stringContaining(order!.orderNumber) }),
    ]);
    // No secret of the account is in it: no password hash, no token or its hash.
    expect(res.body).not.toMatch(/argon2|token|hash/i);
    expect(res.body).not.toContain('Someone Else');
  });
});

describe('deleting the account', () => {
  it('refuses a wrong or missing password, and changes nothing', async () => {
    const shopper = await signUp(true);
    const wrong = await call('DELETE', '/api/account', shopper.cookies, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(403);
    expect(errorOf(wrong)).toMatchObject({
      code: 'wrong_password',
      fields: { password: expect.any(String) },
    });
    for (const payload of [{}, { password: '' }, { password: PASSWORD, reason: 'x' }]) {
      const res = await call('DELETE', '/api/account', shopper.cookies, payload);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe('validation_error');
    }
    expect((await call('GET', '/api/account', shopper.cookies)).statusCode).toBe(200);
  });

  it('is refused from another site, as every write', async () => {
    const shopper = await signUp();
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      cookies: shopper.cookies,
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { password: PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect((await call('GET', '/api/account', shopper.cookies)).statusCode).toBe(200);
  });

  it('waits while an order is under way: its delivery needs the address', async () => {
    const shopper = await signUp();
    const { id } = await orderAs(shopper);
    const res = await call('DELETE', '/api/account', shopper.cookies, { password: PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('orders_in_progress');
    const order = await t.db.kysely
      .selectFrom('orders')
      .select('customer_email')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(order.customer_email).toBe(shopper.email);
  });

  it("erases the shopper's details everywhere, keeps their orders without them, and signs them out", async () => {
    clock = new Date('2026-11-28T08:00:00.000Z');
    const shopper = await signUp(true, 'Naledi Khumalo');
    const { id: orderId, cart } = await orderAs(shopper, { customerName: 'Naledi Khumalo' });
    // Paid, it has its invoice.
    await setStatus(orderId, { paymentStatus: 'paid' });
    await setStatus(orderId, 'delivered');
    const guest = await placeOrder(
      t,
      await cartWith(t, [{ productId: await insertProduct(t.db) }]),
      checkoutBody({ customerEmail: shopper.email, customerName: 'Naledi Khumalo' }),
    );
    const guestOrderId = guest.json<{ order: OrderDetail }>().order.id;
    await t.db.kysely
      .insertInto('password_reset_tokens')
      .values({
        token_hash: randomUUID(),
        user_id: shopper.id,
        created_at: clock.toISOString(),
        expires_at: clock.toISOString(),
        used_at: null,
      })
      .execute();
    const before = await t.db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const { password_hash: hashBefore } = await t.db.kysely
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', shopper.id)
      .executeTakeFirstOrThrow();
    // This browser's cart holds something again.
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      cookies: cart,
      payload: { productId: await insertProduct(t.db) },
    });
    const cartSize = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/cart', cookies: cart })).json<{ itemCount: number }>()
        .itemCount;
    expect(await cartSize()).toBe(1);
    const linesBefore = await t.db.kysely
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', orderId)
      .execute();

    const res = await call('DELETE', '/api/account', { ...cart, ...shopper.cookies }, { password: PASSWORD });
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.filter((c) => c.name === 'session' || c.name === 'device');
    expect(cleared.map((c) => [c.name, c.value])).toEqual(
      expect.arrayContaining([
        ['session', ''],
        ['device', ''],
      ]),
    );

    // The account: no name, no email, no password anyone knows, nothing it signed in with.
    const user = await t.db.kysely
      .selectFrom('users')
      .selectAll()
      .where('id', '=', shopper.id)
      .executeTakeFirstOrThrow();
    expect(user.email).toBe(`deleted:${shopper.id}`);
    expect(user.password_hash).not.toBe(hashBefore);
    const left = async (
      table: 'profiles' | 'user_roles' | 'sessions' | 'trusted_devices' | 'password_reset_tokens',
    ) =>
      (
        await t.db.kysely
          .selectFrom(table)
          .selectAll()
          .where(table === 'profiles' ? 'id' : 'user_id', '=', shopper.id)
          .execute()
      ).length;
    for (const table of [
      'profiles',
      'user_roles',
      'sessions',
      'trusted_devices',
      'password_reset_tokens',
    ] as const) {
      expect(await left(table), table).toBe(0);
    }
    expect(
      await t.db.kysely
        .selectFrom('marketing_consents')
        .selectAll()
        .where('email', '=', shopper.email)
        .execute(),
    ).toEqual([]);
    // The emails about their order went; the guest order's stayed with it.
    const emails = await t.db.kysely
      .selectFrom('outbox_emails')
      .select('order_id')
      .where('to_address', '=', shopper.email)
      .execute();
    expect(emails).toEqual([{ order_id: guestOrderId }]);
    expect(
      await t.db.kysely.selectFrom('outbox_emails').select('id').where('order_id', '=', orderId).execute(),
    ).toEqual([]);
    expect(await cartSize()).toBe(0);

    // The order: without its customer, with its lines and money.
    const after = await t.db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      customer_name: '',
      customer_email: '',
      customer_phone: null,
      order_number: before.order_number,
      status: 'delivered',
      total_amount_cents: before.total_amount_cents,
      items_cents: before.items_cents,
      shipping_cents: before.shipping_cents,
      user_id: shopper.id,
    });
    expect(JSON.parse(after.shipping_address)).toEqual({
      street: '',
      suburb: '',
      city: '',
      province: '',
      postal_code: '',
    });
    expect(
      await t.db.kysely.selectFrom('order_items').selectAll().where('order_id', '=', orderId).execute(),
    ).toEqual(linesBefore);
    const anywhere = JSON.stringify(
      await t.db.kysely.selectFrom('orders').selectAll().where('user_id', '=', shopper.id).execute(),
    );
    expect(anywhere).not.toContain('Naledi');
    expect(anywhere).not.toContain(shopper.email);

    // A guest order with the same email is not the account's to erase.
    const guestRow = await t.db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', guestOrderId)
      .executeTakeFirstOrThrow();
    expect(guestRow).toMatchObject({ customer_email: shopper.email, customer_name: 'Naledi Khumalo' });

    // Signed out, and no way back in.
    expect((await call('GET', '/api/account', shopper.cookies)).statusCode).toBe(401);
    expect(
      json<{ user: unknown }>(
        await t.app.inject({ method: 'GET', url: '/api/auth/session', cookies: shopper.cookies }),
      ).user,
    ).toBeNull();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: shopper.email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
    expect(errorOf(signIn).code).toBe('invalid_credentials');
    const placeholder = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(placeholder.statusCode).toBe(400);

    // The admin's screens still show the order, as a deleted customer's.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}`,
      cookies: admin.cookies,
    });
    expect(detail.statusCode).toBe(200);
    expect(json<OrderDetail>(detail)).toMatchObject({
      customerName: '',
      customerEmail: '',
      customerPhone: null,
    });
    // Its invoice is kept, as tax law asks, and holds none of their details (an abridged one).
    const [invoice, ...others] = json<AdminOrderDetail>(detail).documents;
    expect(others).toEqual([]);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/documents/${invoice!.id}`,
      cookies: admin.cookies,
    });
    expect(pdf.statusCode).toBe(200);
    const invoiceText = await pdfText(pdf.rawPayload);
    expect(invoiceText).toContain(before.order_number);
    expect(invoiceText).not.toContain('Naledi');
    expect(invoiceText).not.toContain(shopper.email);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders?q=${before.order_number}`,
      cookies: admin.cookies,
    });
    expect(json<AdminOrderPage>(list).orders.map((o) => o.id)).toEqual([orderId]);
    const users = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users?q=${encodeURIComponent(shopper.email)}`,
      cookies: admin.cookies,
    });
    expect(json<{ total: number }>(users).total).toBe(0);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/orders/export', cookies: admin.cookies }))
        .statusCode,
    ).toBe(200);
    // The admin may still change it, and no email goes out: there is no address left.
    await setStatus(orderId, 'shipped');
    expect(
      await t.db.kysely.selectFrom('outbox_emails').select('id').where('order_id', '=', orderId).execute(),
    ).toEqual([]);

    // The address is free: a new account may take it, with none of the old one's past.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { fullName: 'Naledi K', email: shopper.email, password: 'a-new-password' },
    });
    expect(again.statusCode).toBe(201);
    const fresh = json<AccountExport>(await call('GET', '/api/account/export', cookieFrom(again)));
    expect(fresh.orders).toEqual([]);
    expect(fresh.marketingConsents).toEqual([]);
  });

  it("is refused to the shop's last administrator", async () => {
    const otherAdmins = await t.db.kysely
      .selectFrom('user_roles')
      .select('user_id')
      .where('role', '=', 'admin')
      .where('user_id', '!=', admin.id)
      .execute();
    expect(otherAdmins).toEqual([]);
    const res = await call('DELETE', '/api/account', admin.cookies, { password: 'secret-password' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('last_admin');
    expect((await call('GET', '/api/account', admin.cookies)).statusCode).toBe(200);
  });

  it('counts wrong passwords as failed sign-ins of the account, then makes the next try wait', async () => {
    const shopper = await signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await call('DELETE', '/api/account', shopper.cookies, { password: `guess-${i}` })).statusCode,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the information officer', () => {
  it('is answered in the public settings once the owner names them', async () => {
    const config = async () =>
      json<{ privacy: unknown }>(await t.app.inject({ method: 'GET', url: '/api/config' }));
    expect((await config()).privacy).toEqual({ officerName: null, officerEmail: null });
    const answer = json<{ settings: Record<string, unknown>; version: number }>(
      await t.app.inject({ method: 'GET', url: '/api/admin/settings', cookies: admin.cookies }),
    );
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      cookies: admin.cookies,
      payload: {
        version: answer.version,
        settings: {
          ...answer.settings,
          privacy: { officerName: 'Zanele Mthembu', officerEmail: 'privacy@shop.example' },
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect((await config()).privacy).toEqual({
      officerName: 'Zanele Mthembu',
      officerEmail: 'privacy@shop.example',
    });
  });
});
