import { describe, expect, it } from 'vitest';
import type { ProductInput } from '../../../shared/schemas/admin-products.js';
import type { AuditEvent, AuditHistory } from '../../../shared/schemas/audit.js';
import type { Product } from '../../../shared/schemas/catalog.js';
import type { Coupon } from '../../../shared/schemas/coupons.js';
import type { Promotion } from '../../../shared/schemas/promotions.js';
import { insertOrder } from '../../testing/fixtures.js';
import { adminAppForFile, json, signUpAs } from '../../testing/test-app.js';

const file = adminAppForFile();

const history = async (entity: string, id: string) =>
  json<AuditHistory>(await file.call('GET', `/api/admin/audit/${entity}/${id}`)).events;
/** The events oldest first, each as its action and its changes. */
const trail = async (entity: string, id: string) =>
  (await history(entity, id)).reverse().map((e: AuditEvent) => ({ action: e.action, changes: e.changes }));
const auditRows = async () =>
  Number(
    (
      await file.t.db.kysely
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const product = (overrides: Partial<ProductInput> = {}): ProductInput => ({
  sku: 'AUD-1',
  title: 'Audited Bread Board',
  description: 'Oak.',
  priceCents: 30_000,
  category: 'homeware',
  images: [],
  inventoryQuantity: 10,
  featured: false,
  ...overrides,
});

describe('the audit trail (docs/decisions/0015)', () => {
  it('records who created, changed (price, stock, status) and deleted a product, field by field', async () => {
    const created = json<Product>(await file.call('POST', '/api/admin/products', product()));
    await file.call('PUT', `/api/admin/products/${created.id}`, {
      ...product({ priceCents: 27_500, inventoryQuantity: 4, status: 'draft' }),
      loadedInventoryQuantity: 10,
    });
    expect((await file.call('DELETE', `/api/admin/products/${created.id}`)).statusCode).toBe(204);

    const events = await history('product', created.id);
    expect(events.every((e) => e.actorEmail === file.admin.email)).toBe(true);
    const [create, update, remove] = await trail('product', created.id);
    expect(create!.action).toBe('created');
    expect(create!.changes).toContainEqual({ field: 'price_cents', from: null, to: 30_000 });
    expect(update).toEqual({
      action: 'updated',
      changes: [
        { field: 'price_cents', from: 30_000, to: 27_500 },
        { field: 'status', from: 'active', to: 'draft' },
        { field: 'inventory_quantity', from: 10, to: 4 },
      ],
    });
    expect(remove!.action).toBe('deleted');
    expect(remove!.changes).toContainEqual({ field: 'title', from: 'Audited Bread Board', to: null });
  });

  it("records nothing when the change is refused: it shares the change's transaction", async () => {
    const first = json<Product>(await file.call('POST', '/api/admin/products', product({ sku: 'AUD-2' })));
    await file.call('POST', '/api/admin/products', product({ sku: 'AUD-3' }));
    const before = await auditRows();
    // Another product's SKU: the update is refused with 409, and so is its record.
    expect(
      (await file.call('PUT', `/api/admin/products/${first.id}`, product({ sku: 'AUD-3' }))).statusCode,
    ).toBe(409);
    expect((await file.call('POST', '/api/admin/products', product({ sku: 'AUD-3' }))).statusCode).toBe(409);
    expect(await auditRows()).toBe(before);
    // Saving a product as it is changes nothing, and records nothing.
    await file.call('PUT', `/api/admin/products/${first.id}`, product({ sku: 'AUD-2' }));
    expect(await auditRows()).toBe(before);
  });

  it("records a coupon's creation, edit, switch and deletion", async () => {
    const input = {
      code: 'AUDIT10',
      description: '',
      discountType: 'percentage',
      discountValue: 1_000,
      minPurchaseCents: null,
      maxDiscountCents: null,
      usageLimit: null,
      validFrom: '2026-11-01',
      validUntil: null,
      isActive: true,
    };
    const coupon = json<Coupon>(await file.call('POST', '/api/admin/coupons', input));
    await file.call('PUT', `/api/admin/coupons/${coupon.id}`, { ...input, discountValue: 1_500 });
    await file.call('PATCH', `/api/admin/coupons/${coupon.id}/active`, { isActive: false });
    await file.call('DELETE', `/api/admin/coupons/${coupon.id}`);
    const events = await trail('coupon', coupon.id);
    expect(events.map((e) => e.action)).toEqual(['created', 'updated', 'updated', 'deleted']);
    expect(events[1]!.changes).toEqual([{ field: 'discount_value', from: 1_000, to: 1_500 }]);
    expect(events[2]!.changes).toEqual([{ field: 'is_active', from: true, to: false }]);
    expect(events[3]!.changes).toContainEqual({ field: 'code', from: 'AUDIT10', to: null });
  });

  it("records a promotion's creation, switch and deletion", async () => {
    const promotion = json<Promotion>(
      await file.call('POST', '/api/admin/promotions', {
        name: 'Audited Sale',
        description: null,
        discountBps: 1_000,
        startDate: '2026-12-01T00:00:00+02:00',
        endDate: '2026-12-31T00:00:00+02:00',
        appliesToAll: true,
        category: null,
        isActive: true,
      }),
    );
    await file.call('PATCH', `/api/admin/promotions/${promotion.id}/active`, { isActive: false });
    await file.call('DELETE', `/api/admin/promotions/${promotion.id}`);
    const events = await trail('promotion', promotion.id);
    expect(events.map((e) => e.action)).toEqual(['created', 'updated', 'deleted']);
    expect(events[0]!.changes).toContainEqual({
      field: 'start_date',
      from: null,
      to: '2026-11-30T22:00:00.000Z',
    });
    expect(events[1]!.changes).toEqual([{ field: 'is_active', from: true, to: false }]);
  });

  it('gives an order its timeline: status, payment, tracking and notes, from what to what', async () => {
    const id = await insertOrder(file.t.db);
    for (const change of [
      { status: 'processing' },
      { paymentStatus: 'paid' },
      { trackingNumber: 'TRK-9' },
      { notes: 'Fragile' },
      { status: 'shipped' },
    ]) {
      expect((await file.call('PATCH', `/api/admin/orders/${id}`, change)).statusCode).toBe(200);
    }
    expect(await trail('order', id)).toEqual([
      { action: 'updated', changes: [{ field: 'status', from: 'pending', to: 'processing' }] },
      { action: 'updated', changes: [{ field: 'payment_status', from: 'pending', to: 'paid' }] },
      { action: 'updated', changes: [{ field: 'tracking_number', from: null, to: 'TRK-9' }] },
      { action: 'updated', changes: [{ field: 'notes', from: null, to: 'Fragile' }] },
      { action: 'updated', changes: [{ field: 'status', from: 'processing', to: 'shipped' }] },
    ]);
    // Paid, it has an invoice: it is kept, and its trail with it.
    const kept = await file.call('DELETE', `/api/admin/orders/${id}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json()).toMatchObject({ error: { code: 'order_invoiced' } });
    const unpaid = await insertOrder(file.t.db);
    await file.call('DELETE', `/api/admin/orders/${unpaid}`);
    expect((await trail('order', unpaid)).at(-1)!.action).toBe('deleted');
  });

  it('records a role change, and answers 400 to an unknown kind of record', async () => {
    const user = await signUpAs(file.t, 'customer');
    expect(
      (await file.call('PUT', `/api/admin/users/${user.id}/role`, { role: 'moderator' })).statusCode,
    ).toBe(204);
    expect(await trail('user', user.id)).toEqual([
      { action: 'updated', changes: [{ field: 'role', from: 'customer', to: 'moderator' }] },
    ]);
    expect((await file.call('GET', `/api/admin/audit/invoice/${user.id}`)).statusCode).toBe(400);
    expect((await file.call('GET', '/api/admin/audit/order/42')).statusCode).toBe(400);
  });
});
