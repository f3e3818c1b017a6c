import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { ProductsTable } from '../db/schema.js';

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
  rating?: number;
  createdAt?: string;
}

let sequence = 0;

/** Inserts a product with sensible defaults; returns its id. */
export async function insertProduct(db: Db, fixture: ProductFixture = {}): Promise<string> {
  sequence += 1;
  const id = randomUUID();
  const texts = {
    title: fixture.title ?? `Test product ${sequence}`,
    description: fixture.description ?? 'A sturdy product for testing.',
    shortDescription: fixture.shortDescription ?? 'Sturdy.',
    tags: fixture.tags ?? ['test'],
  };
  const createdAt = fixture.createdAt ?? new Date(Date.UTC(2026, 0, 1, 0, 0, sequence)).toISOString();
  await db.kysely
    .insertInto('products')
    .values({
      id,
      sku: `TEST-${sequence}-${id.slice(0, 8)}`,
      title: texts.title,
      description: texts.description,
      short_description: texts.shortDescription,
      price_cents: fixture.priceCents ?? 10_000,
      sale_price_cents: fixture.salePriceCents ?? null,
      images: JSON.stringify([]),
      rating: fixture.rating ?? 4,
      review_count: 10,
      featured: fixture.featured ? 1 : 0,
      status: fixture.status ?? 'active',
      category: fixture.category ?? 'homeware',
      tags: JSON.stringify(texts.tags),
      inventory_quantity: fixture.inventoryQuantity ?? 10,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  return id;
}
