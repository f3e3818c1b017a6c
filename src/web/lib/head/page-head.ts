import { STORE_NAME } from '@shared/constants';
import { productPath, searchPath } from '@shared/routes';
import type { ShopProduct } from '@shared/schemas/catalog';

/**
 * What a page says about itself to search engines and link previews, as plain data (it travels to
 * the browser with the page; docs/decisions/0011-server-rendering.md). Addresses are absolute, from
 * the origin of the page's address: on the server the shop's public address (PUBLIC_URL, else the
 * request's).
 */
export interface PageHead {
  title: string;
  description: string;
  /** The canonical address: a listing's filters and a guest's key are not part of it. */
  url: string;
  /** Pages that are personal or endless (search, cart, checkout, auth, orders) stay out of indexes. */
  noindex?: boolean;
  ogType?: 'website' | 'product';
  image?: { url: string; alt: string; width: number; height: number };
  /** schema.org objects, each written as one application/ld+json script. */
  jsonLd?: Record<string, unknown>[];
}

/** What the shop says of itself: with its free-delivery threshold ('R500') when its settings are at hand. */
export const shopDescription = (freeFrom?: string) =>
  `Homeware, gym gear and men's and women's accessories, delivered across South Africa.${freeFrom ? ` Free shipping on orders over ${freeFrom}.` : ''}`;

/** A page's title: its own, then the shop's name. */
export const titled = (title: string) => `${title} | ${STORE_NAME}`;

export const simpleHead = (
  origin: string,
  title: string,
  path: string,
  description = shopDescription(),
): PageHead => ({ title: titled(title), description, url: `${origin}${path}` });

export const privateHead = (
  origin: string,
  title: string,
  path: string,
  description = shopDescription(),
): PageHead => ({
  ...simpleHead(origin, title, path, description),
  noindex: true,
});

export const homeHead = (origin: string, description = shopDescription()): PageHead => ({
  title: `${STORE_NAME}: homeware, gym gear and accessories in South Africa`,
  description,
  url: `${origin}/`,
  jsonLd: [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: STORE_NAME,
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: STORE_NAME,
      url: `${origin}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ],
});

export function categoryHead(origin: string, path: string, title: string, products: ShopProduct[]): PageHead {
  return {
    title: titled(title),
    description: `Shop ${title.toLowerCase()} at ${STORE_NAME}: prices in rand, delivered across South Africa.`,
    url: `${origin}${path}`,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: title,
        url: `${origin}${path}`,
        numberOfItems: products.length,
        itemListElement: products.map((product, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          url: `${origin}${productPath(product.id)}`,
          name: product.title,
        })),
      },
    ],
  };
}

export const searchHead = (origin: string, term: string): PageHead =>
  privateHead(origin, term ? `Search results for "${term}"` : 'Search', term ? searchPath(term) : '/search');

export const notFoundHead = (origin: string, path: string): PageHead =>
  privateHead(origin, 'Page not found', path);

/** One element of the head, as data: the server writes it as HTML, the browser as DOM nodes. */
export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  text?: string;
}

/** Every tag of a page's head but its title. */
export function headTags(head: PageHead): HeadTag[] {
  const { url } = head;
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { [key]: name, content },
  });
  const tags: HeadTag[] = [
    meta('name', 'description', head.description),
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    meta('property', 'og:site_name', STORE_NAME),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', 'en_ZA'),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex, follow'));
  if (head.image) {
    const image = head.image.url;
    tags.push(
      meta('property', 'og:image', image),
      meta('property', 'og:image:width', String(head.image.width)),
      meta('property', 'og:image:height', String(head.image.height)),
      meta('property', 'og:image:alt', head.image.alt),
      meta('name', 'twitter:image', image),
    );
  }
  for (const data of head.jsonLd ?? []) {
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: JSON.stringify(data) });
  }
  return tags;
}
