// docs/architecture.md#sizes-and-colours: reviews say how a product fits and whether the reviewer bought it; the product page
// sums up the fit once 3 reviews gave one, and a 'Size guide' shows the chart and shoe conversions.

import { FIT_LABELS, FIT_TEXTS, SIZE_GUIDE_TEXTS, SUCCESS } from '@seamline/contract';
import { chooseRadio, expect, loginAs, test, toast, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';

test('a buyer who bought a product reviews its fit; the page sums up the fit and hints a size up', async ({ page, api }) => {
  const vendor = await api.createVendor();
  const product = await api.addProduct(vendor, {
    productName: `Fit Loafers ${uniqueId()}`,
    categoryName: 'female',
    subCategoryName: 'shoes',
    stockQuantity: 20,
  });
  for (const name of ['Sara Small', 'Tina Tight']) {
    const other = await api.createBuyer({ fullName: name });
    await api.placeOrder(other, [{ productId: product.productId }]);
    await api.addReview(other, product.productId, 4, 'Order one up.', 'small');
  }
  const buyer = await api.createBuyer({ fullName: 'Vera Verified' });
  await api.placeOrder(buyer, [{ productId: product.productId }]);
  await loginAs(page, buyer);
  await page.goto(`/buyer/product/${product.productId}`);
  await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
  // Two reviews with a fit say too little to sum up.
  await expect(page.getByText(FIT_TEXTS.sizeUp)).toHaveCount(0);

  const form = page.getByRole('form', { name: 'Write a Review' });
  const fit = form.getByRole('group', { name: FIT_TEXTS.question });
  await chooseRadio(fit.getByRole('radio', { name: FIT_LABELS.small }));
  await chooseRadio(form.getByRole('radio', { name: '4 Very Good' }));
  await form.getByLabel('Comment').fill('Lovely leather, but tight at the toes.');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toast(page, SUCCESS.review.title, SUCCESS.review.description)).toBeVisible();

  const list = page.getByRole('region', { name: 'Customer Reviews' }).getByRole('listitem').filter({ hasText: 'Vera Verified' });
  await expect(list.getByText(FIT_TEXTS.verifiedPurchase, { exact: true })).toBeVisible();
  await expect(list.getByText(FIT_TEXTS.verifiedPurchaseAccessible)).toBeAttached();
  await expect(list.getByText(FIT_LABELS.small, { exact: true })).toBeVisible();
  await expect(page.getByText(FIT_TEXTS.summary(FIT_LABELS.small, 100, 3))).toBeVisible();
  await expect(page.getByText(FIT_TEXTS.sizeUp)).toBeVisible();
  await shoot(page, 'fit-reviews');
  await expectAccessible(page);
});

test("the size guide shows a product's chart, and a shoe's sizes switch to UK and stay UK", async ({ page, api }) => {
  const vendor = await api.createVendor();
  const shirt = await api.addProduct(vendor, {
    productName: `Guide Shirt ${uniqueId()}`,
    categoryName: 'male',
    subCategoryName: 'clothes',
  });
  const shoe = await api.addProduct(vendor, { productName: `Guide Pumps ${uniqueId()}`, categoryName: 'female', subCategoryName: 'shoes' });
  await loginAs(page, await api.createBuyer());

  await page.goto(`/buyer/product/${shirt.productId}`);
  await page.getByRole('button', { name: SIZE_GUIDE_TEXTS.open }).click();
  let dialog = page.getByRole('dialog', { name: SIZE_GUIDE_TEXTS.title });
  await expect(dialog.getByRole('columnheader', { name: 'Chest (cm)' })).toBeVisible();
  await expect(dialog.getByRole('row', { name: 'M 97–102 81–86 99–104 81' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.goto(`/buyer/product/${shoe.productId}`);
  await page.getByRole('button', { name: SIZE_GUIDE_TEXTS.open }).click();
  dialog = page.getByRole('dialog', { name: SIZE_GUIDE_TEXTS.title });
  await expect(dialog.getByRole('columnheader', { name: 'Size (EU)' })).toBeVisible();
  await expect(dialog.getByRole('row', { name: 'EU 35 22' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: SIZE_GUIDE_TEXTS.conversionTitle })).toBeVisible();
  await expect(dialog.getByRole('row', { name: 'EU 35 UK 3 US W 5 22 cm' })).toBeVisible();
  await chooseRadio(dialog.getByRole('radio', { name: 'UK' }));
  await expect(dialog.getByRole('columnheader', { name: 'Size (UK)' })).toBeVisible();
  await expect(dialog.getByRole('row', { name: 'UK 3 22' })).toBeVisible();

  await page.reload();
  // The review form loads on its own; wait for it so the page behind the dialog is complete.
  await expect(page.getByRole('heading', { name: 'Write a Review' })).toBeVisible();
  await page.getByRole('button', { name: SIZE_GUIDE_TEXTS.open }).click();
  dialog = page.getByRole('dialog', { name: SIZE_GUIDE_TEXTS.title });
  await expect(dialog.getByRole('radio', { name: 'UK' })).toBeChecked();
  await expect(dialog.getByRole('columnheader', { name: 'Size (UK)' })).toBeVisible();
  await expect(dialog.getByRole('row', { name: 'UK 3 22' })).toBeVisible();
  await shoot(page, 'fit-size-guide');
  await expectAccessible(page);
});
