// Markup typed by users is shown as text, never run: a product name and a review comment that
// would execute script if they were injected as HTML.
import { SUCCESS } from '@seamline/contract';
import { chooseRadio, expect, loginAs, test, toast, uniqueId } from '../fixtures';

const SCRIPT_NAME = '<script>window.__xss=1</script>';
const IMG_COMMENT = '<img src=x onerror="window.__xss=1">';

test('a script product name and an onerror review render as text and never run', async ({ page, api }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });

  const token = uniqueId();
  const vendor = await api.createVendor();
  const description = `Sold as ${SCRIPT_NAME} ${token}`;
  const product = await api.addProduct(vendor, { productName: SCRIPT_NAME, description, price: 9.99 });
  const buyer = await api.createBuyer();
  await api.addToCart(buyer, product.productId, 1);
  await loginAs(page, buyer);

  await page.goto(`/buyer/product/${product.productId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCRIPT_NAME);
  await expect(page.getByText(description, { exact: true })).toBeVisible();

  const form = page.getByRole('form', { name: 'Write a Review' });
  await chooseRadio(form.getByRole('radio', { name: '5 Excellent' }));
  await form.getByLabel('Comment', { exact: true }).fill(IMG_COMMENT);
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toast(page, SUCCESS.review.title)).toBeVisible();
  // The review shows in the list (and again as the buyer's own review beside it).
  const reviews = page.getByRole('region', { name: 'Customer Reviews' }).getByRole('listitem');
  await expect(reviews.getByText(IMG_COMMENT, { exact: true })).toBeVisible();

  // Reload: the stored values come back from the server and still render as text.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCRIPT_NAME);
  await expect(reviews.getByText(IMG_COMMENT, { exact: true })).toBeVisible();

  await page.goto('/buyer/cart');
  await expect(page.getByRole('link', { name: SCRIPT_NAME, exact: true })).toBeVisible();

  // The shop card (found by the token in its description).
  await page.goto(`/buyer/dashboard?q=${token}`);
  await expect(page.getByRole('heading', { name: SCRIPT_NAME, exact: true })).toBeVisible();

  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('the vendor sees the script product name as text in Product Management', async ({ page, api }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const vendor = await api.createVendor();
  await api.addProduct(vendor, { productName: SCRIPT_NAME, description: IMG_COMMENT });
  await loginAs(page, vendor);

  await page.goto('/vendor/products');
  await expect(page.getByRole('heading', { name: 'Product Management', level: 1 })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByText(SCRIPT_NAME, { exact: true })).toBeVisible();
  await expect(table.getByText(IMG_COMMENT, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Edit ${SCRIPT_NAME}` }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Product' }).getByLabel('Product Name', { exact: true })).toHaveValue(SCRIPT_NAME);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
