// docs/architecture.md#shipping-and-promotions: a vendor puts a product on sale in the product
// dialog; a shopper finds it under 'On sale' with its 'was' price struck through, on the card and
// on the product page. A vendor puts one colour on sale in the dialog's size × colour grid; a
// shopper sees that colour's 'was' price struck through, and none on the other colour.

import path from 'node:path';
import type { Page } from '@playwright/test';
import { SALE_TEXTS, SUCCESS } from '@seamline/contract';
import { chooseRadio, expect, loginAs, test, toast, uniqueId } from '../fixtures';
import { DESKTOP_WIDTH, expectAccessible, PHONE_WIDTH, screensDir } from '../screens';

/** The element at a phone's and a desktop's width, into .tmp/screens. */
async function shootAt(page: Page, name: string, target: () => ReturnType<Page['locator']> | Page) {
  for (const width of [PHONE_WIDTH, DESKTOP_WIDTH]) {
    await page.setViewportSize({ width, height: 900 });
    const what = target();
    await what.screenshot({ path: path.join(screensDir, `sale-${name}-${width}.png`), ...('goto' in what ? { fullPage: true } : {}) });
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

test("a vendor puts one colour on sale in the size × colour grid; a shopper sees its was price struck through, not the other's", async ({
  page,
  api,
}) => {
  const vendor = await api.createVendor({ vendorName: `Colour Sale Shop ${uniqueId()}` });
  const name = `Sale Linen Shirt ${uniqueId()}`;
  // Every colour sells at the product's $40 until Black gets a price of its own: the honest 'was' is
  // the lowest price Black sold at before the sale (docs/decisions/269 and 278).
  const cell = (size: string, colour: 'Sand' | 'Black') => ({
    size,
    colour,
    colourHex: colour === 'Sand' ? '#c2b280' : '#25252a',
    stockQuantity: 4,
  });
  const product = await api.addProduct(vendor, {
    productName: name,
    categoryName: 'male',
    subCategoryName: 'clothes',
    price: 40,
    variants: [cell('S', 'Sand'), cell('M', 'Sand'), cell('S', 'Black'), cell('M', 'Black')],
  });

  await loginAs(page, vendor);
  await page.goto('/vendor/products');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  await dialog.getByLabel(SALE_TEXTS.variantDetails).check();
  for (const size of ['S', 'M']) await dialog.getByLabel(`Price ($), ${size} · Black`, { exact: true }).fill('30');
  await dialog.getByLabel(SALE_TEXTS.variantCompareAtLabel('S · Black')).fill('40');
  const mBlack = dialog.getByLabel(SALE_TEXTS.variantCompareAtLabel('M · Black'));
  // Not above the cell's price: the contract's message under the cell, nothing sent.
  await mBlack.fill('30');
  await dialog.getByRole('button', { name: 'Update Product' }).click();
  await expect(mBlack).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(SALE_TEXTS.compareAtAbovePrice)).toBeVisible();
  await expect(dialog).toBeVisible();
  const grid = () => page.getByRole('dialog').getByRole('group', { name: 'Sizes and colours' });
  await shootAt(page, 'variant-grid-error', grid);
  await mBlack.fill('40');
  await expect(dialog.getByText(SALE_TEXTS.compareAtAbovePrice)).toHaveCount(0);
  await shootAt(page, 'variant-grid', grid);
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Update Product' }).click();
  await expect(toast(page, SUCCESS.productUpdated.title)).toBeVisible();

  await loginAs(page, await api.createBuyer());
  await page.goto(`/buyer/product/${product.productId}`);
  const price = page.getByTestId('product-price');
  await chooseRadio(page.getByRole('radio', { name: 'Black' }));
  await chooseRadio(page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'Size M' }));
  await expect(price).toContainText('$30.00');
  await expect(price.locator('s')).toHaveText(/\$40\.00/);
  await expect(price.getByText(SALE_TEXTS.wasPrice(40))).toBeAttached();
  await expect(price.getByText('\u221225%')).toBeVisible();
  await expectAccessible(page);
  await shootAt(page, 'variant-product-page', () => page);
  await chooseRadio(page.getByRole('radio', { name: 'Sand' }));
  await expect(price).toHaveText('$40.00');
});
