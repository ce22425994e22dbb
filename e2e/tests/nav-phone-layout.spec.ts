// On a phone the shop shows two columns (one only below 360 px), and a toast
// never covers a dialog's buttons.
import type { Locator, Page } from '@playwright/test';
import { ERRORS } from '@seamline/contract';
import { expect, loginAs, test, toast } from '../fixtures';
import { expectAccessible, shoot } from '../screens';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

type Box = Awaited<ReturnType<typeof box>>;

async function firstTwoCards(page: Page): Promise<[Box, Box]> {
  const cards = page.getByRole('main').getByRole('list').first().getByRole('listitem');
  await expect(cards.nth(1)).toBeVisible();
  return [await box(cards.nth(0)), await box(cards.nth(1))];
}

test('the shop shows two columns on a phone and one below 360 px', async ({ page }) => {
  await page.goto('/buyer/dashboard');
  await expect(page.getByRole('heading', { name: 'Browse Products', level: 1 })).toBeVisible();
  const [a, b] = await firstTwoCards(page);
  expect(Math.abs(a.y - b.y), 'side by side').toBeLessThan(1);
  expect(b.x).toBeGreaterThan(a.x + a.width - 1);
  expect(b.x + b.width).toBeLessThanOrEqual(390);
  await shoot(page, 'nav-shop-two-columns', [390]);

  await page.setViewportSize({ width: 340, height: 844 });
  const [c, d] = await firstTwoCards(page);
  expect(d.y, 'one under the other').toBeGreaterThan(c.y + c.height - 1);
  await shoot(page, 'nav-shop-one-column', [340]);
});

test("a toast does not cover the product dialog's buttons on a phone", async ({ page, api }) => {
  const vendor = await api.createVendor();
  const product = await api.addProduct(vendor, { stockQuantity: 3 });
  // The save is refused, so the dialog stays open under the 'Update failed' toast.
  await page.route('**/api/vendors/updateProduct', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'This product was changed meanwhile' }),
    }),
  );
  await loginAs(page, vendor);
  await page.goto('/vendor/products');
  await page
    .getByRole('button', { name: `Edit ${product.productName}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Update Product' }).click();
  const shown = toast(page, ERRORS.productSave.updateTitle, 'This product was changed meanwhile');
  await expect(shown).toBeVisible();
  await expect(dialog).toBeVisible();

  // The toast is fixed to the screen: where it stands now is where it stays while the dialog scrolls
  // (read once, as the dialog's many size and colour buttons take longer to walk than a toast lives).
  const toastBox = await box(shown);
  const buttons = dialog.getByRole('button');
  const count = await buttons.count();
  expect(count).toBeGreaterThanOrEqual(3); // Close, Cancel, Update Product (and the image picker's)
  for (let i = 0; i < count; i++) {
    const button = buttons.nth(i);
    if (!(await button.isVisible())) continue;
    await button.scrollIntoViewIfNeeded();
    const name = (await button.getAttribute('aria-label')) ?? (await button.textContent());
    expect(overlap(await box(button), toastBox), `toast over '${name}'`).toBe(false);
  }
  await shoot(page, 'nav-toast-over-dialog');
  await expectAccessible(page);
});
