import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, type RouteObject, data } from 'react-router';
import { PATHS } from '@shared/routes';
import { SiteLayout } from '@web/components/layout/site-layout';
import { sessionQuery } from '@web/api/session';
import { cartQuery } from '@web/api/cart';
import { featuredProductsQuery } from '@web/features/store/home/api/get-featured-products';
import { productQuery } from '@web/features/store/catalog/api/get-product';
import { productsQuery } from '@web/features/store/catalog/api/get-products';
import { relatedProductsQuery } from '@web/features/store/catalog/api/get-related-products';
import { searchQuery } from '@web/features/store/search/api/search-products';
import {
  listingParams,
  listingTitle,
  readListingFilters,
} from '@web/features/store/catalog/use-listing-filters';
import { listingStart } from '@web/lib/product-pages';
import { ApiError } from '@web/lib/api-client';
import { quoteQuery } from '@web/features/store/checkout/api/quote';
import { configQuery } from '@web/api/config';
import {
  type PageHead,
  categoryHead,
  homeHead,
  privateHead,
  productHead,
  searchHead,
  simpleHead,
} from '@web/lib/head/page-head';
import { RouteError } from '@web/components/route-error';

const address = (request: Request) => new URL(request.url);
const page = (head: PageHead) => ({ head });
const notFound = () => data(null, { status: 404 });

/** An API's refusal (a 4xx) becomes the page's status; anything else stays an error (500). */
function asRouteStatus(error: unknown): never {
  if (error instanceof ApiError && error.status < 500) throw data(null, { status: error.status });
  throw error;
}

/**
 * A page whose head is all its loader gives (its content is static, or personal and loaded in the browser).
 */
const headOnly =
  (head: (origin: string, pathname: string) => PageHead) =>
  ({ request }: LoaderFunctionArgs) => {
    const { origin, pathname } = address(request);
    return page(head(origin, pathname));
  };

const infoPage = (title: string) => headOnly((origin, pathname) => simpleHead(origin, title, pathname));
const privatePage = (title: string) => headOnly((origin, pathname) => privateHead(origin, title, pathname));

