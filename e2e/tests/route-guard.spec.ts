// The route guard (spec §2): no session → /login; wrong role → own dashboard; unknown paths →
// 'Page Not Found' with 'Return to Home'.
import { expect, loginAs, test } from '../fixtures';

const buyerOnly = ['/buyer/cart', '/buyer/orders', '/buyer/profile'];
const vendorOnly = ['/vendor/dashboard', '/vendor/products', '/vendor/orders', '/vendor/profile'];

test('a visitor is sent to /login from every buyer-only and vendor page', async ({ page }) => {
  for (const path of [...buyerOnly, ...vendorOnly]) {
    await page.goto(path);
    // …remembering the page, so signing in leads back to it.
    await expect(page, `${path} should redirect a visitor`).toHaveURL(new RegExp(`/login\\?next=${path}$`));
    await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  }
});

test('a buyer on a vendor page is sent to the buyer dashboard', async ({ page, api }) => {
  await loginAs(page, await api.createBuyer());
  for (const path of vendorOnly) {
    await page.goto(path);
    await expect(page, `${path} should redirect a buyer`).toHaveURL(/\/buyer\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Browse Products', level: 1 })).toBeVisible();
  }
});

test('a vendor on a buyer page is sent to the vendor dashboard', async ({ page, api }) => {
  await loginAs(page, await api.createVendor());
  for (const path of [...buyerOnly, '/buyer/dashboard']) {
    await page.goto(path);
    await expect(page, `${path} should redirect a vendor`).toHaveURL(/\/vendor\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Vendor Dashboard', level: 1 })).toBeVisible();
  }
});

test("an unknown path shows 'Page Not Found' and 'Return to Home' goes to /", async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Are you a Vendor?' })).toBeVisible();
});
