import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  type ArtMotif,
  DEMO_COUPONS,
  DEMO_ORDERS,
  DEMO_PRODUCTS,
  DEMO_PROMOTIONS,
  type DemoProduct,
} from './demo-catalogue.js';
import { productArtSvg } from './product-art.js';

/** Every motif, checked for completeness by the compiler through the Record type. */
const MOTIF_SET: Record<ArtMotif, true> = {
  mug: true,
  lamp: true,
  cushion: true,
  vase: true,
  plant: true,
  candle: true,
  towel: true,
  clock: true,
  dumbbell: true,
  kettlebell: true,
  mat: true,
  bottle: true,
  band: true,
  rope: true,
  gloves: true,
  bag: true,
  watch: true,
  wallet: true,
  belt: true,
  sunglasses: true,
  cap: true,
  tie: true,
  necklace: true,
  earrings: true,
  handbag: true,
  scarf: true,
  bracelet: true,
  hairclip: true,
};
const MOTIFS = Object.keys(MOTIF_SET) as ArtMotif[];
const VIEWS = [0, 1, 2] as const;
const CATEGORIES = ['homeware', 'gym', 'men', 'women'] as const;

const FALLBACK_ART = { background: '#f4e9dc', accent: '#c8693f' };

/** A catalogue product drawn with the motif, or a stand-in when none uses it. */
function sampleFor(motif: ArtMotif): Pick<DemoProduct, 'art' | 'title'> {
  return (
    DEMO_PRODUCTS.find((p) => p.art.motif === motif) ?? {
      title: `Sample ${motif}`,
      art: { motif, ...FALLBACK_ART },
    }
  );
}

async function render(art: DemoProduct['art'], title: string, view: number) {
  const png = await sharp(Buffer.from(productArtSvg(art, title, view)))
    .png()
    .toBuffer();
  const meta = await sharp(png).metadata();
  const pixels = await sharp(png).removeAlpha().raw().toBuffer();
  const stats = await sharp(png).stats();
  return { png, meta, pixels, stats };
}

const isActive = (p: DemoProduct) => p.status === 'active';
const inStock = (p: DemoProduct) => p.inventoryQuantity > 0;
const onSale = (p: DemoProduct) => p.salePriceCents !== null;

describe('productArtSvg', () => {
  it.each(MOTIFS)('draws %s as three distinct 800x800 views', async (motif) => {
    const { art, title } = sampleFor(motif);
    const views = await Promise.all(VIEWS.map((view) => render(art, title, view)));
    for (const { meta, stats } of views) {
      expect(meta.format).toBe('png');
      expect(meta.width).toBe(800);
      expect(meta.height).toBe(800);
      // Something is drawn on the background: the image is far from one flat colour.
      expect(Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev))).toBeGreaterThan(15);
    }
    const [a, b, c] = views.map((v) => v.pixels);
    expect(a?.equals(b!)).toBe(false);
    expect(a?.equals(c!)).toBe(false);
    expect(b?.equals(c!)).toBe(false);
  });

  it('draws different motifs differently with the same colours', async () => {
    const mug = await render({ motif: 'mug', ...FALLBACK_ART }, 'Same title', 0);
    const lamp = await render({ motif: 'lamp', ...FALLBACK_ART }, 'Same title', 0);
    expect(mug.pixels.equals(lamp.pixels)).toBe(false);
  });

  it('contains no text and escapes the title', () => {
    const svg = productArtSvg({ motif: 'candle', ...FALLBACK_ART }, 'Rooibos & Honey <Candle> "Men\'s"', 0);
    expect(svg).not.toMatch(/<text[\s>]/);
    expect(svg).not.toContain('<Candle>');
    expect(svg).not.toContain('& ');
    expect(svg.startsWith('<svg')).toBe(true);
  });

  it('accepts 3-digit colours and rejects colours that are not hex', () => {
    expect(() => productArtSvg({ motif: 'mug', background: '#fff', accent: '#a52' }, 'x', 0)).not.toThrow();
    expect(() => productArtSvg({ motif: 'mug', background: 'red', accent: '#aa5522' }, 'x', 0)).toThrow();
    expect(() =>
      productArtSvg({ motif: 'mug', background: '#fff" onload="x', accent: '#aa5522' }, 'x', 0),
    ).toThrow();
  });

  it('wraps view numbers beyond the three views', () => {
    const art = { motif: 'tie' as const, ...FALLBACK_ART };
    expect(productArtSvg(art, 'Tie', 3)).toBe(productArtSvg(art, 'Tie', 0));
    expect(productArtSvg(art, 'Tie', -1)).toBe(productArtSvg(art, 'Tie', 2));
  });
});

