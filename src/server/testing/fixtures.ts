import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Role } from '../../shared/constants.js';
import type { Db } from '../db/database.js';
import type { OrdersTable, ProductsTable } from '../db/schema.js';
import { insertProducts } from '../modules/catalog/index.js';

/** A product's row as the catalogue inserts it. */
type NewProduct = Parameters<typeof insertProducts>[1][number];

export interface ProductFixture {
  title?: string;
  description?: string;
  shortDescription?: string;
  tags?: string[];
  priceCents?: number;
  salePriceCents?: number | null;
  category?: ProductsTable['category'];
  status?: ProductsTable['status'];
  featured?: boolean;
  inventoryQuantity?: number;
  /** A rating as if from this many reviews (10 unless told): the listing's tests sort by it. */
  rating?: number;
  reviewCount?: number;
  createdAt?: string;
}

let sequence = 0;

/** A product's row as the catalogue's writes insert it, with sensible defaults. */
export function productRow(fields: Partial<NewProduct> = {}): NewProduct {
  sequence += 1;
  const id = fields.id ?? randomUUID();
  return {
    id,
    sku: `TEST-${sequence}-${id.slice(0, 8)}`,
    title: `Test product ${sequence}`,
    description: 'A sturdy product for testing.',
    short_description: 'Sturdy.',
    price_cents: 10_000,
    sale_price_cents: null,
    images: '[]',
    rating: 0,
    review_count: 0,
    featured: 0,
    status: 'active',
    category: 'homeware',
    tags: '["test"]',
    inventory_quantity: 10,
    created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, sequence)).toISOString(),
    ...fields,
  };
}

/** Inserts a product with sensible defaults; returns its id. */
export async function insertProduct(db: Db, fixture: ProductFixture = {}): Promise<string> {
  const row = productRow({
    ...(fixture.title !== undefined && { title: fixture.title }),
    ...(fixture.description !== undefined && { description: fixture.description }),
    ...(fixture.shortDescription !== undefined && { short_description: fixture.shortDescription }),
    ...(fixture.tags !== undefined && { tags: JSON.stringify(fixture.tags) }),
    ...(fixture.priceCents !== undefined && { price_cents: fixture.priceCents }),
    ...(fixture.salePriceCents !== undefined && { sale_price_cents: fixture.salePriceCents }),
    ...(fixture.rating !== undefined && { rating: fixture.rating, review_count: fixture.reviewCount ?? 10 }),
    ...(fixture.featured !== undefined && { featured: fixture.featured ? 1 : 0 }),
    ...(fixture.status !== undefined && { status: fixture.status }),
    ...(fixture.category !== undefined && { category: fixture.category }),
    ...(fixture.inventoryQuantity !== undefined && { inventory_quantity: fixture.inventoryQuantity }),
    ...(fixture.createdAt !== undefined && { created_at: fixture.createdAt }),
  });
  await insertProducts(db.kysely, [row]);
  return row.id;
}

/**
 * Sets a simple product's stock as a test's starting point, around the inventory module: its one
 * variant's and its own (the sum of its variants', and the least).
 */
export async function setStock(db: Db, productId: string, stock: number): Promise<void> {
  await db.kysely
    .updateTable('product_variants')
    .set({ inventory_quantity: stock })
    .where('product_id', '=', productId)
    .execute();
  await db.kysely
    .updateTable('products')
    .set({ inventory_quantity: stock, lowest_stock: stock })
    .where('id', '=', productId)
    .execute();
}

export interface OrderFixture {
  status?: OrdersTable['status'];
  paymentStatus?: OrdersTable['payment_status'];
  totalCents?: number;
  createdAt: string;
  orderNumber: string;
  customerName?: string;
  customerEmail?: string;
  deliveredAt?: string;
  refundedCents?: number;
}

