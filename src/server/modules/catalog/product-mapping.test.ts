import { describe, expect, it } from 'vitest';
import { shopProductSchema } from '../../../shared/schemas/catalog.js';
import { priceBook } from '../pricing/index.js';
import { toShopProduct } from './product-mapping.js';
import type { CardRow } from './product-repository.js';

const rope: CardRow = {
  id: 'rope',
  title: 'Speed Rope',
  price_cents: 20_000,
  sale_price_cents: 15_000,
  category: 'gym',
  images: JSON.stringify(['/media/rope-front.webp', '/media/rope-coiled.webp']),
  rating: 4.5,
  review_count: 12,
  status: 'active',
  inventory_quantity: 0,
  prices_vary: 1,
};

const gymWeek = priceBook(
  [
    {
      discountBps: 4_000,
      startDate: '2026-12-01T00:00:00.000Z',
      endDate: '2026-12-07T23:59:59.999Z',
      isActive: true,
      appliesToAll: false,
      category: 'gym',
    },
  ],
  new Date('2026-12-03T12:00:00Z'),
);

describe("a listing's product", () => {
  it('is its card: the first image, the base price and the price paid by the book', () => {
    const card = toShopProduct(rope, gymWeek);
    expect(card).toEqual({
      id: 'rope',
      title: 'Speed Rope',
      image: '/media/rope-front.webp',
      priceCents: 20_000,
      // The lower of its sale price (R150) and its price less the category's 40 % (R120).
      unitPriceCents: 12_000,
      rating: 4.5,
      reviewCount: 12,
      inventoryQuantity: 0,
      pricesVary: true,
    });
    expect(shopProductSchema.strict().parse(card)).toEqual(card);
  });

  it('has no image when its gallery is empty', () => {
    expect(toShopProduct({ ...rope, images: '[]' }, gymWeek).image).toBeNull();
  });
});
