import { parseCookie } from 'cookie';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { sendEndpointNotFound } from './http/errors.js';
import { type LoggerOption, createHttpApp } from './http/http-app.js';
import { createHealthModule } from './http/health.js';
import { createMetrics } from './http/metrics.js';
import { createResponseCache } from './http/response-cache.js';
import { registerModules } from './http/shop-module.js';
import { createAuditModule } from './modules/audit/index.js';
import { createAuthModule } from './modules/auth/index.js';
import { createCartModule } from './modules/cart/index.js';
import { createCatalogModule } from './modules/catalog/index.js';
import { createCouponsModule } from './modules/coupons/index.js';
import { createDashboardModule } from './modules/dashboard/index.js';
import { type OutboxWorker, createEmailModule, outboxBacklog } from './modules/email/index.js';
import { createRequestLimits } from './modules/limits/index.js';
import { createMarketingModule } from './modules/marketing/index.js';
import { createMediaModule } from './modules/media/index.js';
import { createInvoicing } from './modules/invoices/index.js';
import { createReturnsModule } from './modules/returns/index.js';
import { type ReviewRequests, createReviewsModule } from './modules/reviews/index.js';
import {
  type HoldSweeper,
  createOrderMail,
  createOrdersModule,
  createPaymentReceived,
  createShopperOrders,
  ordersByStatus,
} from './modules/orders/index.js';
import { type Payments, createPaymentsModule, notificationsByOutcome } from './modules/payments/index.js';
import { createPricing } from './modules/pricing/index.js';
import { createPrivacyModule } from './modules/privacy/index.js';
import { createPromotionsModule } from './modules/promotions/index.js';
import { createRealtimeModule } from './modules/realtime/index.js';
import { createSeoModule } from './modules/seo/index.js';
import { createSettingsModule, createSettingsService } from './modules/settings/index.js';
import { createPersonalState, registerStateStamp } from './personal-state.js';
import { isAnonymous } from './ssr/anonymous.js';
import { type Cookies, type JoinEarly, registerPages } from './ssr/pages.js';

export interface AppOptions {
  config: Config;
  db: Db;
  logger?: LoggerOption;
  /** The app's clock: prices, holds, payments, emails, sessions and every record's time read it (tests move it). */
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
  /** Turns the server not ready (SIGTERM), before it stops accepting. */
  drain(): void;
  /** Emails the review requests that fell due. */
  reviewRequests: ReviewRequests;
  start(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: BackgroundJobs;
  }
}

/**
 * Builds the whole app without listening, so tests can inject requests into it: the HTTP side,
 * then each module of src/server/modules with what it needs of the others (docs/architecture.md),
 * then the storefront's pages.
 */
