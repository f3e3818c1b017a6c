import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatRand } from '../src/shared/money.js';
import type { Product, ShopProductDetail } from '../src/shared/schemas/catalog.js';
import { asAdmin } from './support/accounts.js';
import { callApi } from './support/api.js';
import { fillAddress, reviewAndPlaceOrder } from './support/checkout.js';
import { baseUrl, expectAccessible, launchBrowser, newVisitor, screenshot } from './support/browser.js';
import { findProduct } from './support/catalogue.js';
import { emailTo } from './support/mailbox.js';
import { offerSchema } from './support/json-ld.js';
import { fetchPage } from './support/page-html.js';

/** docs/decisions/0018-product-variants.md in the browser: choosing, adding and ordering variants. */
let browser: Browser;
let gloves: Product;
const variantId = (...values: string[]) => {
  const found = gloves.variants.find((v) => v.optionValues.join('/') === values.join('/'));
  if (!found) throw new Error(`No variant ${values.join('/')}`);
  return found.id;
};

beforeAll(async () => {
  browser = await launchBrowser();
  // Two of the demo shop's images: one for the black pairs, one for the tan.
  const [black, tan] = (await findProduct('a product with two images', (p) => p.images.length >= 2)).images;
  const sku = `E2E-GLOVE-${Date.now() % 100_000}`;
  const variant = (values: string[], priceCents: number, inventoryQuantity: number, image: string) => ({
    sku: `${sku}-${values.join('-').toUpperCase()}`,
    optionValues: values,
    priceCents,
    inventoryQuantity,
    image,
  });
  const created = await asAdmin(browser, (admin) =>
    callApi<Product>(admin, 'POST', '/api/admin/products', {
      sku,
      title: 'Padded Lifting Gloves',
      description: 'Full-grain leather with padded palms.',
      priceCents: 29_900,
      category: 'gym',
      images: [black, tan],
      inventoryQuantity: 0,
      featured: false,
      options: [
        { name: 'Size', values: ['S', 'M'] },
        { name: 'Colour', values: ['Black', 'Tan'] },
      ],
      variants: [
        variant(['S', 'Black'], 29_900, 5, black!),
        variant(['M', 'Black'], 31_900, 2, black!),
        variant(['S', 'Tan'], 29_900, 0, tan!),
        variant(['M', 'Tan'], 33_900, 4, tan!),
      ],
    }),
  );
  if (created.status !== 201)
    throw new Error(`The gloves were not created: ${created.status} ${JSON.stringify(created.body)}`);
  gloves = created.body;
});
afterAll(() => browser.close());

/** The gloves' page as the shop answers it now. */
const detail = async () =>
  (await (await fetch(`${baseUrl}/api/products/${gloves.id}`)).json()) as ShopProductDetail;

/** A variant on sale in that answer, by its option values. */
function variantIn(page: ShopProductDetail, values: string[]) {
  const found = page.variants.find((v) => v.optionValues.join('/') === values.join('/'));
  if (!found) throw new Error(`No variant ${values.join('/')} on sale`);
  return found;
}

/** What a shopper pays for each variant now, by its option values (promotions may be in force). */
async function pays() {
  const page = await detail();
  return (...values: string[]) => variantIn(page, values).unitPriceCents;
}

const imageHash = (address: string) => address.match(/[0-9a-f]{32}/)?.[0] ?? address;

/** What the product page shows of the chosen variant: price, stock and the large image. */
const shown = (page: Page) =>
  page.evaluate(() => ({
    price: document.querySelector('main span.text-3xl')?.textContent ?? '',
    stock: Array.from(document.querySelectorAll('main p[aria-live="polite"]'), (p) => p.textContent).join(''),
    image: document.querySelector('main img[fetchpriority="high"]')?.getAttribute('src') ?? '',
    canAdd: ((add) => (add ? !add.disabled : null))(
      Array.from(document.querySelectorAll<HTMLButtonElement>('main form[method="post"] button')).find(
        (button) => button.textContent?.trim() === 'Add to Cart',
      ),
    ),
  }));

