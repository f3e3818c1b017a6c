import { describe, expect, it } from 'vitest';
import type { ShopProduct } from '@shared/schemas/catalog';
import { headHtml, scriptJson } from './head-html';
import { headTags, privateHead, productHead } from './page-head';

const product: ShopProduct = {
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
  createdAt: '2026-11-01T00:00:00.000Z',
  unitPriceCents: 44_910,
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
});
