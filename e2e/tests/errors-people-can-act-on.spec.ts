// Errors a person can act on. Offline, screens say 'You are
// offline' where the page is and come back by themselves (the cart too); a wrong password is
// explained on the form and a later success replaces the failure's toast; a list loading another
// category never shows that category's heading over the old products.

import { CATEGORY_LABELS, ERRORS, SHOPPER_TEXTS, SUCCESS } from '@seamline/contract';
import { expect, loginAs, loginThroughUi, test, toast, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';

test('offline, the cart says so and its lines come back by themselves with the connection', async ({ page, context, api }) => {
  const vendor = await api.createVendor();
  const product = await api.addProduct(vendor, { productName: `Offline Tote ${uniqueId()}` });
  const buyer = await api.createBuyer();
  await api.addToCart(buyer, product.productId, 1);
  await loginAs(page, buyer);
  await page.goto(`/buyer/product/${product.productId}`);
  await expect(page.getByRole('heading', { name: product.productName, level: 1 })).toBeVisible();
  // A signed-in buyer's cart screen loads its code soon after the first page (app/router.tsx).
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/assets\/cart-[^/]*\.js$/.test(e.name))))
    .toBe(true);

  await context.setOffline(true);
  await page.getByRole('link', { name: /^Cart/ }).first().click();
  await expect(page.getByRole('status').filter({ hasText: SHOPPER_TEXTS.offlineTitle })).toBeVisible();
  await expect(page.getByText('Something went wrong while showing this page.')).toHaveCount(0);
  await shoot(page, 'offline-cart');
  await expectAccessible(page);

  await context.setOffline(false);
  await expect(page.getByRole('link', { name: product.productName })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: SHOPPER_TEXTS.offlineTitle })).toHaveCount(0);
  await expect(page).toHaveURL(/\/buyer\/cart$/);
});

test('a wrong password is explained on the form; the later success replaces the failure', async ({ page, api }) => {
  const buyer = await api.createBuyer();
  await loginThroughUi(page, buyer.email, 'not-the-password');
  const alert = page.getByRole('alert').filter({ hasText: ERRORS.login.title });
  await expect(alert).toContainText(ERRORS.login.fallback);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await shoot(page, 'login-error-on-form');
  await expectAccessible(page);

  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(toast(page, SUCCESS.login.title)).toBeVisible();
  await expect(toast(page, ERRORS.login.title)).toHaveCount(0);
});

test("switching category shows the new category's heading only over its own products", async ({ page }) => {
  await page.goto('/buyer/dashboard?category=male');
  await expect(page.getByRole('heading', { name: `${CATEGORY_LABELS.male} collection` })).toBeVisible();
  await expect(page.locator('article').first()).toBeVisible();

  // Kids' answers wait until the test lets them go (no clock involved).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/buyer/selected?*category=children*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: CATEGORY_LABELS.children }).click();
  await expect(page.getByRole('heading', { name: `${CATEGORY_LABELS.children} collection` })).toBeVisible();
  // Men's cards are gone while Kids' load: no Kids' heading over Men's products.
  await expect(page.locator('article').filter({ hasText: CATEGORY_LABELS.male })).toHaveCount(0);
  await shoot(page, 'category-switch-loading');
  release();
  await expect(page.locator('article').first()).toContainText(CATEGORY_LABELS.children);
  await expect(page.locator('article').filter({ hasText: CATEGORY_LABELS.male })).toHaveCount(0);
});