describe('a product with sizes and colours', () => {
  it('picks a size and a colour, sees price, stock and image follow, adds two variants and orders both', async () => {
    const { context, page } = await newVisitor(browser);
    const price = await pays();
    await page.goto(`/product/${gloves.id}`);
    // The first pair in stock, as the page opens.
    await expect
      .poll(() => shown(page))
      .toMatchObject({ price: formatRand(price('S', 'Black')), stock: '5 in stock', canAdd: true });

    await page.getByRole('link', { name: 'Colour Tan, out of stock' }).click();
    await page.waitForURL(`**/product/${gloves.id}?variant=${variantId('S', 'Tan')}`);
    await expect.poll(() => shown(page)).toMatchObject({ stock: 'Out of stock', canAdd: false });

    await page.getByRole('link', { name: 'Size M' }).click();
    await page.waitForURL(`**?variant=${variantId('M', 'Tan')}`);
    await expect
      .poll(async () => {
        const now = await shown(page);
        return { ...now, image: imageHash(now.image) };
      })
      .toEqual({
        price: formatRand(price('M', 'Tan')),
        stock: '4 in stock',
        image: imageHash(gloves.images[1]!),
        canAdd: true,
      });
    await expectAccessible(page);
    await screenshot(page, 'variant-picker');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Added to cart').first().waitFor();

    await page.getByRole('link', { name: 'Colour Black' }).click();
    await page.waitForURL(`**?variant=${variantId('M', 'Black')}`);
    await expect.poll(async () => imageHash((await shown(page)).image)).toBe(imageHash(gloves.images[0]!));
    expect(await shown(page)).toMatchObject({ price: formatRand(price('M', 'Black')), stock: '2 in stock' });
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => page.getByRole('link', { name: /Cart, 2 items/ }).count()).toBe(1);

    await page.goto('/cart');
    const lines = page.getByRole('main').getByRole('link', { name: /Padded Lifting Gloves/ });
    await expect
      .poll(() => lines.allInnerTexts())
      .toEqual([
        'Padded Lifting Gloves\nSize: M · Colour: Tan',
        'Padded Lifting Gloves\nSize: M · Colour: Black',
      ]);

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await page.getByLabel('Full Name').fill('Variant Shopper');
    await page.getByLabel('Email').fill('variants@example.co.za');
    await fillAddress(page);
    await reviewAndPlaceOrder(page);
    await page.getByText('Thank you for your order!').waitFor();
    const orderNumber = (await page.getByText('Your order number is').locator('strong').innerText()).trim();
    const items = page.getByRole('region', { name: 'Items' });
    for (const options of ['Size: M · Colour: Tan', 'Size: M · Colour: Black'])
      await items.getByText(options).waitFor();

    const email = await emailTo('variants@example.co.za', `Your Lekker Living order ${orderNumber}`);
    expect(email.text).toContain('Size: M · Colour: Tan');
    expect(email.text).toContain('Size: M · Colour: Black');

    await asAdmin(browser, async (admin) => {
      await admin.goto('/admin/orders');
      await admin.getByRole('button', { name: `View order ${orderNumber}` }).click();
      const dialog = admin.getByRole('dialog');
      for (const sku of [`${gloves.sku}-M-TAN`, `${gloves.sku}-M-BLACK`]) {
        await dialog.getByText(`(${sku})`).waitFor();
      }
      await dialog.getByText('Size: M · Colour: Tan').waitFor();
      await dialog.getByText('Size: M · Colour: Black').waitFor();
      await screenshot(admin, 'admin-order-variants');
    });
    await context.close();
  });

  it("shows one card in a search, at the lowest price, as 'From R…'", async () => {
    const { context, page } = await newVisitor(browser);
    const price = await pays();
    await page.goto(`/search?q=${encodeURIComponent(gloves.title)}`);
    const card = page.getByRole('main').getByRole('link', { name: new RegExp(gloves.title) });
    await expect.poll(() => card.count()).toBe(1);
    await card.getByText(`From ${formatRand(price('S', 'Black'))}`).waitFor();
    await context.close();
  });

  it('on a phone: the picker fits, and choosing a value moves nothing else on the page', async () => {
    const { context, page } = await newVisitor(browser, { width: 390, height: 844 });
    await page.goto(`/product/${gloves.id}`);
    // Where Add to Cart sits on the page (not in the window: a click scrolls the window).
    const addButtonAt = () =>
      page.getByRole('button', { name: 'Add to Cart' }).evaluate((button) => {
        const box = button.getBoundingClientRect();
        return { x: box.left + window.scrollX, y: box.top + window.scrollY, width: box.width };
      });
    const before = await addButtonAt();
    await page.getByRole('link', { name: 'Size M' }).click();
    await page.waitForURL(`**?variant=${variantId('M', 'Black')}`);
    await expect.poll(async () => (await shown(page)).price).toBe(formatRand((await pays())('M', 'Black')));
    expect(await addButtonAt()).toEqual(before);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'variant-picker-phone');
    await context.close();
  });

  it('without JavaScript: chooses a variant with a link and adds it with the form', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/product/${gloves.id}`);
    await page.getByRole('link', { name: 'Size M' }).click();
    await page.waitForURL(`**?variant=${variantId('M', 'Black')}`);
    expect(await page.locator('main span.text-3xl').innerText()).toBe(
      formatRand((await pays())('M', 'Black')),
    );
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(`${baseUrl}/cart`);
    await page.getByText('Size: M · Colour: Black').waitFor();
    await context.close();
  });

  it('is described to search engines as a ProductGroup of its variants', async () => {
    const group = z.object({
      '@context': z.literal('https://schema.org'),
      '@type': z.literal('ProductGroup'),
      name: z.string().min(1),
      description: z.string().min(1),
      url: z.url(),
      productGroupID: z.string().min(1),
      variesBy: z.array(z.string()).min(1),
      hasVariant: z
        .array(
          z.object({
            '@type': z.literal('Product'),
            sku: z.string().min(1),
            name: z.string().min(1),
            image: z.url(),
            size: z.string(),
            color: z.string(),
            offers: offerSchema,
          }),
        )
        .min(1),
    });
    const price = await pays();
    const rand = (cents: number) => (cents / 100).toFixed(2);
    const page = await fetchPage(`/product/${gloves.id}`);
    const found = page.jsonLd.find((item) => item['@type'] === 'ProductGroup');
    const parsed = group.parse(found);
    expect(parsed.variesBy).toEqual(['https://schema.org/size', 'https://schema.org/color']);
    expect(parsed.hasVariant.map((v) => [v.size, v.color, v.offers.price, v.offers.availability])).toEqual([
      ['S', 'Black', rand(price('S', 'Black')), 'https://schema.org/InStock'],
      ['M', 'Black', rand(price('M', 'Black')), 'https://schema.org/InStock'],
      ['S', 'Tan', rand(price('S', 'Tan')), 'https://schema.org/OutOfStock'],
      ['M', 'Tan', rand(price('M', 'Tan')), 'https://schema.org/InStock'],
    ]);
    expect(page.jsonLd.some((item) => item['@type'] === 'Product')).toBe(false);
  });
});

describe("the admin's product form", () => {
  it('makes a product in sizes and colours: options, a variant per combination kept, apply to all, a rename', async () => {
    const sku = `E2E-TEE-${Date.now() % 100_000}`;
    const title = `Training Tee ${sku}`;
    await asAdmin(browser, async (page) => {
      await page.goto('/admin/products');
      await page.getByRole('button', { name: 'Add Product' }).click();
      const form = page.getByRole('dialog');
      await form.getByLabel('SKU', { exact: true }).fill('TEE');
      await form.getByLabel('Product Title').fill(title);
      await form.getByLabel('Description', { exact: true }).fill('Quick-drying knit.');
      await form.getByLabel('Price', { exact: true }).fill('249.00');
      await form.getByLabel('Inventory').fill('3');

      const addOption = async (name: string, values: string) => {
        await form.getByRole('button', { name: 'Add option' }).click();
        await form.getByRole('textbox', { name: 'Option name', exact: true }).fill(name);
        await form.getByRole('textbox', { name: 'Values', exact: true }).fill(values);
        await form.getByRole('button', { name: 'Add option' }).click();
      };
      const variants = form.getByRole('heading', { name: /^Variants/ });
      await addOption('Size', 'S, M, L');
      await expect.poll(() => variants.innerText()).toBe('Variants (3)');
      // The product's own price and stock became its first variant's.
      expect(await form.getByLabel('Price of S', { exact: true }).inputValue()).toBe('249.00');
      expect(await form.getByLabel('Stock of S', { exact: true }).inputValue()).toBe('3');
      expect(await form.getByLabel('Price', { exact: true }).count()).toBe(0);

      await addOption('Colour', 'Black, Navy');
      await expect.poll(() => variants.innerText()).toBe('Variants (6)');
      await form.getByRole('button', { name: 'Remove L / Navy' }).click();
      await form.getByLabel('New Size value').fill('XL');
      await form.getByRole('button', { name: 'Add value' }).first().click();
      await expect.poll(() => variants.innerText()).toBe('Variants (7)');
      const navy = form.getByLabel('Colour value 2');
      await navy.fill('Deep navy');
      await navy.press('Enter');
      await form.getByLabel('Price of M / Deep navy', { exact: true }).waitFor();
      // The variants' SKUs were made from the product's, and follow it.
      expect(await form.getByLabel('SKU of XL / Deep navy', { exact: true }).inputValue()).toBe(
        'TEE-XL-DEEPNAVY',
      );
      await form.getByLabel('SKU', { exact: true }).fill(sku);
      await expect
        .poll(() => form.getByLabel('SKU of XL / Deep navy', { exact: true }).inputValue())
        .toBe(`${sku}-XL-DEEPNAVY`);

      await form.getByLabel('Price for all variants').fill('279');
      await form.getByRole('button', { name: 'Apply this price to all variants' }).click();
      await form.getByLabel('Stock for all variants').fill('40');
      await form.getByRole('button', { name: 'Apply this stock to all variants' }).click();
      await form.getByLabel('Price of M / Black', { exact: true }).fill('299.00');
      await form.getByRole('switch', { name: 'M / Deep navy on sale' }).click();
      await screenshot(page, 'admin-product-variants');
      await form.getByRole('button', { name: 'Create Product' }).click();
      await form.waitFor({ state: 'detached' });

      // The list's row has no variants: the product's own address has them all.
      const list = await callApi<{ products: Array<{ id: string }> }>(
        page,
        'GET',
        `/api/admin/products?q=${sku}`,
      );
      const product = (
        await callApi<Product>(page, 'GET', `/api/admin/products/${list.body.products[0]!.id}`)
      ).body;
      expect(product.options).toEqual([
        { name: 'Size', values: ['S', 'M', 'L', 'XL'] },
        { name: 'Colour', values: ['Black', 'Deep navy'] },
      ]);
      expect(
        product.variants.map((v) => [
          v.optionValues.join('/'),
          v.sku,
          v.priceCents,
          v.inventoryQuantity,
          v.isActive,
        ]),
      ).toEqual([
        ['S/Black', `${sku}-S-BLACK`, 27_900, 40, true],
        ['S/Deep navy', `${sku}-S-DEEPNAVY`, 27_900, 40, true],
        ['M/Black', `${sku}-M-BLACK`, 29_900, 40, true],
        ['M/Deep navy', `${sku}-M-DEEPNAVY`, 27_900, 40, false],
        ['L/Black', `${sku}-L-BLACK`, 27_900, 40, true],
        ['XL/Black', `${sku}-XL-BLACK`, 27_900, 40, true],
        ['XL/Deep navy', `${sku}-XL-DEEPNAVY`, 27_900, 40, true],
      ]);
      // The list: the stock of the variants on sale, summed; low on stock only when a variant is.
      const row = page.getByRole('row', { name: new RegExp(title) });
      await page.goto(`/admin/products?q=${sku}&stockAtMost=5`);
      await page.getByText('No products found').waitFor();
      await page.goto(`/admin/products?q=${sku}`);
      expect(await row.getByRole('cell').nth(5).innerText()).toBe('240');

      await row.getByRole('button', { name: `Edit ${title}` }).click();
      // The dialog shows the form once the product with its variants has arrived.
      const smallBlack = form.getByLabel('Stock of S / Black', { exact: true });
      await expect.poll(() => smallBlack.inputValue()).toBe('40');
      await smallBlack.fill('2');
      await form.getByRole('button', { name: 'Update Product' }).click();
      await form.waitFor({ state: 'detached' });
      await page.goto(`/admin/products?q=${sku}&stockAtMost=5`);
      await expect.poll(() => row.getByRole('cell').nth(5).innerText()).toBe('202');
    });
  });
});
