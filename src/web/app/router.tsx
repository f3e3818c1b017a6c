import { createBrowserRouter } from 'react-router';
import { PATHS } from '@shared/routes';
import { SiteLayout } from '@web/components/layout/site-layout';
import { RouteError } from './route-error';

/** Every screen of SPEC.md §2, each loaded on first visit. */
export const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [
      {
        path: PATHS.home,
        lazy: () => import('@web/features/store/home/home-page').then((m) => ({ Component: m.HomePage })),
      },
      {
        path: PATHS.category,
        lazy: () =>
          import('@web/features/store/catalog/category-page').then((m) => ({ Component: m.CategoryPage })),
      },
      {
        path: PATHS.product,
        lazy: () =>
          import('@web/features/store/catalog/product-page').then((m) => ({ Component: m.ProductPage })),
      },
      {
        path: PATHS.cart,
        lazy: () => import('@web/features/store/cart/cart-page').then((m) => ({ Component: m.CartPage })),
      },
      {
        path: PATHS.search,
        lazy: () =>
          import('@web/features/store/search/search-page').then((m) => ({ Component: m.SearchPage })),
      },
      ...[PATHS.returns, PATHS.returnPolicy].map((path) => ({
        path,
        lazy: () =>
          import('@web/features/store/info/returns-page').then((m) => ({ Component: m.ReturnsPage })),
      })),
      {
        path: PATHS.shipping,
        lazy: () =>
          import('@web/features/store/info/shipping-page').then((m) => ({ Component: m.ShippingPage })),
      },
      {
        path: PATHS.privacy,
        lazy: () =>
          import('@web/features/store/info/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
      },
      {
        path: PATHS.terms,
        lazy: () => import('@web/features/store/info/terms-page').then((m) => ({ Component: m.TermsPage })),
      },
      {
        path: PATHS.faq,
        lazy: () => import('@web/features/store/info/faq-page').then((m) => ({ Component: m.FaqPage })),
      },
      {
        path: PATHS.contact,
        lazy: () =>
          import('@web/features/store/info/contact-page').then((m) => ({ Component: m.ContactPage })),
      },
      {
        path: PATHS.checkout,
        lazy: () =>
          import('@web/features/store/checkout/checkout-page').then((m) => ({ Component: m.CheckoutPage })),
      },
      {
        path: PATHS.order,
        lazy: () => import('@web/features/store/orders/order-page').then((m) => ({ Component: m.OrderPage })),
      },
      {
        path: PATHS.myOrders,
        lazy: () =>
          import('@web/features/store/orders/my-orders-page').then((m) => ({ Component: m.MyOrdersPage })),
      },
      {
        path: PATHS.auth,
        lazy: () => import('@web/features/store/auth/auth-page').then((m) => ({ Component: m.AuthPage })),
      },
      {
        path: PATHS.passwordReset,
        lazy: () =>
          import('@web/features/store/auth/password-reset-page').then((m) => ({
            Component: m.PasswordResetPage,
          })),
      },
      {
        path: '*',
        lazy: () => import('@web/features/store/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
  {
    // The admin panel: its own layout and the gate; a shopper never downloads this code.
    path: PATHS.admin,
    errorElement: <RouteError />,
    lazy: () => import('@web/features/admin/layout/admin-layout').then((m) => ({ Component: m.AdminLayout })),
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
]);
