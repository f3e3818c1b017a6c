import { DumbbellIcon, GemIcon, HomeIcon, WatchIcon } from 'lucide-react';
import { Link } from 'react-router';
import { CATEGORIES, CATEGORY_TITLES, type Category, STORE_NAME } from '@shared/constants';
import { categoryPath } from '@shared/routes';
import { useDeliveryWords } from '@web/api/config';
import { ProductGrid } from '@web/components/products/product-card';
import { Button } from '@web/components/ui/button';
import { homeHead } from '@web/lib/head/page-head';
import {
  type PageHeadFunction,
  type PageLoaderArgs,
  pageRequest,
  shopDescriptionOf,
} from '@web/lib/page-route';
import { featuredProductsQuery, useFeaturedProducts } from './api/get-featured-products';

const CATEGORY_ICONS: Record<Category, typeof HomeIcon> = {
  homeware: HomeIcon,
  gym: DumbbellIcon,
  men: WatchIcon,
  women: GemIcon,
};

function Hero() {
  const { freeFrom } = useDeliveryWords();
  return (
    <section className="bg-gradient-to-br from-accent to-secondary">
      <div className="mx-auto max-w-7xl px-4 py-20 md:py-28">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{STORE_NAME}</p>
        <h1 className="mt-3 max-w-2xl text-4xl font-bold tracking-tight md:text-5xl">
          Everyday things, made lekker.
        </h1>
        <p className="mt-4 max-w-xl text-lg text-muted-foreground">
          Homeware, gym gear and accessories for men and women, delivered anywhere in South Africa. Free
          shipping on orders over {freeFrom}.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to={categoryPath('homeware')}>Shop Homeware</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={categoryPath('gym')}>Shop Gym</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

function CategoryTiles() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12">
      <h2 className="mb-6 text-2xl font-bold">Shop by Category</h2>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {CATEGORIES.map((category) => {
          const Icon = CATEGORY_ICONS[category];
          return (
            <li key={category}>
              <Link
                to={categoryPath(category)}
                className="flex flex-col items-center gap-3 rounded-lg border bg-muted p-8 text-center transition-colors hover:border-primary hover:bg-accent"
              >
                <Icon className="size-10 text-primary" aria-hidden />
                <span className="font-semibold">{CATEGORY_TITLES[category]}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function FeaturedProducts() {
  const { data, isPending, isError } = useFeaturedProducts();
  return (
    <section className="mx-auto max-w-7xl px-4 py-12">
      <h2 className="mb-6 text-2xl font-bold">Featured Products</h2>
      {isPending ? (
        <p>Loading...</p>
      ) : isError ? (
        <p className="text-muted-foreground">Featured products could not be loaded.</p>
      ) : (
        <ProductGrid products={data} />
      )}
    </section>
  );
}

export async function loader(args: PageLoaderArgs) {
  await pageRequest(args).queryClient.prefetchQuery(featuredProductsQuery);
  return null;
}

export const head: PageHeadFunction = ({ url, queryClient }) =>
  homeHead(url.origin, shopDescriptionOf(queryClient));

/** / (docs/specification.md §2 Home): the hero, the category tiles and the featured products. */
export function Component() {
  return (
    <>
      <Hero />
      <CategoryTiles />
      <FeaturedProducts />
    </>
  );
}
