import { describe, expect, it } from 'vitest';
import type { ShopProductDetail } from '@shared/schemas/catalog';
import { headHtml, scriptJson } from './head-html';
import { headTags, privateHead, productHead } from './page-head';

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
});
