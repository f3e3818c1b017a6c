import { describe, expect, it } from 'vitest';
import { NEW_PRODUCT, readHeader, rowInput } from './product-csv.js';

const header = readHeader(['SKU', 'Title', 'Description', 'Category', 'Price', 'Inventory']);
const priceOf = (price: string) => {
  const result = rowInput(['A-1', 'Mug', 'A mug.', 'homeware', price, '1'], header, NEW_PRODUCT);
  return 'input' in result ? result.input.priceCents : result.errors[0]?.message;
};

describe('a product CSV row', () => {
  it('reads an amount in rand as a spreadsheet may write it', () => {
    expect(['199.99', '199.9', '199', 'R199.99', 'R 1 299.50', '1,299.50', ' 12 '].map(priceOf)).toEqual([
      19_999, 19_990, 19_900, 19_999, 129_950, 129_950, 1_200,
    ]);
    for (const bad of ['', '19.999', '-5', '1,29.50', 'ten', '1e3', '12,5']) {
      expect(priceOf(bad)).toBe('Price must be an amount in rand, like 199.99');
    }
  });

  it('reads featured as yes or no, and a blank status or featured as the product has it', () => {
    const withFlags = readHeader(['sku', 'featured', 'status']);
    const base = {
      ...NEW_PRODUCT,
      sku: 'A',
      title: 'T',
      description: 'D',
      priceCents: 100,
      category: 'gym',
      inventoryQuantity: 1,
    };
    const read = (featured: string, status: string) => rowInput(['A', featured, status], withFlags, base);
    expect(read('Yes', 'Draft')).toMatchObject({ input: { featured: true, status: 'draft' } });
    expect(read('', '')).toMatchObject({ input: { featured: false, status: 'active' } });
    expect(read('maybe', 'sold')).toEqual({
      errors: [{ column: 'featured', message: 'Featured must be yes or no' }],
    });
  });
});