/**
 * Every screen of docs/specification.md §2. Each shopper route's loader fetches what its first render needs
 * into the query cache, with the same query options the page's hooks use: on the server in process
 * (entry-server.tsx), in the browser over HTTP. Its answer is the page's head.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <SiteLayout />,
      errorElement: <RouteError />,
      HydrateFallback: () => null,
      // The header's cart count and account link, and the shop's settings; kept fresh by their queries.
      loader: async () => {
        await Promise.all([
          queryClient.prefetchQuery(configQuery),
          queryClient.prefetchQuery(sessionQuery),
          queryClient.prefetchQuery(cartQuery),
        ]);
        return null;
      },
      shouldRevalidate: () => false,
      children: [
        {
          path: PATHS.home,
          loader: async ({ request }) => {
            await queryClient.prefetchQuery(featuredProductsQuery);
            return page(homeHead(address(request).origin));
          },
          lazy: () => import('@web/features/store/home/home-page').then((m) => ({ Component: m.HomePage })),
        },
        {
          path: PATHS.category,
          loader: async ({ request, params }) => {
            const { origin, pathname, searchParams } = address(request);
            const query = listingParams(params.category, readListingFilters(searchParams));
            const listing = await queryClient
              .ensureInfiniteQueryData(productsQuery(query, listingStart(searchParams)))
              .catch(asRouteStatus);
            return page(categoryHead(origin, pathname, listingTitle(query), listing.pages[0]?.items ?? []));
          },
          lazy: () =>
            import('@web/features/store/catalog/category-page').then((m) => ({ Component: m.CategoryPage })),
        },
        {
          path: PATHS.product,
          loader: async ({ request, params }) => {
            const id = params.id ?? '';
            try {
              const [product] = await Promise.all([
                queryClient.ensureQueryData(productQuery(id)),
                queryClient.prefetchQuery(relatedProductsQuery(id)),
              ]);
              return page(productHead(address(request).origin, product));
            } catch (error) {
              if (error instanceof ApiError && (error.status === 404 || error.status === 400))
                throw notFound();
              throw error;
            }
          },
          lazy: () =>
            import('@web/features/store/catalog/product-page').then((m) => ({
              Component: m.ProductPage,
              ErrorBoundary: m.ProductErrorBoundary,
            })),
        },
        {
          path: PATHS.cart,
          loader: privatePage('Shopping Cart'),
          lazy: () => import('@web/features/store/cart/cart-page').then((m) => ({ Component: m.CartPage })),
        },
        {
          path: PATHS.search,
          loader: async ({ request }) => {
            const { origin, searchParams } = address(request);
            const term = (searchParams.get('q') ?? '').trim();
            if (term)
              await queryClient.prefetchInfiniteQuery(searchQuery({ q: term }, listingStart(searchParams)));
            return page(searchHead(origin, term));
          },
          lazy: () =>
            import('@web/features/store/search/search-page').then((m) => ({ Component: m.SearchPage })),
        },
        ...[PATHS.returns, PATHS.returnPolicy].map((path) => ({
          path,
          loader: infoPage('Returns & Refunds'),
          lazy: () =>
            import('@web/features/store/info/returns-page').then((m) => ({ Component: m.ReturnsPage })),
        })),
        {
          path: PATHS.shipping,
          loader: infoPage('Shipping Information'),
          lazy: () =>
            import('@web/features/store/info/shipping-page').then((m) => ({ Component: m.ShippingPage })),
        },
        {
          path: PATHS.privacy,
          loader: infoPage('Privacy Policy'),
          lazy: () =>
            import('@web/features/store/info/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
        },
        {
          path: PATHS.terms,
          loader: infoPage('Terms of Service'),
          lazy: () => import('@web/features/store/info/terms-page').then((m) => ({ Component: m.TermsPage })),
        },
        {
          path: PATHS.faq,
          loader: infoPage('Frequently Asked Questions'),
          lazy: () => import('@web/features/store/info/faq-page').then((m) => ({ Component: m.FaqPage })),
        },
        {
          path: PATHS.contact,
          loader: infoPage('Contact Us'),
          lazy: () =>
            import('@web/features/store/info/contact-page').then((m) => ({ Component: m.ContactPage })),
        },
        {
          path: PATHS.checkout,
          loader: async ({ request }) => {
            // The review as the form starts: no coupon, standard delivery.
            await queryClient.prefetchQuery(quoteQuery(undefined, 'standard'));
            const { origin, pathname } = address(request);
            return page(privateHead(origin, 'Checkout', pathname));
          },
          lazy: () =>
            import('@web/features/store/checkout/checkout-page').then((m) => ({ Component: m.CheckoutPage })),
        },
        {
          path: PATHS.order,
          loader: privatePage('Your Order'),
          lazy: () =>
            import('@web/features/store/orders/order-page').then((m) => ({ Component: m.OrderPage })),
        },
        {
          path: PATHS.myOrders,
          loader: privatePage('My Orders'),
          lazy: () =>
            import('@web/features/store/orders/my-orders-page').then((m) => ({ Component: m.MyOrdersPage })),
        },
        {
          path: PATHS.auth,
          loader: privatePage('Sign In'),
          lazy: () => import('@web/features/store/auth/auth-page').then((m) => ({ Component: m.AuthPage })),
        },
        {
          path: PATHS.passwordReset,
          loader: privatePage('Reset Your Password'),
          lazy: () =>
            import('@web/features/store/auth/password-reset-page').then((m) => ({
              Component: m.PasswordResetPage,
            })),
        },
        {
          // Any other address: its loader answers 404, so the server's status says so too.
          path: '*',
          loader: () => {
            throw notFound();
          },
          lazy: () =>
            import('@web/features/store/not-found-page').then((m) => ({
              Component: m.NotFoundPage,
              ErrorBoundary: m.NotFoundPage,
            })),
        },
      ],
    },
    {
      // The admin panel: its own layout and the gate, rendered in the browser only; a shopper never
      // downloads this code.
      path: PATHS.admin,
      errorElement: <RouteError />,
      HydrateFallback: () => null,
      lazy: () => import('@web/admin-kit/admin-layout').then((m) => ({ Component: m.AdminLayout })),
      children: [
        {
          index: true,
          lazy: () =>
            import('@web/features/admin/dashboard/dashboard-page').then((m) => ({
              Component: m.DashboardPage,
            })),
        },
        {
          path: PATHS.adminProducts,
          lazy: () =>
            import('@web/features/admin/products/products-page').then((m) => ({ Component: m.ProductsPage })),
        },
        {
          path: PATHS.adminOrders,
          lazy: () =>
            import('@web/features/admin/orders/orders-page').then((m) => ({ Component: m.OrdersPage })),
        },
        {
          path: PATHS.adminCoupons,
          lazy: () =>
            import('@web/features/admin/coupons/coupons-page').then((m) => ({ Component: m.CouponsPage })),
        },
        {
          path: PATHS.adminPromotions,
          lazy: () =>
            import('@web/features/admin/promotions/promotions-page').then((m) => ({
              Component: m.PromotionsPage,
            })),
        },
        {
          path: PATHS.adminEmails,
          lazy: () =>
            import('@web/features/admin/emails/emails-page').then((m) => ({ Component: m.EmailsPage })),
        },
      ],
    },
  ];
}
