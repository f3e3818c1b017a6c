import { describe, expect, it } from 'vitest';
import { productInputSchema } from '@shared/schemas/admin-products';
import type { Product } from '@shared/schemas/catalog';
import { commaList, hundredths, wholeNumber } from '@web/components/form/text-codecs';
import { EMPTY_PRODUCT, productToInput } from './product-form';

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
  options: [],
  pricesVary: false,
  variants: [
    {
      id: '00000000-0000-4000-8000-000000000002',
      sku: 'HW-101',
      optionValues: [],
      priceCents: 45_000,
      salePriceCents: 39_950,
      inventoryQuantity: 7,
      image: null,
      isActive: true,
    },
  ],
  createdAt: '2026-11-23T06:00:00.000Z',
};

/** What the dialog shows under each field for these values, as the shared schema judges them. */
const problems = (values: object) =>
  Object.fromEntries(
    (productInputSchema.safeParse(values).error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
  );

const RAND = hundredths('two decimals');

describe('the product form (docs/decisions/0015-admin-at-scale.md)', () => {
  it('shows a product and saves it back unchanged, sale price, tags and status included', () => {
    const input = productToInput(product);
    expect(RAND.format(input.salePriceCents)).toBe('399.50');
    expect(commaList.format(input.tags)).toBe('kitchen, wood');
    expect(productInputSchema.parse(input)).toEqual(input);
  });

  it('starts in category men, not featured, active, and asks for what a product needs', () => {
    expect(EMPTY_PRODUCT).toMatchObject({ category: 'men', featured: false, status: 'active' });
    expect(problems(EMPTY_PRODUCT)).toEqual({
      sku: 'SKU is required',
      title: 'Product title is required',
      description: 'Description is required',
      priceCents: 'Price is required',
      inventoryQuantity: 'Inventory is required',
    });
  });

  it('sends a blank sale price as none, and tags without blanks', () => {
    const input = {
      ...productToInput(product),
      salePriceCents: RAND.parse(''),
      tags: commaList.parse(' a, ,b ,'),
    };
    expect(productInputSchema.parse(input)).toMatchObject({ salePriceCents: null, tags: ['a', 'b'] });
  });

  it('refuses a sale price at or above the price, or with more than two decimals, and a fraction of a unit', () => {
    const input = { ...productToInput(product), priceCents: RAND.parse('100') };
    const saleProblem = (salePrice: string) =>
      problems({ ...input, salePriceCents: RAND.parse(salePrice) }).salePriceCents;
    expect(saleProblem('100')).toBe('The sale price must be below the price');
    expect(saleProblem('99.999')).toBe('Sale price must be in whole cents');
    expect(saleProblem('99.99')).toBeUndefined();
    expect(saleProblem('')).toBeUndefined();
    expect(problems({ ...input, inventoryQuantity: wholeNumber.parse('1.5') })).toEqual({
      inventoryQuantity: 'Inventory must be a whole number',
    });
  });
});
