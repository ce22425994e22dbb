// docs/architecture.md#shipping-and-promotions: a vendor puts a product on sale in the product
// dialog; a shopper finds it under 'On sale' with its 'was' price struck through, on the card and
// on the product page.

import type { Page } from '@playwright/test';
import { SALE_TEXTS, SUCCESS } from '@seamline/contract';
import { expect, loginAs, test, toast, uniqueId } from '../fixtures';
import { expectAccessible } from '../screens';

const SHOTS = '/work/shots';

/** The element at a phone's and a desktop's width, into /work/shots. */
async function shootAt(page: Page, name: string, target: () => ReturnType<Page['locator']> | Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const what = target();
    await what.screenshot({ path: `${SHOTS}/sale-${name}-${width}.png`, ...('goto' in what ? { fullPage: true } : {}) });
  }
}

test('a vendor puts a product on sale; a shopper sees it under On sale with its was price struck through', async ({ page, api }) => {
  const vendor = await api.createVendor({ vendorName: `Sale Shop ${uniqueId()}` });
  const name = `Sale Wool Coat ${uniqueId()}`;
  const product = await api.addProduct(vendor, { productName: name, price: 40, stockQuantity: 6 });

  await loginAs(page, vendor);
  await page.goto('/vendor/products');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Price ($)').fill('30');
  const compareAt = dialog.getByLabel(`${SALE_TEXTS.compareAtLabel} ($, optional)`);
  await compareAt.fill('30');
  await dialog.getByRole('button', { name: 'Update Product' }).click();
  await expect(dialog.getByText(SALE_TEXTS.compareAtAbovePrice)).toBeVisible();
  await compareAt.fill('40');
  await dialog.getByRole('button', { name: 'Update Product' }).click();
  await expect(toast(page, SUCCESS.productUpdated.title)).toBeVisible();

  const buyer = await api.createBuyer();
  await loginAs(page, buyer);
  await page.goto('/buyer/dashboard?onSale=true&sort=sale');
  const card = page.getByRole('main').getByRole('article').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByText('Was $40.00')).toBeAttached();
  await expect(card.locator('s')).toHaveText(/\$40\.00/);
  await expect(card.getByText('Sale', { exact: true })).toBeVisible();
  await expect(card.getByText('\u221225%')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: new RegExp(`^${SALE_TEXTS.onSaleOnly}`) })).toBeChecked();
  await expectAccessible(page);
  await shootAt(page, 'card', () => page.getByRole('main').getByRole('article').filter({ hasText: name }));

  await page.goto(`/buyer/product/${product.productId}`);
  const price = page.getByTestId('product-price');
  await expect(price).toContainText('$30.00');
  await expect(price.locator('s')).toHaveText(/\$40\.00/);
  await expect(price.getByText('\u221225%')).toBeVisible();
  await expectAccessible(page);
  await shootAt(page, 'product-page', () => page);
});
