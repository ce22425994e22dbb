// The size guide covers what is sold. Every size a product sells
// has a row (XXL and 3XL too, from the default chart or the vendor's), women's and men's shoes have
// UK/US/cm for every EU half size from 35 to 50, vendors add and remove chart rows and offer half
// shoe sizes in the product dialog.
//
// Conversion source for the shoe rows checked here: the brand guide cited in
// docs/decisions/045-size-systems-and-conversions.md for the printed rows (women's EU 41.5 = UK 8 =
// US 10 = 27 cm), and the Paris point (one EU size = 2/3 cm of last) and barleycorn (one UK/US size
// = 1/3 inch) of ISO/TS 19407 — https://en.wikipedia.org/wiki/Shoe_size — for the sizes past it:
// EU 42 is 2/3 cm longer, 27.3 cm, and 0.79 of a UK size more, UK 8.5 / US W 10.5.

import { SHOPPER_TEXTS } from '@seamline/contract';
import { expect, loginAs, test, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';

test('the guide has a row for XXL and 3XL when the product sells them', async ({ page, api }) => {
  const vendor = await api.createVendor();
  const jeans = await api.addProduct(vendor, {
    productName: `Stretch Jeans ${uniqueId()}`,
    variants: ['M', 'XXL', '3XL'].map((size) => ({ size, stockQuantity: 3 })),
  });
  await page.goto(`/buyer/product/${jeans.productId}`);
  await page.getByRole('button', { name: 'Size guide' }).click();
  const guide = page.getByRole('dialog', { name: 'Size guide' });
  await expect(guide.getByRole('rowheader', { name: 'XXL', exact: true })).toBeVisible();
  await expect(guide.getByRole('rowheader', { name: '3XL', exact: true })).toBeVisible();
  // Women's 3XL: the printed XL stepped on by the guide's average step (contract/src/size-charts.ts).
  await expect(guide.getByRole('row', { name: '3XL 107.5–112.5 90.5–95.5 111.5–117.5 82' })).toBeVisible();
  await shoot(page, 'size-guide-xxl');
});

test("a women's EU 42 shoe shows its UK size on the button and in the guide", async ({ page, api }) => {
  const vendor = await api.createVendor();
  const sandal = await api.addProduct(vendor, {
    productName: `Strappy Sandal ${uniqueId()}`,
    subCategoryName: 'shoes',
    variants: ['41.5', '42', '50'].map((size) => ({ size, stockQuantity: 2 })),
  });
  await page.goto(`/buyer/product/${sandal.productId}`);
  await page.getByRole('button', { name: 'Size guide' }).click();
  const guide = page.getByRole('dialog', { name: 'Size guide' });
  await guide.locator('label', { has: page.getByRole('radio', { name: 'UK', exact: true }) }).click();
  await expect(guide.getByRole('row', { name: 'EU 42 UK 8.5 US W 10.5 27.3 cm' })).toBeVisible();
  await expect(guide.getByRole('row', { name: 'EU 50 UK 14.5 US W 16.5 32.7 cm' })).toBeVisible();
  await shoot(page, 'size-guide-shoes-uk');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  // Like every other size: '42 / UK 8.5', not a bare '42'.
  const size42 = page.locator('label', { has: page.getByRole('radio', { name: 'Size 42', exact: true }) });
  await expect(size42).toHaveText('42UK 8.5');
});

test('a vendor adds a 3XL row to a chart and removes another; the guide follows', async ({ page, api }) => {
  const vendor = await api.createVendor();
  const tee = await api.addProduct(vendor, {
    productName: `Box Tee ${uniqueId()}`,
    categoryName: 'male',
    variants: ['L', '3XL'].map((size) => ({ size, stockQuantity: 3 })),
  });
  await loginAs(page, vendor);
  await page.goto('/vendor/profile');
  await page.getByLabel('Chart', { exact: true }).selectOption({ label: "Men's clothes (default)" });
  const form = page.getByRole('form', { name: "Size chart: Men's clothes" });
  // The default has every size; the vendor's own chart may have fewer: remove XXS, then 3XL, and add 3XL back.
  await form.getByRole('button', { name: SHOPPER_TEXTS.removeSizeRow('XXS') }).click();
  await form.getByRole('button', { name: SHOPPER_TEXTS.removeSizeRow('3XL') }).click();
  await expect(form.getByLabel('Chest (cm), size 3XL')).toHaveCount(0);
  await form.getByLabel(SHOPPER_TEXTS.sizeToAdd).selectOption('3XL');
  await form.getByRole('button', { name: SHOPPER_TEXTS.addSizeRow }).click();
  await form.getByLabel('Chest (cm), size 3XL').fill('140');
  await form.getByLabel('Waist (cm), size 3XL').fill('126');
  await form.getByLabel('Hip (cm), size 3XL').fill('144');
  await shoot(page, 'size-chart-editor-rows');
  await form.getByRole('button', { name: 'Save size chart' }).click();
  await expect(page.getByText('Size chart saved')).toBeVisible();

  await page.goto(`/buyer/product/${tee.productId}`);
  await page.getByRole('button', { name: 'Size guide' }).click();
  const guide = page.getByRole('dialog', { name: 'Size guide' });
  await expect(guide.getByRole('row', { name: '3XL 140 126 144' })).toBeVisible();
  await expect(guide.getByRole('rowheader', { name: 'XXS', exact: true })).toHaveCount(0);
});

test('the product dialog offers half shoe sizes', async ({ page, api }) => {
  const vendor = await api.createVendor();
  await loginAs(page, vendor);
  await page.goto('/vendor/products');
  await page.getByRole('button', { name: 'Add Product' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Product' });
  await dialog.getByLabel('Category', { exact: true }).selectOption('female');
  await dialog.getByLabel('Subcategory', { exact: true }).selectOption('shoes');
  const sizes = dialog.getByRole('group', { name: /^Sizes \(/ });
  await expect(sizes.getByRole('button', { name: '38.5', exact: true })).toHaveCount(0);
  await dialog.getByLabel(SHOPPER_TEXTS.halfSizes).check();
  await sizes.getByRole('button', { name: '38.5', exact: true }).click();
  await expect(sizes.getByRole('button', { name: '38.5', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('rowheader', { name: '38.5', exact: true })).toBeVisible();
  await shoot(page, 'product-dialog-half-sizes');
});
