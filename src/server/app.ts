import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { PublicConfig } from '../shared/schemas/config.js';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { registerApiDocs } from './http/api-docs.js';
import { registerEndpointHandlers, serve } from './http/endpoint-routes.js';
import { registerErrorHandling, sendEndpointNotFound } from './http/errors.js';
import { createResponseCache } from './http/response-cache.js';
import { registerSameOriginGuard } from './http/same-origin.js';
import { registerRouteList } from './http/route-list.js';
import { answerClientError, registerBodyDeadline } from './http/client-errors.js';
import { registerNoStoreByDefault, requestForLog } from './http/private-answers.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerNulGuard } from './http/text-guard.js';
import { auditAdminRoutes } from './modules/audit/admin-routes.js';
import { requireAdmin } from './modules/auth/admin-guard.js';
import { authAdminRoutes } from './modules/auth/admin-routes.js';
import { createSignInThrottle } from './modules/auth/sign-in-throttle.js';
import { createTrustedDevices } from './modules/auth/trusted-devices.js';
import { createRequestLimits } from './modules/limits/request-limits.js';
import { createPasswordReset } from './modules/auth/password-reset.js';
import { createAuthRepository } from './modules/auth/repository.js';
import { authRoutes } from './modules/auth/routes.js';
import { createAuthService } from './modules/auth/service.js';
import { registerPages } from './http/pages.js';
import { createCartRepository } from './modules/cart/repository.js';
import { cartRoutes } from './modules/cart/routes.js';
import { createCartService } from './modules/cart/service.js';
import { createCatalogAdminRepository } from './modules/catalog/admin-repository.js';
import { catalogAdminRoutes } from './modules/catalog/admin-routes.js';
import { createCatalogAdminService } from './modules/catalog/admin-service.js';
import { createCatalogRepository } from './modules/catalog/repository.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { createCatalogService } from './modules/catalog/service.js';
import { createProductImport } from './modules/catalog/product-import.js';
import { mediaAdminRoutes } from './modules/media/admin-routes.js';
import { createMediaRepository } from './modules/media/repository.js';
import { mediaRoutes } from './modules/media/routes.js';
import { createCouponsAdminRepository } from './modules/coupons/admin-repository.js';
import { couponsAdminRoutes } from './modules/coupons/admin-routes.js';
import { createCouponsAdminService } from './modules/coupons/admin-service.js';
import { dashboardAdminRoutes } from './modules/dashboard/admin-routes.js';
import { createDashboardRepository } from './modules/dashboard/repository.js';
import { createMediaService } from './modules/media/service.js';
import { createOrdersAdminRepository } from './modules/orders/admin-repository.js';
import { createRealtime } from './modules/realtime/realtime.js';
import { realtimeRoutes } from './modules/realtime/routes.js';
import { createPromotionsAdminRepository } from './modules/promotions/admin-repository.js';
import { promotionsAdminRoutes } from './modules/promotions/admin-routes.js';
import { createPromotionsAdminService } from './modules/promotions/admin-service.js';
import { ordersAdminRoutes } from './modules/orders/admin-routes.js';
import { createCheckoutService } from './modules/orders/checkout-service.js';
import { emailsAdminRoutes } from './modules/email/admin-routes.js';
import { type OutboxWorker, createOutboxWorker } from './modules/email/outbox-worker.js';
import { createSmtpTransport } from './modules/email/smtp-transport.js';
import { createOrderMail } from './modules/orders/order-mail.js';
import { type HoldSweeper, createHoldSweeper } from './modules/orders/order-release.js';
import { type Payments, createPayments } from './modules/payments/payments.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { seoRoutes } from './modules/seo/routes.js';
import { createSitemaps } from './modules/seo/sitemaps.js';
import { orderRoutes } from './modules/orders/routes.js';
import { createOrdersAdminService } from './modules/orders/admin-service.js';

