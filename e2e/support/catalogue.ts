import type { ProductPage, ShopProductDetail } from '../../src/shared/schemas/catalog.js';
import { baseUrl } from './browser.js';

/**
 * Every active product of the running shop, read through its own API: the listing's cards, then
 * each product's own answer (a card carries only what it shows).
 */
export async function allProducts(): Promise<ShopProductDetail[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const url = `${baseUrl}/api/products${cursor ? `?cursor=${cursor}` : ''}`;
    const page = (await (await fetch(url)).json()) as ProductPage;
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor);
  return Promise.all(
    ids.map(async (id) => (await (await fetch(`${baseUrl}/api/products/${id}`)).json()) as ShopProductDetail),
  );
}

/**
 * The first simple product (one without options) of the running shop that fits: a test that adds
 * by product, or reads a product's own price and stock, needs one with a single variant.
 */
export async function findProduct(
  description: string,
  predicate: (p: ShopProductDetail) => boolean,
): Promise<ShopProductDetail> {
  const product = (await allProducts()).find((p) => p.options.length === 0 && predicate(p));
  if (!product) throw new Error(`The demo catalogue has no ${description}`);
  return product;
}
