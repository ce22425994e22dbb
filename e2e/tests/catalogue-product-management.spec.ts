// (product part) and 14 (part): a double click on Save or Delete in Product
// Management acts once; Add Product is idempotent per dialog; a vendor previews its product page.

import type { Page, Request } from '@playwright/test';
import { ERRORS, type ProductInput, PREVIEW_TEXTS, SUCCESS, type VendorProduct } from '@seamline/contract';
import { expect, loginAs, test, toast, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';

const productRow = (page: Page, name: string) => page.getByRole('table').getByRole('row').filter({ hasText: name });

/** Requests to `path` the page has sent and not yet heard back from. */
function inFlight(page: Page, path: string) {
  const open = new Set<Request>();
  let sent = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) {
      open.add(r);
      sent++;
    }
  });
  const done = (r: Request) => open.delete(r);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { open: () => open.size, sent: () => sent };
}

test('a double click on Add Product creates one product, and on Delete deletes once without an error', async ({ page, api, request }) => {
  const vendor = await api.createVendor();
  const name = `Double Click Scarf ${uniqueId()}`;
  await loginAs(page, vendor);
  await page.goto('/vendor/products');

  await page.getByRole('button', { name: 'Add Product' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Product' });
  await dialog.getByLabel('Product Name').fill(name);
  await dialog.getByLabel('Description').fill('Merino scarf, finely knitted.');
  await dialog.getByLabel('Price ($)').fill('35');
  await dialog.getByLabel('Stock').fill('12');
  await dialog.getByLabel('Category', { exact: true }).selectOption('female');
  await dialog.getByLabel('Subcategory').selectOption('clothes');
  await dialog.getByRole('button', { name: 'Add Product' }).dblclick();

  await expect(toast(page, SUCCESS.productAdded.title, SUCCESS.productAdded.description)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(productRow(page, name)).toHaveCount(1);
  const mine = (await (
    await request.get('/api/vendors/products', { headers: { Authorization: `Bearer ${vendor.token}` } })
  ).json()) as VendorProduct[];
  expect(mine.filter((p) => p.productName === name)).toHaveLength(1);

  const deletes = inFlight(page, '/api/vendors/deleteProduct');
  await productRow(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).dblclick();
  await expect(toast(page, SUCCESS.productDeleted.title, SUCCESS.productDeleted.description)).toBeVisible();
  await expect.poll(deletes.open).toBe(0);
  expect(deletes.sent()).toBe(1);
  await expect(toast(page, ERRORS.productDelete.title)).toHaveCount(0);
  await expect(productRow(page, name)).toHaveCount(0);
});

test('Add Product requests with one Idempotency-Key make one product, even racing', async ({ api, request }) => {
  const vendor = await api.createVendor();
  const headers = { Authorization: `Bearer ${vendor.token}`, 'Idempotency-Key': crypto.randomUUID() };
  const data: ProductInput = {
    productName: `Retried Boots ${uniqueId()}`,
    description: 'Waxed leather boots.',
    price: 120,
    stockQuantity: 3,
    categoryName: 'male',
    subCategoryName: 'shoes',
    imageUrl: '',
  };
  const answers = await Promise.all([1, 2, 3].map(() => request.post('/api/vendors/addProduct', { data, headers })));
  expect(answers.map((a) => a.status())).toEqual([201, 201, 201]);
  const ids = await Promise.all(answers.map(async (a) => ((await a.json()) as VendorProduct).productId));
  expect(new Set(ids).size).toBe(1);
  const reused = await request.post('/api/vendors/addProduct', { data: { ...data, price: 99 }, headers });
  expect(reused.status()).toBe(409);
  const mine = (await (await request.get('/api/vendors/products', { headers })).json()) as VendorProduct[];
  expect(mine.filter((p) => p.productName === data.productName)).toHaveLength(1);
});

test('a vendor previews its product page from Product Management, without a buyer’s actions', async ({ page, api }) => {
  const vendor = await api.createVendor();
  const product = await api.addProduct(vendor, {
    productName: `Preview Loafers ${uniqueId()}`,
    description: 'Penny Loafers in polished leather.',
    categoryName: 'male',
    subCategoryName: 'shoes',
    imageUrl: '/images/catalog/loafers/beige.svg',
    stockQuantity: 8,
  });
  await loginAs(page, vendor);
  await page.goto('/vendor/products');
  await shoot(page, 'catalogue-product-management-preview-link');
  await expectAccessible(page);

  await productRow(page, product.productName)
    .getByRole('link', { name: PREVIEW_TEXTS.accessible(product.productName) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/buyer/product/${product.productId}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
  await expect(page.getByText(PREVIEW_TEXTS.vendorNote)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Login to buy' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Write a Review' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Login to write a review' })).toHaveCount(0);
  await shoot(page, 'catalogue-vendor-preview');
  await expectAccessible(page);

  await page.getByRole('link', { name: PREVIEW_TEXTS.backToProducts }).click();
  await expect(page).toHaveURL(/\/vendor\/products$/);
});
