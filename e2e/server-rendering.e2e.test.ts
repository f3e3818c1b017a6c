import { randomUUID } from 'node:crypto';
import type { Browser, ConsoleMessage, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkoutBody } from '../src/server/testing/checkout-body.js';
import { CATEGORY_TITLES } from '../src/shared/constants.js';
import { imageAt } from '../src/shared/media.js';
import { formatRand } from '../src/shared/money.js';
import type { ProductPage, ShopProduct } from '../src/shared/schemas/catalog.js';
import { asAdmin } from './support/accounts.js';
import { callApi } from './support/api.js';
import { baseUrl, launchBrowser, newVisitor, screenshot } from './support/browser.js';
import { findProduct } from './support/catalogue.js';
import { fillAddress, reviewAndPlaceOrder } from './support/checkout.js';
import { offerSchema } from './support/json-ld.js';
import { fetchPage } from './support/page-html.js';

const api = async <T>(path: string) => (await (await fetch(`${baseUrl}${path}`)).json()) as T;

/** schema.org's Product, with the properties Google's product rich results require or recommend. */
const productLdSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Product'),
  name: z.string().min(1),
  description: z.string().min(1),
  sku: z.string().min(1),
  image: z.array(z.url()).min(1),
  url: z.url(),
  offers: offerSchema,
  aggregateRating: z
    .object({
      '@type': z.literal('AggregateRating'),
      ratingValue: z.number().min(0).max(5),
      reviewCount: z.number().int().positive(),
    })
    .optional(),
});
const listItemSchema = z.object({ '@type': z.literal('ListItem'), position: z.number().int().positive() });

/** The product as the page was rendered from it: in the query data the page hands to the browser. */
function renderedProduct(html: string, id: string): ShopProduct {
  const json = /<script type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
  const data = JSON.parse(json) as { queries?: { queries?: Array<{ state: { data: unknown } }> } };
  const found = data.queries?.queries
    ?.map((query) => query.state.data)
    .find((value): value is ShopProduct => (value as ShopProduct | null)?.id === id);
  if (!found) throw new Error(`The page holds no data of product ${id}`);
  return found;
}

const ofType = (page: { jsonLd: Array<Record<string, unknown>> }, type: string) =>
  page.jsonLd.filter((item) => item['@type'] === type);

