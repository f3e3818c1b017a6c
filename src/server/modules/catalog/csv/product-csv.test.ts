import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../product-repository.js';
import { readHeader, rowInput } from './product-csv.js';

const header = readHeader(['SKU', 'Title', 'Description', 'Category', 'Price', 'Inventory']);

const mug: ProductRow = {
  id: 'p1',
  sku: 'A',
  title: 'Mug',
  description: 'A mug.',
  short_description: '',
  price_cents: 10_000,
  sale_price_cents: null,
  images: '[]',
  rating: 0,
  review_count: 0,
  featured: 0,
  status: 'draft',
  category: 'homeware',
  tags: '[]',
  inventory_quantity: 7,
  options: '[]',
  prices_vary: 0,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('a product CSV row', () => {
  it('reads a new product, its amount as a spreadsheet may write it', () => {
    expect(rowInput(['A-1', 'Mug', 'A mug.', 'Homeware', 'R 1 299.50', '4'], header, undefined)).toEqual({
      input: expect.objectContaining({
        sku: 'A-1',
        category: 'homeware',
        priceCents: 129_950,
        status: 'active',
      }),
    });
    expect(rowInput(['A-1', 'Mug', 'A mug.', 'homeware', '12,5', '4'], header, undefined)).toEqual({
      errors: [{ column: 'price', message: 'Price must be an amount in rand, like 199.99' }],
    });
  });

  it('reads featured as yes or no, and a blank status or featured as the product has it', () => {
    const withFlags = readHeader(['sku', 'featured', 'status']);
    const read = (featured: string, status: string) => rowInput(['A', featured, status], withFlags, mug);
    expect(read('Yes', 'Active')).toMatchObject({ input: { featured: true, status: 'active' } });
    expect(read('', '')).toMatchObject({ input: { featured: false, status: 'draft', priceCents: 10_000 } });
    expect(read('maybe', 'sold')).toEqual({
      errors: [{ column: 'featured', message: 'Featured must be yes or no' }],
    });
  });

  it("takes the exported stock as the product's starting point, for a product that exists", () => {
    const stock = readHeader(['sku', 'inventory', 'exported_inventory']);
    expect(rowInput(['A', '12', '10'], stock, mug)).toMatchObject({
      input: { inventoryQuantity: 12, loadedInventoryQuantity: 10 },
    });
    expect(rowInput(['A', '12', ''], stock, mug)).toMatchObject({ input: { inventoryQuantity: 12 } });
    expect(rowInput(['A', '12', ''], stock, mug)).not.toMatchObject({
      input: { loadedInventoryQuantity: 10 },
    });
    expect(rowInput(['A', '12', 'ten'], stock, mug)).toEqual({
      errors: [{ column: 'exported_inventory', message: 'Exported inventory must be a whole number' }],
    });
  });
});
