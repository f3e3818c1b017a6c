import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { PATHS } from '@shared/routes';
import { SiteLayout, loader as siteLoader } from '@web/components/layout/site-layout';
import { RouteError } from '@web/components/route-error';
import { Spinner } from '@web/components/ui/spinner';
import type { PageHandle, PageHeadFunction } from '@web/lib/page-route';

/** What a page's route module exports (src/web/lib/page-route.ts). */
interface PageModule {
  loader?: LoaderFunction;
  Component?: ComponentType;
  ErrorBoundary?: ComponentType;
  head?: PageHeadFunction;
}

/** A page's module, loaded on its first visit: each page's code is a chunk of its own. */
const lazyPage = (load: () => Promise<PageModule>) => ({
  lazy: async () => {
    const { loader, Component, ErrorBoundary, head } = await load();
    const handle: PageHandle | undefined = head && { head };
    return { loader, Component, ErrorBoundary, handle };
  },
});

const page = (path: string, load: () => Promise<PageModule>): RouteObject => ({ path, ...lazyPage(load) });

/**
 * Every screen of docs/specification.md §2, each from its route module: the loader fills the query
 * cache with what the page's first render and its head read, on the server in process
 * (entry-server.tsx), in the browser over HTTP.
 */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    loader: siteLoader,
    shouldRevalidate: () => false,
    children: [
      page(PATHS.home, () => import('@web/features/store/home/home-page')),
      page(PATHS.category, () => import('@web/features/store/catalog/category-page')),
      page(PATHS.product, () => import('@web/features/store/catalog/product-page')),
      page(PATHS.cart, () => import('@web/features/store/cart/cart-page')),
      page(PATHS.search, () => import('@web/features/store/search/search-page')),
      page(PATHS.returns, () => import('@web/features/store/info/returns-page')),
      page(PATHS.returnPolicy, () => import('@web/features/store/info/returns-page')),
      page(PATHS.shipping, () => import('@web/features/store/info/shipping-page')),
      page(PATHS.privacy, () => import('@web/features/store/info/privacy-page')),
      page(PATHS.terms, () => import('@web/features/store/info/terms-page')),
      page(PATHS.legal, () => import('@web/features/store/info/legal-page')),
      page(PATHS.faq, () => import('@web/features/store/info/faq-page')),
      page(PATHS.contact, () => import('@web/features/store/info/contact-page')),
      page(PATHS.checkout, () => import('@web/features/store/checkout/checkout-page')),
      page(PATHS.order, () => import('@web/features/store/orders/order-page')),
      page(PATHS.account, () => import('@web/features/store/account/account-page')),
      page(PATHS.myOrders, () => import('@web/features/store/orders/my-orders-page')),
      page(PATHS.unsubscribe, () => import('@web/features/store/account/unsubscribe-page')),
      page(PATHS.auth, () => import('@web/features/store/auth/auth-page')),
      page(PATHS.passwordReset, () => import('@web/features/store/auth/password-reset-page')),
      page('*', () => import('@web/features/store/not-found-page')),
    ],
  },
  {
    // The admin panel behind its gate, rendered in the browser only: a shopper never downloads this code.
    path: PATHS.admin,
    ...lazyPage(() => import('@web/admin-kit/admin-layout')),
    // The gate decides again at each of the panel's addresses: a moderator may open only some screens.
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
      defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname,
    errorElement: <RouteError />,
    HydrateFallback: () => <Spinner label="Checking access..." className="min-h-screen" />,
    children: [
      { index: true, ...lazyPage(() => import('@web/features/admin/dashboard/dashboard-page')) },
      page(PATHS.adminProducts, () => import('@web/features/admin/products/products-page')),
      page(PATHS.adminOrders, () => import('@web/features/admin/orders/orders-page')),
      page(PATHS.adminReturns, () => import('@web/features/admin/returns/returns-page')),
      page(PATHS.adminReviews, () => import('@web/features/admin/reviews/reviews-page')),
      page(PATHS.adminCoupons, () => import('@web/features/admin/coupons/coupons-page')),
      page(PATHS.adminPromotions, () => import('@web/features/admin/promotions/promotions-page')),
      page(PATHS.adminEmails, () => import('@web/features/admin/emails/emails-page')),
      page(PATHS.adminSettings, () => import('@web/features/admin/settings/settings-page')),
    ],
  },
];
