import type { Server } from './processes.js';

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url!);

/**
 * docs/decisions/0010: the sitemap lists every active product of the 100 000-product catalogue: the index, then
 * every file it names, each product address counted once.
 */
export async function sitemapCheck(shop: Server, activeProducts: number): Promise<string> {
  const start = performance.now();
  const index = await (await fetch(`${shop.url}/sitemap.xml`)).text();
  const files = index.includes('<sitemapindex') ? locations(index) : [`${shop.url}/sitemap.xml`];
  const products = new Set<string>();
  for (const file of files) {
    const xml = await (await fetch(new URL(new URL(file).pathname, shop.url))).text();
    for (const url of locations(xml)) if (url.includes('/product/')) products.add(url);
  }
  const seconds = (performance.now() - start) / 1000;
  const verdict = products.size === activeProducts ? 'met' : 'MISSED';
  return `Sitemap: ${files.length} files listing ${products.size} distinct products of ${activeProducts} active (read in ${seconds.toFixed(1)} s): ${verdict}`;
}
