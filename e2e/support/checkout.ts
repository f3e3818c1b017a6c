import type { Page } from 'playwright-core';

/** Fills checkout's phone and South African delivery address. */
export async function fillAddress(page: Page): Promise<void> {
  await page.getByLabel('Phone').fill('082 555 0134');
  await page.getByLabel('Street Address').fill('22 Jan Smuts Avenue');
  await page.getByLabel('Suburb').fill('Parktown North');
  await page.getByLabel('City').fill('Johannesburg');
  await page.getByLabel('Province').click();
  await page.getByRole('option', { name: 'Gauteng' }).click();
  await page.getByLabel('Postal Code').fill('2193');
}

/**
 * The checkout's last two steps: Review Order checks the details and shows the whole order; Place
 * Order, on that review, places it.
 */
export async function reviewAndPlaceOrder(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Review Order' }).click();
  await page.getByRole('heading', { name: 'Review your order' }).waitFor();
  await page.getByRole('button', { name: 'Place Order' }).click();
}