describe('every shopper page is rendered on the server', () => {
  it('home: the featured products with their prices, and Organization and WebSite with a SearchAction', async () => {
    const featured = await api<ShopProduct[]>('/api/products/featured');
    const page = await fetchPage('/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Featured Products');
    for (const product of featured) {
      expect(page.text).toContain(product.title);
      expect(page.text).toContain(formatRand(product.unitPriceCents));
    }
    expect(page.canonical).toBe(`${baseUrl}/`);
    expect(page.meta.robots).toBeUndefined();
    expect(ofType(page, 'Organization')[0]).toMatchObject({ name: 'Lekker Living', url: `${baseUrl}/` });
    expect(ofType(page, 'WebSite')[0]).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${baseUrl}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it("a category: 'n products found', its products, and an ItemList of them", async () => {
    const listing = await api<ProductPage>('/api/products?category=gym&sort=price-asc');
    const page = await fetchPage('/category/gym?sort=price-asc');
    expect(page.status).toBe(200);
    expect(page.text).toContain(CATEGORY_TITLES.gym);
    expect(page.text).toContain(`${listing.total} products found`);
    for (const product of listing.items) expect(page.text).toContain(product.title);
    // The filters are not part of the canonical address.
    expect(page.canonical).toBe(`${baseUrl}/category/gym`);
    const [list] = ofType(page, 'ItemList');
    const items = z
      .array(listItemSchema.extend({ url: z.url(), name: z.string() }))
      .parse(list?.itemListElement);
    expect(items.map((item) => item.name)).toEqual(listing.items.map((product) => product.title));
  });

  it('a product: name, price in R, stock, its image with a size, and Product, Offer and BreadcrumbList', async () => {
    const product = await findProduct(
      'product in stock with a review',
      (p) => p.inventoryQuantity > 0 && p.reviewCount > 0,
    );
    const page = await fetchPage(`/product/${product.id}`);
    expect(page.status).toBe(200);
    expect(page.title).toBe(`${product.title} | Lekker Living`);
    expect(page.text).toContain(product.title);
    expect(page.text).toContain(formatRand(product.unitPriceCents));
    // The stock its data says (an anonymous page is served from the cache, which a checkout in
    // another test does not clear: the listing read above may be fresher).
    expect(page.text).toContain(`${renderedProduct(page.html, product.id).inventoryQuantity} in stock`);
    // The largest image: in the first HTML, sized, fetched first, from its responsive copies.
    const gallery = /<img [^>]*alt="[^"]*"[^>]*fetchpriority="high"[^>]*>/i.exec(page.html)?.[0] ?? '';
    expect(gallery).toContain(`src="${imageAt(product.images[0]!, 800)}"`);
    expect(gallery).toContain(`${imageAt(product.images[0]!, 400)} 400w`);
    expect(gallery).toMatch(/width="800" height="800"/);
    expect(page.meta['og:type']).toBe('product');
    expect(page.meta['og:image']).toBe(`${baseUrl}${product.images[0]}`);
    expect(page.meta['twitter:card']).toBe('summary_large_image');
    expect(page.meta.description).toBe(product.shortDescription);

    const ld = productLdSchema.parse(ofType(page, 'Product')[0]);
    expect(ld).toMatchObject({
      name: product.title,
      sku: product.sku,
      url: `${baseUrl}/product/${product.id}`,
      offers: {
        price: (product.unitPriceCents / 100).toFixed(2),
        availability: 'https://schema.org/InStock',
      },
    });
    const [crumbs] = ofType(page, 'BreadcrumbList');
    const trail = z
      .array(listItemSchema.extend({ name: z.string(), item: z.url() }))
      .parse(crumbs?.itemListElement);
    expect(trail.map((crumb) => crumb.name)).toEqual([
      'Home',
      CATEGORY_TITLES[product.category],
      product.title,
    ]);
  });

  it('an unknown or inactive product, and an unknown path, answer 404 with their not-found state', async () => {
    const product = await fetchPage('/product/00000000-0000-4000-8000-000000000000');
    expect(product.status).toBe(404);
    expect(product.text).toContain('Product not found');
    expect(product.meta.robots).toBe('noindex, follow');
    expect((await fetchPage('/product/not-an-id')).status).toBe(404);
    const unknown = await fetchPage('/no/such/page');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('Oops! Page not found');
  });

  it('search results, cart, checkout, auth and orders are rendered but kept out of indexes', async () => {
    const results = await api<ProductPage>('/api/search?q=mat');
    const search = await fetchPage('/search?q=mat');
    expect(search.status).toBe(200);
    expect(search.text).toContain('Results for "mat"');
    for (const product of results.items) expect(search.text).toContain(product.title);

    const pages: Array<[string, string]> = [
      ['/search?q=mat', 'Search Results'],
      ['/cart', 'Shopping Cart'],
      ['/checkout', 'Your cart is empty'],
      ['/auth', 'Welcome to Lekker Living'],
      ['/account', 'Sign in to see your account.'],
      ['/account/orders', 'My Orders'],
      ['/orders/00000000-0000-4000-8000-000000000000', ''],
    ];
    for (const [path, content] of pages) {
      const page = await fetchPage(path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toContain(content);
      expect(page.meta.robots, path).toBe('noindex, follow');
    }
  });

  it("an order's page holds the order for the key in its address or its owner's session, and no cache keeps it", async () => {
    const product = await findProduct('product in stock', (p) => p.inventoryQuantity >= 2);
    const guest = await placeOrderAs(await visitorWith('/api/cart/items', { productId: product.id }));
    const byKey = await fetchPage(`/orders/${guest.order.id}?key=${guest.accessKey}`);
    expect(byKey.status).toBe(200);
    expect(byKey.text).toContain(`Order ${guest.order.orderNumber}`);
    expect(byKey.text).toContain(product.title);
    expect(byKey.text).toContain('22 Jan Smuts Avenue');
    expect(byKey.meta.robots).toBe('noindex, follow');
    // Rendered again for the next visitor with the link: a kept page would come with the cache's validator.
    const again = await fetch(`${baseUrl}/orders/${guest.order.id}?key=${guest.accessKey}`);
    expect(again.headers.get('etag')).toBeNull();
    expect(again.headers.get('cache-control')).toBe('private, no-cache');
    expect(await again.text()).toContain(guest.order.orderNumber);

    const wrongKey = await fetchPage(`/orders/${guest.order.id}?key=${randomUUID()}`);
    expect(wrongKey.status).toBe(404);
    expect(wrongKey.text).toContain('Order not found');
    expect(wrongKey.html).not.toContain(guest.order.orderNumber);

    const shopper = await visitorWith('/api/auth/sign-up', {
      fullName: 'Order Page Shopper',
      email: `order-page-${Date.now()}@example.com`,
      password: 'lekker-password',
    });
    const own = await placeOrderAs(await visitorWith('/api/cart/items', { productId: product.id }, shopper));
    const bySession = await fetchPage(`/orders/${own.order.id}`, { headers: { cookie: shopper } });
    expect(bySession.status).toBe(200);
    expect(bySession.text).toContain(`Order ${own.order.orderNumber}`);
    expect(bySession.text).toContain('Order Page Shopper');
    // Someone else's order, without its key, is not found for this shopper.
    const notTheirs = await fetchPage(`/orders/${guest.order.id}`, { headers: { cookie: shopper } });
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.html).not.toContain(guest.order.orderNumber);
  });

  it('the info pages each have their own title, description and canonical address', async () => {
    const titles = new Set<string>();
    for (const [path, heading] of [
      ['/shipping', 'Shipping Information'],
      ['/returns', 'Returns & Refunds'],
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Service'],
      ['/faq', 'Frequently Asked Questions'],
      ['/contact', 'Contact Us'],
      ['/legal', 'Legal information'],
    ] as const) {
      const page = await fetchPage(path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toContain(heading);
      expect(page.title).toBe(`${heading} | Lekker Living`);
      expect(page.canonical).toBe(`${baseUrl}${path}`);
      expect(page.meta['og:title']).toBe(page.title);
      expect(page.meta.description?.length).toBeGreaterThan(20);
      titles.add(page.title);
    }
    expect(titles.size).toBe(7);
  });

  it('the admin panel is left to the browser: an empty page, no shopper data', async () => {
    const page = await fetchPage('/admin/products');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.html).not.toContain('application/json');
  });
});

/** A visitor's cookies, from what the shop set on its answers. */
async function visitorWith(path: string, body: unknown, cookies = ''): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie: cookies },
    body: JSON.stringify(body),
  });
  expect(response.ok, path).toBe(true);
  const set = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  return [cookies, ...set].filter(Boolean).join('; ');
}

