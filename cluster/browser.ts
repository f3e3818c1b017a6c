import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { productPath } from '../src/shared/routes.js';
import type { ShopProductDetail } from '../src/shared/schemas/catalog.js';
import type { Cluster } from './topology.js';

export interface BrowserVisit {
  /** Who issued the certificate Chromium was shown. */
  issuer: string;
  /** The product added on its page was in the cart on the cart page (a Secure cookie over the front door). */
  cartHoldsProduct: boolean;
}

/**
 * A shopper in Chromium through the front door: the certificate checked against Caddy's own
 * authority (its intermediate's key pinned, no error ignored wholesale), the product page, Add to
 * Cart, and the cart page.
 */
export async function shopInBrowser(cluster: Cluster, product: ShopProductDetail): Promise<BrowserVisit> {
  const intermediate = fs.readFileSync(
    path.join(cluster.caddyDataDir, 'caddy', 'pki', 'authorities', 'local', 'intermediate.crt'),
  );
  const pin = crypto
    .createHash('sha256')
    .update(new crypto.X509Certificate(intermediate).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      `--ignore-certificate-errors-spki-list=${pin}`,
    ],
  });
  try {
    const page = await (await browser.newContext({ baseURL: cluster.publicUrl })).newPage();
    const answer = await page.goto(productPath(product.id));
    const issuer = (await answer?.securityDetails())?.issuer ?? 'none';
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor({ timeout: 15_000 });
    await page.goto('/cart');
    const line = page.getByRole('link', { name: product.title }).first();
    const cartHoldsProduct = await line.waitFor({ timeout: 15_000 }).then(
      () => true,
      () => false,
    );
    return { issuer, cartHoldsProduct };
  } finally {
    await browser.close();
  }
}
