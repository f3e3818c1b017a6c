import type { Server } from './processes.js';

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url!);

export interface SitemapRead {
  /** Seconds from the first request to the last byte of the last file. */
  seconds: number;
  files: number;
  /** Distinct product addresses listed. */
  products: number;
}

/** Reads the sitemap as a crawler does: the index, then every file it names, each product address counted once. */
export async function readSitemap(shop: Server): Promise<SitemapRead> {
  const start = performance.now();
  const index = await (await fetch(`${shop.url}/sitemap.xml`)).text();
  const files = index.includes('<sitemapindex') ? locations(index) : [`${shop.url}/sitemap.xml`];
  const products = new Set<string>();
  for (const file of files) {
    const xml = await (await fetch(new URL(new URL(file).pathname, shop.url))).text();
    for (const url of locations(xml)) if (url.includes('/product/')) products.add(url);
  }
  return { seconds: (performance.now() - start) / 1000, files: files.length, products: products.size };
}

/**
 * docs/decisions/0010: the sitemap lists every active product of the 100 000-product catalogue: the index, then
 * every file it names, each product address counted once.
 */
export async function sitemapCheck(shop: Server, activeProducts: number): Promise<string> {
  const { seconds, files, products } = await readSitemap(shop);
  const verdict = products === activeProducts ? 'met' : 'MISSED';
  return `Sitemap: ${files} files listing ${products} distinct products of ${activeProducts} active (read in ${seconds.toFixed(1)} s): ${verdict}`;
}
