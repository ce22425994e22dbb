// A suspended shop's screens (docs/decisions/218): Add Product, Import CSV, edit and delete are not offered
// (they can only fail) and the screen says why; the suspension reaches an open Products screen live,
// without a reload, and the vendor is mailed when suspended and when reactivated.

import type { APIRequestContext, Page } from '@playwright/test';
import { CSV_TEXTS, MODERATION_TEXTS, SHOP_STATUS_TEXTS } from '@seamline/contract';
import { expect as baseExpect, DEMO_PASSWORD, loginAs, type TestUser, test, toast, uniqueId } from '../fixtures';
import { mailTo } from '../mail';
import { expectAccessible, shoot } from '../screens';

// A screen opened on a busy machine: every wait is longer than the suite's default.
const expect = baseExpect.configure({ timeout: 60_000 });
test.use({ actionTimeout: 60_000, navigationTimeout: 120_000 });

/**
 * The page's live updates open: the stream answers once the server has registered it, so an event
 * sent after this reaches the page. Sent before, it would reach no one (the page reads the status
 * when it loads, but a toast comes only with the event).
 */
const liveUpdatesOpen = (page: Page) => page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events' && r.status() === 200);

async function setShopStatus(request: APIRequestContext, admin: TestUser, vendor: TestUser, status: 'active' | 'suspended') {
  const response = await request.put(`/api/admin/vendors/${vendor.userId}`, {
    data: { status },
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('a suspension reaches the open Products screen, which then offers no catalogue change and says why; mails both ways', async ({
  page,
  api,
  request,
}) => {
  test.slow();
  const vendor = await api.createVendor({ vendorName: `Harbour Knits ${uniqueId()}` });
  const product = await api.addProduct(vendor, { productName: `Cable Scarf ${uniqueId()}`, price: 35, stockQuantity: 4 });
  const admin = await api.signIn('admin@seamline.test', DEMO_PASSWORD);
  await loginAs(page, vendor);
  const firstLive = liveUpdatesOpen(page);
  await page.goto('/vendor/products');
  await firstLive;
  const add = page.getByRole('button', { name: 'Add Product' });
  const importCsv = page.getByRole('button', { name: CSV_TEXTS.importButton });
  const table = page.getByRole('table');
  await expect(add).toBeEnabled();
  await expect(table.getByRole('button', { name: `Edit ${product.productName}` })).toBeEnabled();

  await setShopStatus(request, admin, vendor, 'suspended');
  // No reload: the live update brings the banner and takes the actions away.
  await expect(toast(page, SHOP_STATUS_TEXTS.suspendedNow)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: MODERATION_TEXTS.suspendedNotice.title })).toContainText(
    SHOP_STATUS_TEXTS.askWhy,
  );
  await expect(add).toBeDisabled();
  await expect(importCsv).toBeDisabled();
  await expect(table.getByRole('button', { name: `Edit ${product.productName}` })).toBeDisabled();
  await expect(table.getByRole('button', { name: `Delete ${product.productName}` })).toBeDisabled();
  await expect(page.getByText(SHOP_STATUS_TEXTS.catalogueLocked)).toBeVisible();
  await expect(page.getByRole('button', { name: CSV_TEXTS.exportButton })).toBeEnabled();
  await expectAccessible(page);
  await shoot(page, 'suspended/vendor-products');
  const suspendedMail = await mailTo(vendor.email, SHOP_STATUS_TEXTS.suspendedSubject);
  expect(suspendedMail.text).toContain(SHOP_STATUS_TEXTS.askWhy);

  await page.goto('/vendor/profile');
  await expect(page.getByLabel('Store Name')).toBeDisabled();
  await expect(page.getByText(SHOP_STATUS_TEXTS.profileLocked)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'suspended/vendor-profile');

  // A navigation opens the live updates afresh: the reactivation is sent once they are open again.
  const liveOpen = liveUpdatesOpen(page);
  await page.goto('/vendor/products');
  await liveOpen;
  await expect(add).toBeDisabled();
  await setShopStatus(request, admin, vendor, 'active');
  await expect(toast(page, SHOP_STATUS_TEXTS.reactivatedNow)).toBeVisible();
  await expect(add).toBeEnabled();
  await expect(importCsv).toBeEnabled();
  await expect(page.getByText(SHOP_STATUS_TEXTS.catalogueLocked)).toHaveCount(0);
  await mailTo(vendor.email, SHOP_STATUS_TEXTS.reactivatedSubject);
});