/** An order row (without lines) paid by EFT, standard delivery, no coupon: for tests and the bench. */
export function orderRow(fixture: OrderFixture): Insertable<OrdersTable> {
  const total = fixture.totalCents ?? 10_000;
  return {
    id: randomUUID(),
    order_number: fixture.orderNumber,
    user_id: null,
    customer_name: fixture.customerName ?? 'Test Customer',
    customer_email: fixture.customerEmail ?? 'customer@example.com',
    customer_phone: null,
    shipping_address: JSON.stringify({
      street: '1 Long Street',
      suburb: 'City Centre',
      city: 'Cape Town',
      province: 'Western Cape',
      postal_code: '8001',
    }),
    status: fixture.status ?? 'pending',
    payment_status: fixture.paymentStatus ?? 'pending',
    tracking_number: null,
    notes: null,
    items_cents: total,
    savings_cents: 0,
    subtotal_cents: total,
    discount_cents: 0,
    shipping_cents: 0,
    total_amount_cents: total,
    coupon_id: null,
    coupon_code: null,
    delivery_method: 'standard',
    payment_method: 'eft',
    hold_until: null,
    cancel_reason: null,
    stock_short: 0,
    provider_payment_id: null,
    delivered_at: fixture.deliveredAt ?? null,
    refunded_cents: fixture.refundedCents ?? 0,
    idempotency_key: null,
    access_token_hash: null,
    access_key: null,
    created_at: fixture.createdAt,
    updated_at: fixture.createdAt,
  };
}

/** Inserts an order (without lines) with a status and total; returns its id. */
export async function insertOrder(db: Db, fixture: Partial<OrderFixture> = {}): Promise<string> {
  sequence += 1;
  const row = orderRow({
    ...fixture,
    orderNumber: fixture.orderNumber ?? `ORD-TEST-${sequence}`,
    createdAt: fixture.createdAt ?? new Date(Date.UTC(2026, 0, 2, 0, 0, sequence)).toISOString(),
  });
  await db.kysely.insertInto('orders').values(row).execute();
  return row.id;
}

/** Inserts a discount coupon (10% off, valid since 2026-01-01, unlimited); returns its id. */
export async function insertCoupon(
  db: Db,
  fixture: {
    code?: string;
    active?: boolean;
    validFrom?: string;
    validUntil?: string;
    usageLimit?: number;
    timesUsed?: number;
    minPurchaseCents?: number;
  } = {},
): Promise<string> {
  sequence += 1;
  const id = randomUUID();
  await db.kysely
    .insertInto('discount_coupons')
    .values({
      id,
      code: fixture.code ?? `TEST${sequence}`,
      description: null,
      discount_type: 'percentage',
      discount_value: 1_000,
      min_purchase_cents: fixture.minPurchaseCents ?? null,
      max_discount_cents: null,
      usage_limit: fixture.usageLimit ?? null,
      times_used: fixture.timesUsed ?? 0,
      valid_from: fixture.validFrom ?? '2026-01-01',
      valid_until: fixture.validUntil ?? null,
      is_active: fixture.active === false ? 0 : 1,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

/** A product's stock as stored now. */
export async function stockOf(db: Db, productId: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('products')
    .select('inventory_quantity')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.inventory_quantity;
}

/** How many times a coupon has been used, as stored now. */
export async function couponUses(db: Db, code: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('discount_coupons')
    .select('times_used')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.times_used;
}

/** Inserts a user with a profile and one role (no usable password: for lists, not sign-in); returns its id. */
export async function insertUser(
  db: Db,
  fixture: { fullName: string; email: string; role?: Role; createdAt?: string },
): Promise<string> {
  sequence += 1;
  const id = randomUUID();
  const createdAt = fixture.createdAt ?? new Date(Date.UTC(2026, 0, 3, 0, 0, sequence)).toISOString();
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({ id, email: fixture.email, password_hash: '!', created_at: createdAt })
      .execute();
    await trx
      .insertInto('profiles')
      .values({ id, email: fixture.email, full_name: fixture.fullName, created_at: createdAt })
      .execute();
    await trx
      .insertInto('user_roles')
      .values({ user_id: id, role: fixture.role ?? 'customer' })
      .execute();
  });
  return id;
}
