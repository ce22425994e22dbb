// The operator runs the shop (docs/architecture.md#money-and-operator): suspends a shop, and a buyer no longer finds its
// product while its vendor sees a banner saying so on every screen; hides a review, and the product's rating changes; the Overview, Vendors and Moderation
// screens at phone and desktop widths, scanned by axe.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { MODERATION_TEXTS, SHOP_STATUS_TEXTS } from '@seamline/contract';
import { DEMO_PASSWORD, expect, loginAs, test, toast, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';

// Each journey signs in twice, reloads the shop and scans with axe: slow on a busy machine.
test.describe.configure({ timeout: 300_000 });

const ADMIN = 'admin@seamline.test';
const SHOTS = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '../../.tmp/shots/operator');

/** The banner a suspended shop's vendor sees on every screen. */
const suspendedBanner = (page: Page) => page.getByRole('status').filter({ hasText: MODERATION_TEXTS.suspendedNotice.title });
const card = (page: Page, name: string) => page.locator('article').filter({ has: page.getByRole('link', { name, exact: true }) });

/** No serious or critical axe violation on the page as it stands. */
async function axeClean(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await expectAccessible(page);
}

test('the operator suspends a shop: a buyer no longer finds its product, and finds it again once reactivated', async ({ browser, api }) => {
  const tag = uniqueId();
  const vendor = await api.createVendor({ vendorName: `Quiet Looms ${tag}` });
  const store = vendor.vendorName as string;
  const name = `Mohair Wrap ${tag}`;
  const product = await api.addProduct(vendor, { productName: name, price: 64, stockQuantity: 5 });
  const buyerPage = await (await browser.newContext()).newPage();
  await loginAs(buyerPage, await api.createBuyer());
  await buyerPage.goto(`/buyer/dashboard?q=${encodeURIComponent(name)}`);
  await expect(card(buyerPage, name)).toBeVisible();

  const vendorPage = await (await browser.newContext()).newPage();
  await loginAs(vendorPage, vendor);
  await vendorPage.goto('/vendor/dashboard');
  await expect(vendorPage.getByRole('heading', { name: 'Vendor Dashboard', level: 1 })).toBeVisible();
  await expect(suspendedBanner(vendorPage)).toHaveCount(0);

  const page = await (await browser.newContext()).newPage();
  await loginAs(page, await api.signIn(ADMIN, DEMO_PASSWORD));
  await page.goto('/admin/vendors');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(store) }) });
  await row.getByRole('button', { name: `Suspend ${store}` }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${store}?` });
  await expect(dialog).toContainText('Orders already placed go on');
  await axeClean(page);
  await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(toast(page, `${store} is suspended`)).toBeVisible();
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();

  // The vendor sees it on every screen, with what goes on; what would be refused is not offered, and it stays signed in.
  await vendorPage.reload();
  await expect(suspendedBanner(vendorPage)).toContainText('Orders already placed go on');
  await vendorPage.getByRole('banner').getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(vendorPage.getByRole('heading', { name: 'Order Management', level: 1 })).toBeVisible();
  await expect(suspendedBanner(vendorPage)).toBeVisible();
  await shoot(vendorPage, 'vendor-suspended');
  await vendorPage.goto('/vendor/profile');
  await expect(suspendedBanner(vendorPage)).toBeVisible();
  await expect(vendorPage.getByLabel('Contact Person')).toBeDisabled();
  await expect(vendorPage.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await expect(vendorPage.getByText(SHOP_STATUS_TEXTS.profileLocked)).toBeVisible();
  await expect(vendorPage).toHaveURL(/\/vendor\/profile$/);

  // The buyer searches again: nothing; the product's own page says it is not there.
  await buyerPage.goto(`/buyer/dashboard?q=${encodeURIComponent(name)}`);
  await expect(buyerPage.getByText('No products found')).toBeVisible();
  await expect(card(buyerPage, name)).toHaveCount(0);
  await buyerPage.goto(`/buyer/product/${product.productId}`);
  await expect(buyerPage.getByText(/not found/i).first()).toBeVisible();

  await row.getByRole('button', { name: `Reactivate ${store}` }).click();
  await page
    .getByRole('dialog', { name: `Reactivate ${store}?` })
    .getByRole('button', { name: 'Reactivate', exact: true })
    .click();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await buyerPage.goto(`/buyer/dashboard?q=${encodeURIComponent(name)}`);
  await expect(card(buyerPage, name)).toBeVisible();
  await vendorPage.goto('/vendor/dashboard');
  await expect(vendorPage.getByRole('heading', { name: 'Vendor Dashboard', level: 1 })).toBeVisible();
  await expect(suspendedBanner(vendorPage)).toHaveCount(0);

  // Both changes are in the audit log.
  await page.getByRole('banner').getByRole('link', { name: 'Audit log', exact: true }).click();
  const entries = page.getByRole('row').filter({ hasText: store });
  await expect(entries.first()).toContainText('Shop status');
  await expect(entries.first()).toContainText('suspended → active');
});

test('the operator hides a review on the Moderation screen: the product’s rating and count change', async ({ browser, api }) => {
  const tag = uniqueId();
  const vendor = await api.createVendor();
  const product = await api.addProduct(vendor, { productName: `Linen Shirt ${tag}`, price: 40, stockQuantity: 10 });
  await api.addReview(await api.createBuyer(), product.productId, 5, 'Lovely linen, true to size.');
  const words = `Spammy ${tag}`;
  await api.addReview(await api.createBuyer(), product.productId, 1, `${words} buy elsewhere`);

  const buyerPage = await (await browser.newContext()).newPage();
  await loginAs(buyerPage, await api.createBuyer());
  await buyerPage.goto(`/buyer/product/${product.productId}`);
  await expect(buyerPage.getByText('3.0 (2 reviews)')).toBeVisible();
  await expect(buyerPage.getByText(`${words} buy elsewhere`)).toBeVisible();

  const page = await (await browser.newContext()).newPage();
  await loginAs(page, await api.signIn(ADMIN, DEMO_PASSWORD));
  await page.goto('/admin');
  await page.getByRole('banner').getByRole('link', { name: 'Moderation', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Reviews', exact: true }).click();
  await page.getByLabel('Find reviews').fill(words);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: words });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Hide/ }).click();
  const dialog = page.getByRole('dialog', { name: `Hide this review of ${product.productName}?` });
  await dialog.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(toast(page, 'The review is hidden')).toBeVisible();
  await expect(row.getByText('Hidden', { exact: true })).toBeVisible();
  await axeClean(page);

  await buyerPage.reload();
  await expect(buyerPage.getByText('5.0 (1 review)')).toBeVisible();
  await expect(buyerPage.getByText(`${words} buy elsewhere`)).toHaveCount(0);
});

test('Overview, Vendors and Moderation at phone and desktop widths, axe clean', async ({ page, api }) => {
  // Six scans and six full-page shots.
  test.setTimeout(600_000);
  mkdirSync(SHOTS, { recursive: true });
  // A hidden product, so Moderation shows its mark.
  const vendor = await api.createVendor();
  const hidden = await api.addProduct(vendor, { productName: `Hidden Beanie ${uniqueId()}`, stockQuantity: 3 });
  const admin = await api.signIn(ADMIN, DEMO_PASSWORD);
  const res = await page.request.put(`/api/admin/products/${hidden.productId}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { hidden: true },
  });
  expect(res.status()).toBe(200);
  await loginAs(page, admin);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, url, ready] of [
      ['overview', '/admin', 'Overview'],
      ['vendors', '/admin/vendors', 'Vendors'],
      ['moderation', '/admin/moderation', 'Moderation'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { name: ready, level: 1 })).toBeVisible({ timeout: 30_000 });
      if (name === 'overview') await expect(page.getByRole('img', { name: /^Gross sales by day/ })).toBeVisible();
      if (name === 'moderation') await expect(page.getByRole('row').filter({ hasText: hidden.productName })).toContainText('Hidden');
      await axeClean(page);
      await page.screenshot({ path: path.join(SHOTS, `admin-${name}-${width}.png`), fullPage: true });
    }
  }
});
