import { describe, expect, it } from 'vitest';
import { productInputSchema } from '@shared/schemas/admin-products';
import type { Product } from '@shared/schemas/catalog';
import {
  EMPTY_PRODUCT_FORM,
  formToInput,
  productFormSchema,
  productToForm,
  tagsFromText,
} from './product-form';

const product: Product = {
  id: '00000000-0000-4000-8000-000000000001',
  sku: 'HW-101',
  title: 'Yellowwood Salad Bowl',
  description: 'Turned by hand from one block.',
  shortDescription: 'Hand-turned',
  priceCents: 45_000,
  salePriceCents: 39_950,
  images: [],
  rating: 4.5,
  reviewCount: 3,
  featured: false,
  status: 'draft',
  category: 'homeware',
  tags: ['kitchen', 'wood'],
  inventoryQuantity: 7,
  createdAt: '2026-11-23T06:00:00.000Z',
};

describe('the product form (docs/decisions/0015-admin-at-scale.md)', () => {
  it('shows a product and saves it back unchanged, sale price, tags and status included', () => {
    const form = productToForm(product);
    expect(form).toMatchObject({ salePrice: '399.50', tags: 'kitchen, wood', status: 'draft' });
    const input = formToInput(productFormSchema.parse(form), product.images);
    expect(input).toMatchObject({
      priceCents: 45_000,
      salePriceCents: 39_950,
      shortDescription: 'Hand-turned',
      tags: ['kitchen', 'wood'],
      status: 'draft',
    });
    // What the form sends is what the server takes.
    expect(productInputSchema.safeParse(input).success).toBe(true);
  });

  it('sends a blank sale price as none, and tags without blanks', () => {
    const form = {
      ...EMPTY_PRODUCT_FORM,
      sku: 'X',
      title: 'T',
      description: 'D',
      price: '10',
      inventory: '1',
    };
    expect(formToInput({ ...form, salePrice: '', tags: ' a, ,b ,' }, [])).toMatchObject({
      salePriceCents: null,
      tags: ['a', 'b'],
      status: 'active',
    });
    expect(tagsFromText('')).toEqual([]);
  });

  it('refuses a sale price at or above the price, or with more than two decimals', () => {
    const form = { ...productToForm(product), price: '100' };
    const saleError = (salePrice: string) =>
      productFormSchema.safeParse({ ...form, salePrice }).error?.issues.find((i) => i.path[0] === 'salePrice')
        ?.message;
    expect(saleError('100')).toBe('The sale price must be below the price');
    expect(saleError('99.999')).toBe('Enter a sale price with at most two decimals, or leave it blank');
    expect(saleError('99.99')).toBeUndefined();
    expect(saleError('')).toBeUndefined();
  });
});