describe('DEMO_PRODUCTS', () => {
  it('has 48 products, 12 per category', () => {
    expect(DEMO_PRODUCTS).toHaveLength(48);
    for (const category of CATEGORIES) {
      expect(DEMO_PRODUCTS.filter((p) => p.category === category)).toHaveLength(12);
    }
  });

  it('has unique skus and titles', () => {
    expect(new Set(DEMO_PRODUCTS.map((p) => p.sku)).size).toBe(DEMO_PRODUCTS.length);
    expect(new Set(DEMO_PRODUCTS.map((p) => p.title.toLowerCase())).size).toBe(DEMO_PRODUCTS.length);
  });

  it('has exactly one inactive product', () => {
    expect(DEMO_PRODUCTS.filter((p) => !isActive(p))).toHaveLength(1);
  });

  it('features exactly 12 active, in-stock products spread over every category', () => {
    const featured = DEMO_PRODUCTS.filter((p) => p.featured);
    expect(featured).toHaveLength(12);
    expect(featured.length).toBeGreaterThan(8);
    for (const p of featured) {
      expect(isActive(p), p.sku).toBe(true);
      expect(inStock(p), p.sku).toBe(true);
    }
    for (const category of CATEGORIES) {
      expect(
        featured.some((p) => p.category === category),
        category,
      ).toBe(true);
    }
  });

  it('has exactly 4 active, unfeatured products out of stock, one of them on sale', () => {
    const outOfStock = DEMO_PRODUCTS.filter((p) => p.inventoryQuantity === 0);
    expect(outOfStock).toHaveLength(4);
    for (const p of outOfStock) {
      expect(isActive(p), p.sku).toBe(true);
      expect(p.featured, p.sku).toBe(false);
    }
    expect(outOfStock.filter(onSale)).toHaveLength(1);
  });

  it('has some products with low stock', () => {
    const low = DEMO_PRODUCTS.filter((p) => p.inventoryQuantity >= 1 && p.inventoryQuantity <= 3);
    expect(low.length).toBeGreaterThanOrEqual(3);
  });

  it('puts about ten products on sale, 10–40% below the price', () => {
    const sale = DEMO_PRODUCTS.filter(onSale);
    expect(sale.length).toBeGreaterThanOrEqual(8);
    expect(sale.length).toBeLessThanOrEqual(12);
    for (const p of sale) {
      const salePrice = p.salePriceCents ?? 0;
      expect(salePrice, p.sku).toBeLessThan(p.priceCents);
      const discount = 1 - salePrice / p.priceCents;
      expect(discount, p.sku).toBeGreaterThanOrEqual(0.1);
      expect(discount, p.sku).toBeLessThanOrEqual(0.4);
    }
  });

  it('uses integer rand prices, mostly under R500 and none over R1500', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(Number.isInteger(p.priceCents), p.sku).toBe(true);
      expect(p.priceCents, p.sku).toBeGreaterThanOrEqual(8000);
      expect(p.priceCents, p.sku).toBeLessThanOrEqual(150000);
      if (p.salePriceCents !== null) expect(Number.isInteger(p.salePriceCents), p.sku).toBe(true);
    }
    const under500 = DEMO_PRODUCTS.filter((p) => p.priceCents < 50000).length / DEMO_PRODUCTS.length;
    expect(under500).toBeGreaterThan(0.5);
    expect(under500).toBeLessThan(0.7);
  });

  it('has plain, well-formed fields', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(p.sku, p.sku).toMatch(/^(HW|GY|MN|WM)-\d{3}$/);
      expect(Number.isInteger(p.inventoryQuantity) && p.inventoryQuantity >= 0, p.sku).toBe(true);
      expect(Number.isInteger(p.addedDaysAgo) && p.addedDaysAgo >= 0 && p.addedDaysAgo <= 120, p.sku).toBe(
        true,
      );
      expect(p.art.background, p.sku).toMatch(/^#[0-9a-f]{6}$/);
      expect(p.art.accent, p.sku).toMatch(/^#[0-9a-f]{6}$/);
      for (const text of [p.title, p.shortDescription, p.description]) {
        expect(text, p.sku).not.toMatch(/[<>]/);
        expect(text.trim(), p.sku).toBe(text);
      }
    }
  });

  it('has 2–5 lower-case tags without "|", several shared across products', () => {
    const counts = new Map<string, number>();
    for (const p of DEMO_PRODUCTS) {
      expect(p.tags.length, p.sku).toBeGreaterThanOrEqual(2);
      expect(p.tags.length, p.sku).toBeLessThanOrEqual(5);
      expect(new Set(p.tags).size, p.sku).toBe(p.tags.length);
      for (const tag of p.tags) {
        expect(tag, p.sku).not.toContain('|');
        expect(tag, p.sku).toBe(tag.toLowerCase());
        expect(tag.trim(), p.sku).toBe(tag);
        counts.set(tag, (counts.get(tag) ?? 0) + 1);
      }
    }
    for (const shared of ['cotton', 'leather', 'gift', 'fitness', 'kitchen', 'steel']) {
      expect(counts.get(shared) ?? 0, shared).toBeGreaterThanOrEqual(2);
    }
  });

  it('has titles that exercise search escaping', () => {
    expect(DEMO_PRODUCTS.some((p) => p.title.includes('%'))).toBe(true);
    expect(DEMO_PRODUCTS.some((p) => p.title.includes("'"))).toBe(true);
  });

  it('uses every motif', () => {
    const used = new Set(DEMO_PRODUCTS.map((p) => p.art.motif));
    expect([...used].sort()).toEqual([...MOTIFS].sort());
  });
});

