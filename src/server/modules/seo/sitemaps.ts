import { API_PREFIX, endpointUrl, endpoints } from '../../../shared/api/endpoints.js';
import { CATEGORIES } from '../../../shared/constants.js';
import { PATHS, categoryPath, productPath } from '../../../shared/routes.js';
import type { Executor } from '../../db/database.js';
import { activeProductPage, activeProductState } from '../catalog/index.js';

/** The most addresses one sitemap file may list (https://www.sitemaps.org/protocol.html). */
export const SITEMAP_LIMIT = 50_000;

const sitemapFile = (file: string) => endpointUrl('sitemapFile', { params: { file } });

/** When the info pages' text last changed: update it with their wording. */
const INFO_PAGES_UPDATED = '2026-11-27';
const INFO_PAGES = [
  PATHS.shipping,
  PATHS.returns,
  PATHS.faq,
  PATHS.contact,
  PATHS.privacy,
  PATHS.terms,
  PATHS.legal,
];

interface Entry {
  path: string;
  lastmod: string;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlset(origin: string, entries: readonly Entry[]): string {
  const urls = entries
    .map((e) => `<url><loc>${escapeXml(origin + e.path)}</loc><lastmod>${e.lastmod}</lastmod></url>`)
    .join('\n');
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls}\n</urlset>\n`;
}

function sitemapIndex(origin: string, entries: readonly Entry[]): string {
  const maps = entries
    .map((e) => `<sitemap><loc>${escapeXml(origin + e.path)}</loc><lastmod>${e.lastmod}</lastmod></sitemap>`)
    .join('\n');
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${maps}\n</sitemapindex>\n`;
}

/** robots.txt: the shopper's private screens and the admin are not for crawlers; the sitemap is. */
export function robotsTxt(origin: string): string {
  const disallowed = [
    ...[PATHS.admin, PATHS.cart, PATHS.checkout, PATHS.auth, PATHS.order, PATHS.myOrders].map(
      (screen) => `/${screen.split('/')[1]}`,
    ),
    `${API_PREFIX}/`,
  ];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}${endpoints.sitemapIndex.path}`,
    '',
  ].join('\n');
}

/**
 * The sitemap (docs/decisions/0010), from the database: every active product, category and info page, with
 * lastmod. Past SITEMAP_LIMIT addresses, /sitemap.xml is an index of /sitemaps/pages.xml and
 * /sitemaps/products-N.xml files of at most that many products each, so every product is listed.
 */
export function createSitemaps(db: Executor, { limit = SITEMAP_LIMIT }: { limit?: number } = {}) {
  async function catalogueState() {
    const { count, latest } = await activeProductState(db);
    return { count, latest: latest ?? `${INFO_PAGES_UPDATED}T00:00:00.000Z` };
  }

  const pages = (latest: string): Entry[] => [
    { path: PATHS.home, lastmod: latest },
    ...CATEGORIES.map((category) => ({ path: categoryPath(category), lastmod: latest })),
    ...INFO_PAGES.map((path) => ({ path, lastmod: INFO_PAGES_UPDATED })),
  ];

  async function products(page: number): Promise<Entry[]> {
    const rows = await activeProductPage(db, (page - 1) * limit, limit);
    return rows.map((row) => ({ path: productPath(row.id), lastmod: row.updated_at }));
  }

  return {
    /** /sitemap.xml: one list while it fits, else an index of the lists. */
    async root(origin: string): Promise<string> {
      const { count, latest } = await catalogueState();
      const listed = pages(latest);
      if (listed.length + count <= limit) return urlset(origin, [...listed, ...(await products(1))]);
      const productFiles = Math.ceil(count / limit);
      return sitemapIndex(origin, [
        { path: sitemapFile('pages.xml'), lastmod: latest },
        ...Array.from({ length: productFiles }, (_, i) => ({
          path: sitemapFile(`products-${i + 1}.xml`),
          lastmod: latest,
        })),
      ]);
    },

    /** /sitemaps/pages.xml: the home page, categories and info pages. */
    async pages(origin: string): Promise<string> {
      return urlset(origin, pages((await catalogueState()).latest));
    },

    /** /sitemaps/products-N.xml, or undefined past the last one. */
    async products(origin: string, page: number): Promise<string | undefined> {
      const { count } = await catalogueState();
      if (page < 1 || page > Math.max(1, Math.ceil(count / limit))) return undefined;
      return urlset(origin, await products(page));
    },
  };
}

export type Sitemaps = ReturnType<typeof createSitemaps>;