/** Places the cart of the visitor with these cookies by EFT: the order and its link's key. */
async function placeOrderAs(
  cookie: string,
): Promise<{ order: { id: string; orderNumber: string }; accessKey: string }> {
  const response = await fetch(`${baseUrl}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify(
      checkoutBody({
        customerName: 'Order Page Shopper',
        customerEmail: `order-page-${Date.now()}@example.com`,
      }),
    ),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { order: { id: string; orderNumber: string }; accessKey: string };
}

describe('a shared page for a visitor with a cart or a session (docs/decisions/0029)', () => {
  /** The page kept for anonymous visitors, with this visitor's header parts and state joined in. */
  async function joinedPage(path: string, cookie: string) {
    const response = await fetch(`${baseUrl}${path}`, { headers: { cookie, 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    return response.text();
  }
  const personalScript = /<script type="application\/json" id="app-personal">(.*?)<\/script>/;
  /** From the end of the search form, before the account links, to the end of the header. */
  const headerParts = (html: string) =>
    html.slice(html.indexOf('</form>', html.indexOf('<header')), html.indexOf('</header>'));

  it('is the anonymous page but for the header parts and state, which a full render for them shows alike', async () => {
    const product = await findProduct('product in stock', (p) => p.inventoryQuantity >= 2);
    const cookie = await visitorWith('/api/cart/items', { productId: product.id, quantity: 2 });
    const path = `/category/${product.category}`;
    const joined = await joinedPage(path, cookie);
    const anonymous = (await fetchPage(path)).html;

    const state = JSON.parse(personalScript.exec(joined)?.[1] ?? 'null') as unknown;
    expect(state).toEqual({ session: { user: null }, cartCount: 2 });
    expect(headerParts(joined)).toContain('aria-label="Cart, 2 items"');
    expect(headerParts(anonymous)).toContain('aria-label="Cart, 0 items"');
    // Outside the header's parts and the state, the same bytes as the anonymous page.
    const bare = joined.replace(personalScript, '').replace(headerParts(joined), headerParts(anonymous));
    expect(bare).toBe(anonymous);
    // The parts are what React renders for that visitor: the cart page, rendered for them, shows them too.
    const cartPage = await (await fetch(`${baseUrl}/cart`, { headers: { cookie } })).text();
    expect(headerParts(cartPage)).toBe(headerParts(joined));
  });

  it('a signed-in shopper gets their account links and session, and pages that are theirs alone are rendered for them', async () => {
    const cookie = await visitorWith('/api/auth/sign-up', {
      fullName: 'Joined Shopper',
      email: `joined-${Date.now()}@example.com`,
      password: 'lekker-password',
    });
    const joined = await joinedPage('/', cookie);
    const state = JSON.parse(personalScript.exec(joined)?.[1] ?? 'null') as {
      session: { user: { fullName: string } | null };
      cartCount: number;
    };
    expect(state.session.user?.fullName).toBe('Joined Shopper');
    expect(state.cartCount).toBe(0);
    expect(headerParts(joined)).toContain('My Orders');
    const account = await fetch(`${baseUrl}/account`, { headers: { cookie, 'accept-encoding': 'gzip' } });
    expect(account.headers.get('cache-control')).toBe('private, no-cache');
    const accountHtml = await account.text();
    expect(accountHtml).not.toMatch(personalScript);
    expect(headerParts(accountHtml)).toBe(headerParts(joined));
  });

  it('counts the cart again once the catalogue changes: a product taken out of the shop leaves the count (docs/decisions/0037)', async () => {
    const browser = await launchBrowser();
    const asAdminFetch = (method: 'POST' | 'DELETE', path: string, body?: unknown) =>
      asAdmin(browser, (admin) => callApi<{ id?: string }>(admin, method, path, body));
    try {
      const created = await asAdminFetch('POST', '/api/admin/products', {
        sku: `E2E-KEPT-${Date.now() % 100_000}`,
        title: 'Kept Count Candle',
        description: 'In a cart, then out of the shop.',
        priceCents: 12_900,
        category: 'homeware',
        images: [],
        inventoryQuantity: 5,
        featured: false,
      });
      expect(created.status).toBe(201);
      const cookie = await visitorWith('/api/cart/items', { productId: created.body.id, quantity: 2 });
      const count = async () =>
        (
          JSON.parse(personalScript.exec(await joinedPage('/category/homeware', cookie))?.[1] ?? 'null') as {
            cartCount: number;
          }
        ).cartCount;
      expect(await count()).toBe(2);
      expect(await count()).toBe(2);

      const removed = await asAdminFetch('DELETE', `/api/admin/products/${created.body.id}`);
      expect(removed.status).toBe(204);
      expect(await count()).toBe(0);
    } finally {
      await browser.close();
    }
  });
});

describe('in the browser, the page hydrates from what the server sent', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('after a navigation inside the app, the head follows the page it shows', async () => {
    const { context, page } = await newVisitor(browser);
    const head = () =>
      page.evaluate(() => ({
        title: document.title,
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
        types: Array.from(
          document.querySelectorAll('script[type="application/ld+json"]'),
          (script) => (JSON.parse(script.textContent ?? '{}') as { '@type'?: string })['@type'],
        ),
      }));
    await page.goto('/');
    const [card] = await api<ShopProduct[]>('/api/products/featured');
    if (!card) throw new Error('The demo shop has no featured product');
    await page.getByRole('link', { name: card.title }).first().click();
    await expect.poll(head).toEqual({
      title: `${card.title} | Lekker Living`,
      canonical: `${baseUrl}/product/${card.id}`,
      types: ['Product', 'BreadcrumbList'],
    });
    await page.goBack();
    await expect.poll(head).toMatchObject({ canonical: `${baseUrl}/`, types: ['Organization', 'WebSite'] });
    await context.close();
  });

  /**
   * What the page said while it loaded and hydrated (console errors and warnings, uncaught errors),
   * and the data it fetched meanwhile.
   */
  async function hydrating(page: Page, load: () => Promise<unknown>) {
    const messages: string[] = [];
    const dataRequests: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    };
    const onError = (error: Error) => messages.push(error.message);
    const onRequest = (request: Request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/') && pathname !== '/api/events') dataRequests.push(pathname);
    };
    page.on('console', onConsole);
    page.on('pageerror', onError);
    page.on('request', onRequest);
    try {
      await load();
      // Hydrated: React attached its handlers to the server's HTML (the root carries React's key).
      await expect
        .poll(() =>
          page.evaluate(() =>
            Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__react')),
          ),
        )
        .toBe(true);
      await page.waitForLoadState('networkidle');
      return { messages, dataRequests };
    } finally {
      page.off('console', onConsole);
      page.off('pageerror', onError);
      page.off('request', onRequest);
    }
  }

  /** Each route loads, hydrates with no warning or error, and fetches none of its data again. */
  async function expectQuietHydration(page: Page, routes: readonly string[]) {
    for (const route of routes) {
      const { messages, dataRequests } = await hydrating(page, () => page.goto(route));
      expect(messages, route).toEqual([]);
      expect(dataRequests, route).toEqual([]);
    }
  }

  const sharedRoutes = (productId: string) => [
    '/',
    '/category/gym',
    '/category/women?sort=price-desc&min=50',
    `/product/${productId}`,
    '/search?q=mat',
    '/shipping',
    '/returns',
    '/privacy',
    '/terms',
    '/faq',
    '/contact',
    '/legal',
  ];
  const personalRoutes = ['/cart', '/checkout', '/auth', '/auth/reset', '/account', '/account/orders'];

  it('with no hydration warning or error on any shopper route, and without fetching its data again', async () => {
    const product = await findProduct('product', () => true);
    const { context, page } = await newVisitor(browser);
    await expectQuietHydration(page, [...sharedRoutes(product.id), ...personalRoutes]);
    await context.close();
  });

  it('so does a signed-in shopper with a cart, the shared pages joined with their header and count', async () => {
    const product = await findProduct('product in stock', (p) => p.inventoryQuantity >= 3);
    const { context, page } = await newVisitor(browser, { width: 390, height: 844 });
    await context.request.post('/api/auth/sign-up', {
      headers: { origin: baseUrl },
      data: {
        fullName: 'Hydrated Shopper',
        email: `hydrated-${Date.now()}@example.com`,
        password: 'lekker-password',
      },
    });
    await context.request.post('/api/cart/items', {
      headers: { origin: baseUrl },
      data: { productId: product.id, quantity: 3 },
    });
    await expectQuietHydration(page, [...sharedRoutes(product.id), ...personalRoutes]);

    const joined = await page.goto('/category/gym');
    expect(joined?.headers()['cache-control']).toBe('private, no-cache');
    expect(await page.getByTestId('cart-count').innerText()).toBe('3');
    await screenshot(page, 'joined-page-phone');
    // A change to the cart moves the count, from the cart the change answers.
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => page.getByTestId('cart-count').innerText()).toBe('4');
    // From a joined page to the cart and checkout in the app: once the order is placed, the header
    // reads the emptied cart rather than the count the page came with.
    await page.goto('/category/gym');
    await page.getByRole('link', { name: /^Cart, 4 items$/ }).click();
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await fillAddress(page);
    await reviewAndPlaceOrder(page);
    await page.getByText('Thank you for your order!').waitFor();
    await page.getByRole('link', { name: /^Cart, 0 items$/ }).waitFor();
    expect(await page.getByTestId('cart-count').count()).toBe(0);
    // Reloaded, the confirmation (the server's page, with the order) hydrates without a warning; the
    // thanks the browser's history keeps shows once it has. It reads nothing but the order's own parts
    // again, as its event stream opens (an order may change between the render and the stream).
    const order = new URL(page.url()).pathname;
    const ownReads = new Set([`/api${order}`, `/api${order}/returns`, `/api${order}/reviews`]);
    const reloaded = await hydrating(page, () => page.reload());
    expect(reloaded.messages).toEqual([]);
    expect(reloaded.dataRequests.filter((path) => !ownReads.has(path))).toEqual([]);
    await page.getByText('Thank you for your order!').waitFor();
    await context.close();
  });
});
