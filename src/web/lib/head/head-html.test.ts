import { describe, expect, it } from 'vitest';
import type { ShopProductDetail } from '@shared/schemas/catalog';
import type { ProductReviews } from '@shared/schemas/reviews';
import { headHtml, scriptJson } from './head-html';
import { headTags, privateHead } from './page-head';
import { productHead } from './product-head';

const product: ShopProductDetail = {
  id: '5f0c9a3e-2b1d-4c6e-9a7f-1e2d3c4b5a69',
  sku: 'GYM-001',
  title: 'Yoga Mat "Pro" <6mm>',
  description: 'A mat.\nNon-slip.',
  shortDescription: 'Non-slip & thick',
  priceCents: 49_900,
  salePriceCents: null,
  images: ['/media/0123456789abcdef0123456789abcdef.webp'],
  rating: 4.5,
  reviewCount: 12,
  featured: false,
  status: 'active',
  category: 'gym',
  tags: [],
  inventoryQuantity: 0,
  options: [],
  pricesVary: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  unitPriceCents: 44_910,
  variants: [
    {
      id: '5f0c9a3e-2b1d-4c6e-9a7f-1e2d3c4b5a70',
      sku: 'GYM-001',
      optionValues: [],
      priceCents: 49_900,
      salePriceCents: null,
      inventoryQuantity: 0,
      image: null,
      isActive: true,
      unitPriceCents: 44_910,
    },
  ],
};

/** Gloves by size and colour, and a weight, which schema.org has no property for. */
const gloves: ShopProductDetail = {
  ...product,
  sku: 'GLOVE',
  title: 'Lifting Gloves',
  options: [
    { name: 'Size', values: ['S', 'M'] },
    { name: 'Colour', values: ['Black'] },
    { name: 'Weight', values: ['200 g'] },
  ],
  variants: [
    {
      ...product.variants[0]!,
      id: 'v-s',
      sku: 'GLOVE-S',
      optionValues: ['S', 'Black', '200 g'],
      inventoryQuantity: 3,
    },
    {
      ...product.variants[0]!,
      id: 'v-m',
      sku: 'GLOVE-M',
      optionValues: ['M', 'Black', '200 g'],
      image: '/media/fedcba9876543210fedcba9876543210.webp',
      unitPriceCents: 39_900,
    },
  ],
};

