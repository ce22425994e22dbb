// docs/architecture.md#sizes-and-colours (vendor part): the product dialog's size × colour grid with stock per
// cell; an edit keeps the variants' ids and changes one cell; the dashboard's 'Low stock' card lists
// the sizes running low and links to the product's edit.

import type { Page } from '@playwright/test';
import { SALE_TEXTS, SUCCESS, VARIANT_TEXTS } from '@seamline/contract';
import { expect, loginAs, test, toast, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';

const productRow = (page: Page, name: string) => page.getByRole('table').getByRole('row').filter({ hasText: name });

test('a vendor lists a shirt in S, M, L × Navy, Black, then edits one cell; Low stock shows the low sizes', async ({ page, api }) => {
  const vendor = await api.createVendor();
  const name = `Grid Shirt ${uniqueId()}`;
  await loginAs(page, vendor);
  await page.goto('/vendor/products');

  await page.getByRole('button', { name: 'Add Product' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Product' });
  await dialog.getByLabel('Product Name').fill(name);
  await dialog.getByLabel('Description').fill('Cotton oxford in two colours.');
  await dialog.getByLabel('Price ($)').fill('40');
  await dialog.getByLabel('Category', { exact: true }).selectOption('male');
  await dialog.getByLabel('Subcategory').selectOption('clothes');
  const sizes = dialog.getByRole('group', { name: /^Sizes( \(|$)/ });
  for (const size of ['S', 'M', 'L']) await sizes.getByRole('button', { name: size, exact: true }).click();
  await expect(sizes.getByRole('button', { name: 'M', exact: true })).toHaveAttribute('aria-pressed', 'true');
  for (const colour of ['Navy', 'Black']) {
    await dialog.getByLabel('Colour name').fill(colour);
    await dialog.getByRole('button', { name: 'Add colour' }).click();
  }
  // One size and one colour left: the stock is per cell now.
  await expect(dialog.getByLabel('Stock', { exact: true })).toHaveCount(0);
  const stock = { 'S · Navy': 5, 'M · Navy': 2, 'L · Navy': 7, 'S · Black': 4, 'M · Black': 6, 'L · Black': 1 };
  for (const [cell, n] of Object.entries(stock)) await dialog.getByLabel(`Stock, ${cell}`).fill(String(n));
  await dialog.getByLabel(SALE_TEXTS.variantDetails).check();
  await dialog.getByLabel('Price ($), L · Black', { exact: true }).fill('45');
  await dialog.getByLabel('SKU, L · Black').fill(`GS-L-BLK-${uniqueId()}`);
  await expect(dialog.getByText('Total stock: 25')).toBeVisible();
  await shoot(page, 'variants-vendor-grid');
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(toast(page, SUCCESS.productAdded.title, SUCCESS.productAdded.description)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(productRow(page, name)).toHaveCount(1);

  const productId = (
    await (await page.request.get('/api/vendors/products', { headers: { Authorization: `Bearer ${vendor.token}` } })).json()
  ).find((p: { productName: string }) => p.productName === name).productId as number;
  const before = await api.product(productId);
  expect(before.variants).toHaveLength(6);
  expect(before.stockQuantity).toBe(25);
  expect(before.variants.find((v) => v.size === 'L' && v.colour === 'Black')?.price).toBe(45);

  await productRow(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(edit.getByLabel('Price ($)', { exact: true })).toHaveValue('40');
  await expect(edit.getByLabel('Stock, M · Navy')).toHaveValue('2');
  await edit.getByLabel('Stock, M · Navy').fill('12');
  await edit.getByRole('button', { name: 'Update Product' }).click();
  await expect(toast(page, SUCCESS.productUpdated.title, SUCCESS.productUpdated.description)).toBeVisible();
  await expect(edit).toBeHidden();

  const after = await api.product(productId);
  const ids = (p: typeof before) => p.variants.map((v) => v.variantId).sort();
  expect(ids(after)).toEqual(ids(before));
  expect(after.variants.find((v) => v.size === 'M' && v.colour === 'Navy')?.stockQuantity).toBe(12);
  expect(after.stockQuantity).toBe(35);

  await page.goto('/vendor/dashboard');
  const low = page.getByRole('region', { name: VARIANT_TEXTS.lowStockTitle });
  const item = low.getByRole('listitem').filter({ hasText: name });
  await expect(item).toHaveCount(1);
  await expect(item.getByText('L · Black')).toBeVisible();
  await expect(item.getByText('1 left')).toBeVisible();
  await shoot(page, 'variants-low-stock');
  await expectAccessible(page);

  await item.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/vendor/products\\?edit=${productId}$`));
  await expect(page.getByRole('dialog', { name: 'Edit Product' }).getByLabel('Stock, L · Black')).toHaveValue('1');
});

test("a vendor sets its own size chart on the profile; its products' size guide shows it", async ({ page, api }) => {
  const vendor = await api.createVendor();
  const shirt = await api.addProduct(vendor, {
    productName: `Chart Shirt ${uniqueId()}`,
    categoryName: 'male',
    subCategoryName: 'clothes',
  });
  await loginAs(page, vendor);
  await page.goto('/vendor/profile');
  const charts = page.getByRole('region', { name: 'Size charts' });
  await charts.getByLabel('Chart', { exact: true }).selectOption({ label: "Men's clothes (default)" });
  const form = charts.getByRole('form', { name: "Size chart: Men's clothes" });
  await form.getByLabel('Chest (cm), size M').fill('101');
  await form.getByRole('button', { name: 'Save size chart' }).click();
  await expect(toast(page, 'Size chart saved')).toBeVisible();
  await expect(charts.getByLabel('Chart', { exact: true }).locator('option:checked')).toHaveText("Men's clothes (yours)");
  await expect(form.getByLabel('Chest (cm), size M')).toHaveValue('101');
  await shoot(page, 'variants-size-charts');
  await expectAccessible(page);

  await page.goto(`/buyer/product/${shirt.productId}`);
  await page.getByRole('button', { name: 'Size guide' }).click();
  await expect(page.getByRole('dialog', { name: 'Size guide' }).getByRole('row', { name: /^M 101 / })).toBeVisible();
});
