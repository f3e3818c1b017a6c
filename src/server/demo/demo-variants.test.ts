import { describe, expect, it } from 'vitest';
import { productInputSchema } from '../../shared/schemas/admin-products.js';
import { DEMO_PRODUCTS } from './demo-catalogue.js';
import { DEMO_VARIANTS } from './demo-variants.js';

describe('the demo products with options', () => {
  const withOptions = DEMO_PRODUCTS.filter((p) => DEMO_VARIANTS[p.sku]);

  it('are at least 10 demo products, each passing the rules the admin form is held to', () => {
    expect(Object.keys(DEMO_VARIANTS).every((sku) => DEMO_PRODUCTS.some((p) => p.sku === sku))).toBe(true);
    expect(withOptions.length).toBeGreaterThanOrEqual(10);
    for (const product of withOptions) {
      const { options, variants } = DEMO_VARIANTS[product.sku]!;
      const input = productInputSchema.safeParse({
        sku: product.sku,
        title: product.title,
        description: product.description,
        priceCents: product.priceCents,
        category: product.category,
        images: [],
        inventoryQuantity: 0,
        featured: product.featured,
        options,
        variants: variants.map((v) => ({
          sku: `${product.sku}-${v.values.join('-')}`,
          optionValues: v.values,
          priceCents: v.priceCents,
          salePriceCents: v.salePriceCents ?? null,
          inventoryQuantity: v.stock,
        })),
      });
      expect(input.error?.issues ?? [], product.sku).toEqual([]);
    }
  });

  it('sell gloves and a belt in sizes, bags in colours with a picture each, and weights at different prices', () => {
    const optionOf = (name: string) =>
      withOptions.filter((p) => DEMO_VARIANTS[p.sku]!.options[0]?.name === name);
    expect(optionOf('Size').map((p) => p.title)).toEqual(
      expect.arrayContaining(['Leather Lifting Gloves', 'Woven Braided Belt']),
    );
    const bags = optionOf('Colour').filter((p) => p.art.motif === 'bag' || p.art.motif === 'handbag');
    expect(bags.length).toBeGreaterThanOrEqual(2);
    for (const bag of bags) expect(DEMO_VARIANTS[bag.sku]!.variants.every((v) => v.accent)).toBe(true);
    const weights = optionOf('Weight');
    expect(weights.length).toBeGreaterThanOrEqual(2);
    for (const product of weights) {
      const prices = DEMO_VARIANTS[product.sku]!.variants.map((v) => v.priceCents);
      expect(new Set(prices).size).toBe(prices.length);
    }
    // Some combinations are sold out, and some products have every one sold out.
    const soldOut = withOptions.flatMap((p) => DEMO_VARIANTS[p.sku]!.variants.filter((v) => v.stock === 0));
    expect(soldOut.length).toBeGreaterThan(3);
  });
});