export async function buildApp({
  config,
  db: { kysely: db, dialect },
  logger,
  now = () => new Date(),
  resolveHost,
}: AppOptions): Promise<FastifyInstance> {
  const metrics = createMetrics(config.metrics, {
    ordersByStatus: () => ordersByStatus(db),
    outboxBacklog: () => outboxBacklog(db, now()),
    notificationsByOutcome: () => notificationsByOutcome(db),
    poolUse: dialect.poolUse,
  });
  // At most 2 000 answers and 32 MB, about 200 pages (docs/decisions/0033).
  const cache = createResponseCache({ ttlMs: 10_000, maxEntries: 2_000, maxBytes: 32 * 1024 * 1024 });
  // Fresh cached catalogue answers, and pages to anonymous visitors, go out before Fastify's routing
  // and hooks (docs/decisions/0026); so does a shared page for a visitor with a cart or a session,
  // joined for them (docs/decisions/0029), once the pages are registered.
  const pagesEarly: { join?: JoinEarly } = {};
  const app = await createHttpApp(config, logger, {
    send: (request, response, added) => {
      let cookies: Cookies | undefined;
      const cookiesOf = () => (cookies ??= parseCookie(request.headers.cookie ?? ''));
      const cached = cache.answerEarly(request, response, {
        ...added,
        anonymous: () => isAnonymous(cookiesOf()),
      });
      const { join } = pagesEarly;
      if (cached || !join || request.headers.cookie === undefined || isAnonymous(cookiesOf())) {
        return cached;
      }
      return join(request, response, added, cookiesOf());
    },
    sent: metrics.answeredEarly,
  });
  const log = app.log;
  metrics.observe(app);
  const limits = createRequestLimits(db, config.requestLimits, () => now().getTime());

  const realtime = createRealtimeModule({
    notifications: dialect.notifications,
    streams: config.eventStreams,
    onPublishError: (error) => log.error({ err: error }, 'realtime event not published'),
  });
  const settings = await createSettingsService({
    db,
    config,
    onChanged: () => {
      cache.clear();
      realtime.realtime.settingsChanged();
    },
    now,
  });
  const auth = createAuthModule({ db, config, limits, now });
  // The visitors' states kept for their shared pages (docs/decisions/0037).
  const personalStates = createPersonalState(db, auth.auth, now);
  registerStateStamp(app, config.cookieSecure);
  /** What a product change leaves stale: the kept answers, and the carts' counts kept for visitors. */
  const forgetCatalogue = () => {
    cache.clear();
    personalStates.clear();
  };
  // A product or settings change on any app server clears this server's cached storefront answers
  // (pages show the settings: fees, the bank account); settings are read again first.
  const stopClearingCache = realtime.realtime.subscribe((event) => {
    if (event.type === 'products') forgetCatalogue();
    if (event.type === 'settings') {
      void settings
        .reload()
        .then(() => cache.clear())
        .catch((error: unknown) => log.error({ err: error }, 'settings not read again'));
    }
  });
  app.addHook('onClose', async () => stopClearingCache());
  const catalogChanged = () => {
    forgetCatalogue();
    realtime.realtime.productsChanged();
  };

  const media = createMediaModule({ db, now });
  const invoicing = createInvoicing({ settings: () => settings.current() });
  const email = createEmailModule({
    db,
    config,
    now,
    log,
    attachments: (message) => invoicing.attachmentsOf(db, message),
  });
  const pricing = createPricing({ db, now });
  const mail = createOrderMail({
    vatIncluded: () => Boolean(settings.current().business?.vatNumber),
    eft: () => settings.current().eft,
    publicUrl: config.publicUrl,
    fallbackOrigin: `http://localhost:${config.port}`,
  });
  const paymentReceived = createPaymentReceived({ mail, invoicing });
  const shopperOrders = createShopperOrders({ db, invoicing });
  const payments = createPaymentsModule({
    db,
    config,
    holds: () => settings.current().holds,
    eftAccount: () => settings.current().eft,
    mail,
    paymentReceived,
    orders: shopperOrders,
    realtime: realtime.realtime,
    auth: auth.auth,
    now,
    log,
    ...(resolveHost ? { resolveHost } : {}),
  });
  const orders = createOrdersModule({
    db,
    config,
    deliveryRates: () => settings.current().delivery,
    pricing,
    payments: payments.payments,
    mail,
    invoicing,
    paymentReceived,
    shopperOrders,
    realtime: realtime.realtime,
    auth: auth.auth,
    limits,
    now,
    log,
    beforeSweep: () => payments.payments.notifications.retryDue(),
  });

  const reviews = createReviewsModule({
    db,
    config,
    orders: shopperOrders,
    auth: auth.auth,
    limits,
    cache,
    settings: () => settings.current().reviews,
    onPublishedChanged: catalogChanged,
    now,
    log,
  });

  const catalog = createCatalogModule({
    db,
    pricing,
    media: media.media,
    cache,
    onProductsChanged: catalogChanged,
    indexEvents: metrics.indexEvents,
    log,
    now,
  });
  const health = createHealthModule({ db, catalogueCurrent: catalog.catalogueCurrent });

  const startJobs = await registerModules(
    app,
    [
      health,
      metrics.module,
      createSettingsModule(config, settings),
      catalog,
      createCartModule({
        db,
        pricing,
        deliveryRates: () => settings.current().delivery,
        secureCookies: config.cookieSecure,
      }),
      media,
      realtime,
      orders,
      payments,
      createSeoModule({ db, publicUrl: config.publicUrl }),
      auth,
      createDashboardModule({ db, now, settings: () => settings.current(), config }),
      createCouponsModule({ db, now }),
      createPromotionsModule({ db, onPricesChanged: catalogChanged, now }),
      email,
      createAuditModule({ db }),
      createMarketingModule({ db, now }),
      createPrivacyModule({ db, auth: auth.auth, secureCookies: config.cookieSecure, now }),
      createReturnsModule({
        db,
        config,
        orders: shopperOrders,
        mail,
        invoicing,
        payfast: payments.payfastRefunds,
        realtime: realtime.realtime,
        auth: auth.auth,
        windows: () => settings.current().returns,
        now,
      }),
      reviews,
    ],
    auth.gates,
  );
  app.decorate('jobs', {
    payments: payments.payments,
    sweeper: orders.sweeper,
    outbox: email.worker,
    drain: health.drain,
    reviewRequests: reviews.requests,
    start: startJobs,
  } satisfies BackgroundJobs);

  const pages = {
    distDir: config.webDistDir,
    publicUrl: config.publicUrl,
    cache,
    personalState: personalStates.of,
  };
  pagesEarly.join = (await registerPages(app, pages))?.joinEarly;
  if (!pagesEarly.join) {
    app.setNotFoundHandler(sendEndpointNotFound);
  }
  return app;
}
