// Colours look like their names. A colour typed by name gets its
// swatch (contract/src/colour-names.ts: CSS named colours plus fashion names), the vendor can still
// pick a hex, and two colours of one product with one swatch are pointed out in the dialog.

import { namedColourHex, SHOPPER_TEXTS, type VendorProduct } from '@seamline/contract';
import { expect, loginAs, test, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';

test('Black is black and Tan is tan; a shared swatch is pointed out; buyers see the colours', async ({ page, api, request }) => {
  expect([namedColourHex('Black'), namedColourHex('tan'), namedColourHex('Navy Blue'), namedColourHex('Burgundy')]).toEqual([
    '#000000',
    '#d2b48c',
    '#000080',
    '#800020',
  ]);
  const vendor = await api.createVendor();
  const name = `Swatch Shirt ${uniqueId()}`;
  await loginAs(page, vendor);
  await page.goto('/vendor/products');
  await page.getByRole('button', { name: 'Add Product' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Product' });
  await dialog.getByLabel('Product Name').fill(name);
  await dialog.getByLabel('Description').fill('In black and tan.');
  await dialog.getByLabel('Price ($)').fill('30');
  await dialog.getByLabel('Category', { exact: true }).selectOption('female');
  await dialog.getByLabel('Subcategory', { exact: true }).selectOption('clothes');
  await dialog
    .getByRole('group', { name: /^Sizes \(/ })
    .getByRole('button', { name: 'M', exact: true })
    .click();

  const colourName = dialog.getByLabel('Colour name');
  const picker = dialog.getByLabel('Colour swatch');
  await colourName.fill('Black');
  await expect(picker).toHaveValue('#000000');
  await dialog.getByRole('button', { name: 'Add colour' }).click();
  await colourName.fill('Tan');
  await expect(picker).toHaveValue('#d2b48c');
  await dialog.getByRole('button', { name: 'Add colour' }).click();
  await expect(dialog.getByLabel(SHOPPER_TEXTS.swatchFromName('Black'))).toHaveValue('#000000');
  await expect(dialog.getByLabel(SHOPPER_TEXTS.swatchFromName('Tan'))).toHaveValue('#d2b48c');
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  // A name the table does not know: the vendor picks the hex, here the same as Black's.
  await colourName.fill('Midnight');
  await picker.fill('#000000');
  await dialog.getByRole('button', { name: 'Add colour' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(SHOPPER_TEXTS.sameSwatch('Black', 'Midnight'));
  await shoot(page, 'vendor-colour-same-swatch');
  await expectAccessible(page);
  // The vendor changes Midnight's swatch on its chip: the warning goes.
  await dialog.getByLabel(SHOPPER_TEXTS.swatchFromName('Midnight')).fill('#191970');
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  await dialog.getByLabel('Stock, M · Black').fill('3');
  await dialog.getByLabel('Stock, M · Tan').fill('3');
  await dialog.getByLabel('Stock, M · Midnight').fill('3');
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(dialog).toHaveCount(0);

  const listed = await request.get('/api/vendors/products', { headers: { Authorization: `Bearer ${vendor.token}` } });
  const product = ((await listed.json()) as VendorProduct[]).find((p) => p.productName === name);
  const detail = await api.product(product?.productId ?? 0);
  expect(detail.variants.map((v) => [v.colour, v.colourHex])).toEqual([
    ['Black', '#000000'],
    ['Tan', '#d2b48c'],
    ['Midnight', '#191970'],
  ]);
});