export interface AppOptions {
  config: Config;
  db: Db;
  /** Pino logger options; false silences it (tests). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** The clock of holds, payments and emails (tests move it). */
  now?: () => Date;
  /** Resolves PayFast's host names for the ITN sender check (tests pass their own). */
  resolveHost?: (host: string) => Promise<string[]>;
}

/** The app's work outside requests: started by main.ts, run step by step by tests. */
export interface BackgroundJobs {
  payments: Payments;
  sweeper: HoldSweeper;
  /** Sends the outbox when SMTP_URL is set; without it, emails wait for the admin to read them. */
  outbox: OutboxWorker | undefined;
  start(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: BackgroundJobs;
  }
}

/** Builds the whole app without listening, so tests can inject requests into it. */
export async function buildApp({
  config,
  db,
  logger,
  now = () => new Date(),
  resolveHost,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            ...(logger === undefined || logger === true ? { level: config.logLevel } : logger),
            serializers: { req: requestForLog },
          },
    // A count trusts that many hops in front of the shop (Fastify's own number trusts none).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Headers must arrive within the timeout, checked every couple of seconds (a body too:
    // registerBodyDeadline); a connection idle for a minute is closed (event streams write every 25 s).
    requestTimeout: config.requestTimeoutMs,
    http: { connectionsCheckingInterval: Math.min(2_000, config.requestTimeoutMs / 2) },
    connectionTimeout: 60_000,
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Mutations take JSON only: a text/plain form post from another site is refused (415).
  app.removeContentTypeParser('text/plain');

  registerRouteList(app);
  registerEndpointHandlers(app);
  registerErrorHandling(app);
  registerSameOriginGuard(app);
  registerNulGuard(app);
  registerBodyDeadline(app, config.requestTimeoutMs);
  await app.register(fastifyCookie);
  registerNoStoreByDefault(app);
  // COOKIE_SECURE is set exactly when the shop is served over HTTPS.
  registerSecurityHeaders(app, {
    https: config.cookieSecure,
    formActions: config.payfast ? [config.payfast.baseUrl] : [],
  });
  // Before the routes: it describes each one as it is registered.
  await registerApiDocs(app);

  const catalogRepository = createCatalogRepository(db);
  const catalog = createCatalogService(catalogRepository);
  const cart = createCartService(createCartRepository(db), catalogRepository, () => catalog.pricing());
  // Built before the server listens, not by the first shopper (about 1 s at 100 000 products).
  app.addHook('onReady', async () => void (await catalog.pricing()));
  const mediaRepository = createMediaRepository(db);
  const media = createMediaService(mediaRepository);
  const cache = createResponseCache({ ttlMs: 10_000, maxEntries: 2_000 });
  const auth = createAuthService(createAuthRepository(db));
  const dashboard = createDashboardRepository(db);
  const realtime = createRealtime(db.dialect.notifications, (error) =>
    app.log.error({ err: error }, 'realtime event not published'),
  );
  // A product change on any app server clears this server's cached storefront answers.
  const stopClearingCache = realtime.subscribe((event) => {
    if (event.type === 'products') cache.clear();
  });
  app.addHook('onClose', async () => stopClearingCache());
  const mail = createOrderMail({
    eft: config.eft,
    publicUrl: config.publicUrl,
    fallbackOrigin: `http://localhost:${config.port}`,
  });
  const payments = createPayments({
    db,
    payfast: config.payfast,
    holdOnlineMinutes: config.holdOnlineMinutes,
    holdEftDays: config.holdEftDays,
    mail,
    realtime,
    now,
    log: app.log,
    ...(resolveHost ? { resolveHost } : {}),
  });
  const sweeper = createHoldSweeper({
    kysely: db.kysely,
    mail,
    realtime,
    now,
    log: app.log,
    beforeSweep: () => payments.notifications.retryDue(),
  });
  const transport = config.smtpUrl
    ? createSmtpTransport({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom })
    : undefined;
  const outbox = transport
    ? createOutboxWorker({ kysely: db.kysely, transport, now, log: app.log })
    : undefined;
  app.decorate('jobs', {
    payments,
    sweeper,
    outbox,
    start() {
      sweeper.start();
      outbox?.start();
    },
  } satisfies BackgroundJobs);
  app.addHook('onClose', async () => {
    await Promise.all([sweeper.stop(), outbox?.stop(), payments.notifications.idle()]);
    transport?.close();
  });
  const catalogChanged = () => {
    cache.clear();
    realtime.productsChanged();
  };
  const productsRepository = createCatalogAdminRepository(db);
  const adminProducts = createCatalogAdminService(productsRepository, media, {
    onProductsChanged: catalogChanged,
  });

  const publicConfig: PublicConfig = {
    whatsappNumber: config.whatsappNumber,
    adminCurrencySymbol: config.adminCurrencySymbol,
    eft: config.eft,
    payfastEnabled: config.payfast !== undefined,
    expressDeliveryCents: config.expressDeliveryCents,
    mailConfigured: config.smtpUrl !== undefined,
  };
  serve(app, 'getConfig', () => publicConfig);
  await app.register(catalogRoutes, { catalog, cache });
  await app.register(cartRoutes, { cart, secureCookies: config.cookieSecure });
  await app.register(mediaRoutes, { media });
  await app.register(realtimeRoutes, { realtime, limits: config.eventStreams });
  const limits = createRequestLimits(db, config.requestLimits, () => now().getTime());
  await app.register(orderRoutes, {
    db,
    limits,
    checkout: createCheckoutService(db, {
      pricing: () => catalog.pricing(),
      mail,
      expressFeeCents: config.expressDeliveryCents,
      payments,
      now,
    }),
    payments,
    auth,
    publicUrl: config.publicUrl,
  });
  await app.register(paymentRoutes, { payments, publicUrl: config.publicUrl });
  await app.register(seoRoutes, { sitemaps: createSitemaps(db), publicUrl: config.publicUrl });
  await app.register(authRoutes, {
    auth,
    throttle: createSignInThrottle(db, () => now().getTime()),
    devices: createTrustedDevices(db, now),
    passwordReset: createPasswordReset(db, now),
    limits,
    secureCookies: config.cookieSecure,
    publicUrl: config.publicUrl,
  });
  // Every admin route sits behind the admin gate: 401 for nobody signed in, 403 for a non-admin.
  await app.register(
    async (admin) => {
      admin.decorateRequest('admin', null);
      admin.addHook('onRequest', requireAdmin(auth));
      await admin.register(authAdminRoutes, { auth });
      await admin.register(dashboardAdminRoutes, { dashboard });
      await admin.register(catalogAdminRoutes, {
        products: adminProducts,
        imports: createProductImport(productsRepository, mediaRepository, {
          onProductsChanged: catalogChanged,
        }),
      });
      await admin.register(mediaAdminRoutes, { media });
      await admin.register(couponsAdminRoutes, {
        coupons: createCouponsAdminService(createCouponsAdminRepository(db)),
      });
      await admin.register(promotionsAdminRoutes, {
        promotions: createPromotionsAdminService(createPromotionsAdminRepository(db), catalogChanged),
      });
      await admin.register(ordersAdminRoutes, {
        db,
        orders: createOrdersAdminService(createOrdersAdminRepository(db), { mail, now }),
        realtime,
        publicUrl: config.publicUrl,
      });
      await admin.register(emailsAdminRoutes, { kysely: db.kysely });
      await admin.register(auditAdminRoutes, { kysely: db.kysely });
    },
    { prefix: '/api/admin' },
  );

  if (!(await registerPages(app, { distDir: config.webDistDir, publicUrl: config.publicUrl, cache }))) {
    app.setNotFoundHandler(sendEndpointNotFound);
  }
  return app;
}
