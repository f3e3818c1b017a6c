import { useQuery } from '@tanstack/react-query';
import { ShieldCheckIcon, ShoppingCartIcon, TruckIcon } from 'lucide-react';
import { useState } from 'react';
import { Form, Link, type Params, useParams, useSearchParams } from 'react-router';
import { endpoints } from '@shared/api/endpoints';
import type { ShopProductDetail } from '@shared/schemas/catalog';
import { useAddToCart } from '@web/api/add-to-cart';
import { useDeliveryWords } from '@web/api/config';
import { Price } from '@web/components/products/price';
import { ProductGrid } from '@web/components/products/product-card';
import { Rating } from '@web/components/products/rating';
import { QuantityStepper } from '@web/components/quantity-stepper';
import { notFoundBoundary } from '@web/components/route-error';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { productHead } from '@web/lib/head/product-head';
import {
  type PageHeadFunction,
  type PageLoaderArgs,
  isMissing,
  notFound,
  pageRequest,
} from '@web/lib/page-route';
import { productQuery } from './api/get-product';
import { productReviewsQuery } from './api/get-product-reviews';
import { relatedProductsQuery } from './api/get-related-products';
import { ProductGallery } from './product-gallery';
import { ProductReviews } from './product-reviews';
import { BUY_ANCHOR, QUANTITY_FORM, QUANTITY_PARAM, readQuantityAddress } from './quantity-address';
import { REVIEWS_ANCHOR, readReviewAddress } from './review-address';
import { VariantPicker, chosenVariant } from './variant-picker';

/**
 * What the page shows, from its address: the loader fills these, the page reads them. The reviews'
 * order and page are in the address too (review-address.ts).
 */
const pageQueries = ({ id = '' }: Params, search: URLSearchParams) => ({
  product: productQuery(id),
  related: relatedProductsQuery(id),
  reviews: productReviewsQuery(id, readReviewAddress(search)),
});

export async function loader(args: PageLoaderArgs) {
  const { url, queryClient } = pageRequest(args);
  const queries = pageQueries(args.params, url.searchParams);
  try {
    // Related products and reviews are a part of the page: when they fail, the page stands without them.
    await Promise.all([
      queryClient.ensureQueryData(queries.product),
      queryClient.prefetchQuery(queries.related),
      queryClient.prefetchQuery(queries.reviews),
    ]);
    return null;
  } catch (error) {
    throw isMissing(error) ? notFound() : error;
  }
}

export const head: PageHeadFunction = ({ url, params, queryClient }) => {
  const queries = pageQueries(params, url.searchParams);
  const product = queryClient.getQueryData(queries.product.queryKey);
  return product && productHead(url.origin, product, queryClient.getQueryData(queries.reviews.queryKey));
};

function RelatedProducts({ id }: { id: string }) {
  const [search] = useSearchParams();
  const related = useQuery(pageQueries({ id }, search).related).data ?? [];
  if (related.length === 0) return null;
  return (
    <section className="mt-16 space-y-6">
      <h2 className="text-2xl font-bold">You May Also Like</h2>
      <ProductGrid products={related} />
    </section>
  );
}

function ProductNotFound() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Product not found</h1>
      <p className="mt-2 text-muted-foreground">This product does not exist or is no longer available.</p>
      <Button asChild className="mt-6">
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}

/** An unknown or inactive product. */
export const ErrorBoundary = notFoundBoundary(ProductNotFound);

/** /product/:id (docs/specification.md §2 Product). */
export function Component() {
  const [search] = useSearchParams();
  const { data: product, isPending, error } = useQuery(pageQueries(useParams(), search).product);

  if (isPending) return <p className="mx-auto max-w-7xl px-4 py-24 text-center">Loading...</p>;
  // Taken off the shelf while the page is open (the realtime reload says so).
  if (error) {
    if (isMissing(error)) return <ProductNotFound />;
    return <p className="mx-auto max-w-7xl px-4 py-24 text-center">The product could not be loaded.</p>;
  }
  // Another product starts afresh: quantity 1 and its first image.
  return <ProductView key={product.id} product={product} />;
}