describe('a page head', () => {
  it('escapes what a product may contain, in tags and in its JSON-LD', () => {
    const html = headHtml(productHead('https://shop.example', product));
    expect(html).toContain('<title>Yoga Mat &#34;Pro&#34; &#60;6mm&#62; | Lekker Living</title>');
    expect(html).toContain('content="Non-slip &#38; thick"');
    // No '<' inside a script: a title cannot close it.
    const scripts = [...html.matchAll(/<script[^>]*>(.*?)<\/script>/g)].map(([, body]) => body!);
    expect(scripts).toHaveLength(2);
    for (const body of scripts) expect(body).not.toContain('<');
    expect(JSON.parse(scripts[0]!)).toMatchObject({
      name: 'Yoga Mat "Pro" <6mm>',
      offers: { price: '449.10', priceCurrency: 'ZAR', availability: 'https://schema.org/OutOfStock' },
    });
  });

  it('absolute addresses from the origin given, the product image for link previews', () => {
    const tags = headTags(productHead('https://shop.example', product));
    const meta = (key: string) => tags.find((tag) => tag.attrs.property === key || tag.attrs.name === key);
    expect(tags.find((tag) => tag.attrs.rel === 'canonical')?.attrs.href).toBe(
      `https://shop.example/product/${product.id}`,
    );
    expect(meta('og:image')?.attrs.content).toBe(`https://shop.example${product.images[0]}`);
    expect(meta('twitter:card')?.attrs.content).toBe('summary_large_image');
    expect(meta('robots')).toBeUndefined();
  });

  it('keeps personal pages out of indexes', () => {
    const tags = headTags(privateHead('https://shop.example', 'Checkout', '/checkout'));
    expect(tags.find((tag) => tag.attrs.name === 'robots')?.attrs.content).toBe('noindex, follow');
  });

  it('writes data for a script without anything that could end it early', () => {
    expect(scriptJson({ text: '</script><script>alert(1)</script>\u2028' })).toBe(
      '{"text":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>\\u2028"}',
    );
  });

  it('a product with options is a ProductGroup of its variants, each with its options and its Offer', () => {
    const [group] = productHead('https://shop.example', gloves).jsonLd ?? [];
    expect(group).toMatchObject({
      '@type': 'ProductGroup',
      productGroupID: 'GLOVE',
      variesBy: ['https://schema.org/size', 'https://schema.org/color', 'Weight'],
    });
    expect((group as { hasVariant: unknown[] }).hasVariant).toEqual([
      expect.objectContaining({
        '@type': 'Product',
        sku: 'GLOVE-S',
        size: 'S',
        color: 'Black',
        additionalProperty: [{ '@type': 'PropertyValue', name: 'Weight', value: '200 g' }],
        offers: expect.objectContaining({
          url: `https://shop.example/product/${product.id}?variant=v-s`,
          price: '449.10',
          availability: 'https://schema.org/InStock',
        }),
      }),
      expect.objectContaining({
        sku: 'GLOVE-M',
        image: 'https://shop.example/media/fedcba9876543210fedcba9876543210.webp',
        offers: expect.objectContaining({ price: '399.00', availability: 'https://schema.org/OutOfStock' }),
      }),
    ]);
  });

  it('a product without a published review has no rating in its JSON-LD', () => {
    const [ld] = productHead('https://shop.example', { ...product, rating: 0, reviewCount: 0 }).jsonLd ?? [];
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('review');
    const none: ProductReviews = {
      summary: { average: 0, count: 0, stars: [0, 0, 0, 0, 0] },
      sort: 'newest',
      page: 1,
      pageCount: 1,
      reviews: [],
    };
    const [withPage] = productHead('https://shop.example', { ...product, reviewCount: 0 }, none).jsonLd ?? [];
    expect(withPage).not.toHaveProperty('aggregateRating');
  });

  it("a product's rating and the reviews its page shows are an AggregateRating and Reviews", () => {
    const reviews: ProductReviews = {
      summary: { average: 4.5, count: 2, stars: [0, 0, 0, 1, 1] },
      sort: 'newest',
      page: 1,
      pageCount: 1,
      reviews: [
        {
          id: 'r1',
          author: 'Thandi N.',
          rating: 5,
          title: 'Grippy </script>',
          body: 'Holds in a hot class.\nThick enough.',
          verifiedPurchase: true,
          variantOptions: '',
          publishedAt: '2026-11-20T08:00:00.000Z',
          reply: { body: 'Thank you!', at: '2026-11-21T08:00:00.000Z' },
        },
      ],
    };
    const head = productHead('https://shop.example', { ...product, rating: 4.47, reviewCount: 2 }, reviews);
    const [ld] = head.jsonLd ?? [];
    expect(ld).toMatchObject({
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        reviewCount: 2,
        bestRating: 5,
        worstRating: 1,
      },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Thandi N.' },
          reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5 },
          name: 'Grippy </script>',
          reviewBody: 'Holds in a hot class.\nThick enough.',
          datePublished: '2026-11-20T08:00:00.000Z',
        },
      ],
    });
    // A review's words cannot end the script they are written in.
    const html = headHtml(head);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain('"name":"Grippy \\u003c/script>"');
    // A product group carries them as a simple product does.
    const [group] = productHead('https://shop.example', { ...gloves, reviewCount: 2 }, reviews).jsonLd ?? [];
    expect(group).toMatchObject({ '@type': 'ProductGroup', aggregateRating: { reviewCount: 2 } });
    expect((group as { review: unknown[] }).review).toHaveLength(1);
  });

  it("without its page of reviews, a product's own figures give the rating", () => {
    const [ld] = productHead('https://shop.example', product).jsonLd ?? [];
    expect(ld).toMatchObject({ aggregateRating: { ratingValue: 4.5, reviewCount: 12, bestRating: 5 } });
    expect(ld).not.toHaveProperty('review');
  });
});
