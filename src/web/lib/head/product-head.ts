import { CATEGORY_TITLES, STORE_NAME } from '@shared/constants';
import { categoryPath, productPath } from '@shared/routes';
import type { ShopProductDetail } from '@shared/schemas/catalog';
import type { ProductReviews } from '@shared/schemas/reviews';
import { type PageHead, titled } from './page-head';

/**
 * A product page's head: its Product (or ProductGroup) with its Offers, rating and reviews, and its
 * BreadcrumbList. Apart from page-head.ts, which the first view of every page loads: only the
 * product page's code needs this.
 */

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

/**
 * A product's rating and the reviews its page shows, as schema.org's AggregateRating and Reviews
 * (https://developers.google.com/search/docs/appearance/structured-data/review-snippet): nothing
 * until it has a published review. The page's own summary when at hand, so the two agree.
 */
function reviewsLd(
  product: Pick<ShopProductDetail, 'rating' | 'reviewCount'>,
  reviews: ProductReviews | undefined,
): Record<string, unknown> {
  const { average, count } = reviews?.summary ?? { average: product.rating, count: product.reviewCount };
  if (count < 1) return {};
  const shown = reviews?.reviews ?? [];
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: Number(average.toFixed(1)),
      reviewCount: count,
      bestRating: 5,
      worstRating: 1,
    },
    ...(shown.length > 0 && {
      review: shown.map((review) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: review.author },
        reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
        name: review.title,
        reviewBody: review.body,
        datePublished: review.publishedAt,
      })),
    }),
  };
}

/** A product page's head; `reviews`, the page of reviews it shows, when they were loaded. */
export function productHead(origin: string, product: ShopProductDetail, reviews?: ProductReviews): PageHead {
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
    ...reviewsLd(product, reviews),
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
