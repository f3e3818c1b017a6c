import { CATEGORY_TITLES, STORE_NAME } from '@shared/constants';
import { categoryPath, productPath, searchPath } from '@shared/routes';
import type { ShopProduct, ShopProductDetail } from '@shared/schemas/catalog';

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

const titled = (title: string) => `${title} | ${STORE_NAME}`;

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

const rand = (cents: number) => (cents / 100).toFixed(2);

/** schema.org's properties for the option names Google reads (others are an additionalProperty). */
const VARIES_BY: Record<string, string> = {
  size: 'size',
  colour: 'color',
  color: 'color',
  material: 'material',
  pattern: 'pattern',
};

const offer = (url: string, item: { unitPriceCents: number; inventoryQuantity: number }) => ({
  '@type': 'Offer',
  url,
  price: rand(item.unitPriceCents),
  priceCurrency: 'ZAR',
  availability: item.inventoryQuantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
  itemCondition: 'https://schema.org/NewCondition',
  seller: { '@type': 'Organization', name: STORE_NAME },
});

/**
 * A product with options is a ProductGroup of its variants, each a Product with its SKU, its option
 * values and its Offer (https://developers.google.com/search/docs/appearance/structured-data/product-variants).
 */
function productGroup(origin: string, product: ShopProductDetail, common: Record<string, unknown>) {
  const path = productPath(product.id);
  const property = (name: string) => VARIES_BY[name.toLowerCase()];
  return {
    ...common,
    '@type': 'ProductGroup',
    productGroupID: product.sku,
    variesBy: product.options.map((option) => {
      const known = property(option.name);
      return known ? `https://schema.org/${known}` : option.name;
    }),
    hasVariant: product.variants.map((variant) => {
      const url = `${origin}${path}?variant=${variant.id}`;
      const values = product.options.map((option, i) => ({ option, value: variant.optionValues[i] ?? '' }));
      const custom = values.filter(({ option }) => !property(option.name));
      return {
        '@type': 'Product',
        sku: variant.sku,
        name: `${product.title} (${values.map(({ value }) => value).join(', ')})`,
        url,
        image: `${origin}${variant.image ?? product.images[0] ?? ''}`,
        ...Object.fromEntries(
          values.flatMap(({ option, value }) => {
            const known = property(option.name);
            return known ? [[known, value]] : [];
          }),
        ),
        ...(custom.length > 0 && {
          additionalProperty: custom.map(({ option, value }) => ({
            '@type': 'PropertyValue',
            name: option.name,
            value,
          })),
        }),
        offers: offer(url, variant),
      };
    }),
  };
}

export function productHead(origin: string, product: ShopProductDetail): PageHead {
  const path = productPath(product.id);
  const [image] = product.images;
  const common = {
    '@context': 'https://schema.org',
    name: product.title,
    description: product.description,
    category: CATEGORY_TITLES[product.category],
    url: `${origin}${path}`,
    image: product.images.map((src) => `${origin}${src}`),
    brand: { '@type': 'Brand', name: STORE_NAME },
    ...(product.reviewCount > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: product.rating,
        reviewCount: product.reviewCount,
      },
    }),
  };
  return {
    title: titled(product.title),
    description: product.shortDescription || product.description.slice(0, 160),
    url: `${origin}${path}`,
    ogType: 'product',
    ...(image && { image: { url: `${origin}${image}`, alt: product.title, width: 800, height: 800 } }),
    jsonLd: [
      product.options.length > 0
        ? productGroup(origin, product, common)
        : {
            ...common,
            '@type': 'Product',
            sku: product.sku,
            offers: offer(`${origin}${path}`, product),
          },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
          {
            '@type': 'ListItem',
            position: 2,
            name: CATEGORY_TITLES[product.category],
            item: `${origin}${categoryPath(product.category)}`,
          },
          { '@type': 'ListItem', position: 3, name: product.title, item: `${origin}${path}` },
        ],
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
