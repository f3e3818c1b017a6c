import { randomUUID } from 'node:crypto';

/**
 * A product's row as a migration test writes it into a database at an older schema, without
 * today's types: the columns every schema since the first has had (later ones have defaults).
 */
export const oldProductRow = (
  sku: string,
  fields: Partial<{ price_cents: number; sale_price_cents: number | null; inventory_quantity: number }>,
  at: string,
) => ({
  id: randomUUID(),
  sku,
  title: `Product ${sku}`,
  description: 'A product from an older schema.',
  short_description: '',
  price_cents: 10_000,
  sale_price_cents: null,
  images: '[]',
  rating: 4,
  review_count: 3,
  featured: 0,
  status: 'active',
  category: 'gym',
  tags: '[]',
  inventory_quantity: 0,
  created_at: at,
  updated_at: at,
  ...fields,
});