describe('DEMO_COUPONS', () => {
  it('has five upper-case, unique codes with sensible values', () => {
    expect(DEMO_COUPONS).toHaveLength(5);
    expect(new Set(DEMO_COUPONS.map((c) => c.code)).size).toBe(5);
    for (const c of DEMO_COUPONS) {
      expect(c.code).toBe(c.code.toUpperCase());
      expect(c.code).toMatch(/^[A-Z0-9]+$/);
      expect(Number.isInteger(c.discountValue) && c.discountValue > 0, c.code).toBe(true);
      if (c.discountType === 'percentage') expect(c.discountValue, c.code).toBeLessThanOrEqual(10000);
      if (c.usageLimit !== null) expect(c.timesUsed, c.code).toBeLessThanOrEqual(c.usageLimit);
      if (c.validUntilDaysFromNow !== null)
        expect(c.validUntilDaysFromNow, c.code).toBeGreaterThan(c.validFromDaysFromNow);
    }
  });

  it('includes an expired and an inactive coupon', () => {
    const byCode = new Map(DEMO_COUPONS.map((c) => [c.code, c]));
    expect(byCode.get('WINTER25')?.validUntilDaysFromNow).toBeLessThan(0);
    expect(byCode.get('STAFF15')?.isActive).toBe(false);
    expect(byCode.get('SAVE20')).toMatchObject({
      discountValue: 2000,
      minPurchaseCents: 50000,
      maxDiscountCents: 20000,
      usageLimit: 100,
      timesUsed: 12,
    });
    expect(byCode.get('TAKE50')).toMatchObject({
      discountType: 'fixed',
      discountValue: 5000,
      minPurchaseCents: 30000,
    });
  });
});

describe('DEMO_PROMOTIONS', () => {
  it('has three promotions, with a category exactly when not storewide', () => {
    expect(DEMO_PROMOTIONS).toHaveLength(3);
    for (const p of DEMO_PROMOTIONS) {
      if (p.appliesToAll) expect(p.category, p.name).toBeNull();
      else expect(p.category, p.name).not.toBeNull();
      expect(p.endDaysFromNow, p.name).toBeGreaterThan(p.startDaysFromNow);
      expect(p.discountBps > 0 && p.discountBps < 10000, p.name).toBe(true);
    }
  });

  it('has one running now, one in the future and one past', () => {
    const running = DEMO_PROMOTIONS.filter(
      (p) => p.isActive && p.startDaysFromNow <= 0 && p.endDaysFromNow > 0,
    );
    expect(running).toHaveLength(1);
    expect(running[0]?.category).toBe('gym');
    expect(DEMO_PROMOTIONS.filter((p) => p.startDaysFromNow > 0)).toHaveLength(1);
    expect(DEMO_PROMOTIONS.filter((p) => p.endDaysFromNow < 0)).toHaveLength(1);
  });
});

describe('DEMO_ORDERS', () => {
  const bySku = new Map(DEMO_PRODUCTS.map((p) => [p.sku, p]));

  it('has eight orders covering every status', () => {
    expect(DEMO_ORDERS).toHaveLength(8);
    const count = (status: string) => DEMO_ORDERS.filter((o) => o.status === status).length;
    expect(count('pending')).toBe(2);
    expect(count('processing')).toBe(2);
    expect(count('shipped')).toBe(1);
    expect(count('delivered')).toBe(2);
    expect(count('cancelled')).toBe(1);
  });

  it('references existing, active, in-stock products', () => {
    for (const o of DEMO_ORDERS) {
      expect(o.lines.length, o.customerName).toBeGreaterThan(0);
      for (const line of o.lines) {
        const product = bySku.get(line.sku);
        expect(product, line.sku).toBeDefined();
        expect(product && isActive(product), line.sku).toBe(true);
        expect(product && inStock(product), line.sku).toBe(true);
        expect(Number.isInteger(line.quantity) && line.quantity > 0, line.sku).toBe(true);
      }
    }
  });

  it('has South African contact details and tracking for shipped orders', () => {
    const provinces = [
      'Eastern Cape',
      'Free State',
      'Gauteng',
      'KwaZulu-Natal',
      'Limpopo',
      'Mpumalanga',
      'North West',
      'Northern Cape',
      'Western Cape',
    ];
    for (const o of DEMO_ORDERS) {
      expect(provinces, o.customerName).toContain(o.address.province);
      expect(o.address.postalCode, o.customerName).toMatch(/^\d{4}$/);
      expect(o.customerEmail, o.customerName).toMatch(/^[a-z.]+@example\.co\.za$/);
      if (o.customerPhone !== null)
        expect(o.customerPhone, o.customerName).toMatch(/^\+27 \d{2} \d{3} \d{4}$/);
      if (o.status === 'shipped') expect(o.trackingNumber, o.customerName).not.toBeNull();
    }
  });
});