function ProductView({ product }: { product: ShopProductDetail }) {
  const addToCart = useAddToCart();
  const { freeFrom } = useDeliveryWords();
  const [search] = useSearchParams();
  const [quantity, setQuantity] = useState(() => readQuantityAddress(search));
  const variant = chosenVariant(product, search.get('variant'));
  // Price, stock and image follow the chosen variant (a simple product's one is the product).
  const shown = variant ?? product;
  const stock = shown.inventoryQuantity;
  const chosen = Math.min(quantity, Math.max(stock, 1));
  const image = variant?.image ? product.images.indexOf(variant.image) : 0;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="grid gap-10 md:grid-cols-2">
        <ProductGallery
          key={image}
          images={product.images}
          title={product.title}
          first={Math.max(image, 0)}
        />
        <div className="space-y-5">
          {product.tags.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Tags">
              {product.tags.map((tag, index) => (
                <li key={`${index}-${tag}`}>
                  <Badge variant="secondary">{tag}</Badge>
                </li>
              ))}
            </ul>
          )}
          <h1 className="text-3xl font-bold">{product.title}</h1>
          {product.reviewCount > 0 && (
            <a href={`#${REVIEWS_ANCHOR}`} className="inline-block rounded-sm hover:underline">
              <Rating rating={product.rating} reviewCount={product.reviewCount} />
            </a>
          )}
          <Price item={shown} size="lg" />
          <p className="text-muted-foreground">{product.shortDescription}</p>
          <ul className="space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <TruckIcon className="size-4 text-primary" aria-hidden /> Free shipping on orders over{' '}
              {freeFrom}
            </li>
            <li className="flex items-center gap-2">
              <ShieldCheckIcon className="size-4 text-primary" aria-hidden /> 1 year warranty included
            </li>
          </ul>
          {variant && product.options.length > 0 && <VariantPicker product={product} chosen={variant} />}
          <p className={stock > 0 ? 'font-medium text-primary' : 'font-medium text-sale'} aria-live="polite">
            {stock > 0 ? `${stock} in stock` : 'Out of stock'}
          </p>
          {/* Without JavaScript the stepper asks for its quantity through this form, by the page's
              address (quantity-address.ts); it holds the rest of the address (the reviews' order and
              page) and the chosen variant, so the page keeps them. */}
          <form id={QUANTITY_FORM} method="get" action={`#${BUY_ANCHOR}`} hidden>
            {[...search]
              .filter(([name]) => name !== QUANTITY_PARAM && name !== 'variant')
              .map(([name, value], index) => (
                <input key={`${index}-${name}`} type="hidden" name={name} value={value} />
              ))}
            {variant && product.options.length > 0 && (
              <input type="hidden" name="variant" value={variant.id} />
            )}
          </form>
          {/* A plain form post without JavaScript, landing on the cart; with it, a toast
              (docs/decisions/0011-server-rendering.md). Landed on by the stepper without JavaScript,
              with the stock line above it clear of the sticky header. */}
          <Form
            id={BUY_ANCHOR}
            method="post"
            action={endpoints.addToCartForm.path}
            className="flex scroll-mt-56 flex-wrap items-center gap-4 lg:scroll-mt-28"
            onSubmit={(event) => {
              event.preventDefault();
              addToCart.mutate({ productId: product.id, variantId: variant?.id, quantity: chosen });
            }}
          >
            <input type="hidden" name="productId" value={product.id} />
            {variant && <input type="hidden" name="variantId" value={variant.id} />}
            <input type="hidden" name="quantity" value={chosen} />
            <QuantityStepper
              label="Quantity"
              value={chosen}
              min={1}
              max={Math.max(stock, 1)}
              onChange={setQuantity}
              disabled={stock === 0}
              name={QUANTITY_PARAM}
              form={QUANTITY_FORM}
            />
            <Button type="submit" size="lg" disabled={stock === 0 || addToCart.isPending}>
              <ShoppingCartIcon /> Add to Cart
            </Button>
          </Form>
          <section className="border-t pt-5">
            <h2 className="mb-2 text-lg font-semibold">Description</h2>
            <p className="whitespace-pre-line text-muted-foreground">{product.description}</p>
          </section>
        </div>
      </div>
      <ProductReviews productId={product.id} />
      <RelatedProducts id={product.id} />
    </div>
  );
}
