// Returns fix the catalogue. A size with 5 or more returns, 30 % or more of them too
// small, is flagged to its vendor with the counts and the chart correction, and the product page
// tells shoppers it runs small.

import { measuresText, SIZE_FLAG_TEXTS, VARIANT_TEXTS } from '@seamline/contract';
import { expect as baseExpect, loginAs, test } from '../fixtures';
import { expectAccessible, shoot } from '../screens';
import { deliveredOrder, fitVendor, returnAll, shirt } from './fit-helpers';

const expect = baseExpect.configure({ timeout: 30_000 });

test('three of five M shirts sent back as too small: the vendor sees the flag and its correction, shoppers see it runs small', async ({
  page,
  api,
  request,
}) => {
  test.setTimeout(240_000);
  const vendor = await fitVendor(api, request, 'Harbour');
  const product = await shirt(api, vendor);
  const tight = await api.createBuyer();
  await returnAll(api, request, tight, await deliveredOrder(api, request, vendor, tight, product, 'M', 3), 'too_small');
  const unsure = await api.createBuyer();
  await returnAll(api, request, unsure, await deliveredOrder(api, request, vendor, unsure, product, 'M', 2), 'changed_mind');

  await loginAs(page, vendor);
  await page.goto('/vendor/products');
  const row = page.getByRole('row').filter({ hasText: product.productName });
  await expect(row.getByText(SIZE_FLAG_TEXTS.vendor('M', 'runs_small', 3, 5))).toBeVisible();
  const chart = (await api.product(product.productId)).sizeChart.rows;
  const small = chart.find((r) => r.size === 'S');
  if (!small) throw new Error('no S in the chart');
  await expect(row).toContainText(
    SIZE_FLAG_TEXTS.suggestion('M', 'S', measuresText(small.measurements, ['chest', 'waist', 'hip', 'inseam'])),
  );
  await shoot(page, 'fit-vendor-flag');
  await expectAccessible(page);

  const shopper = await api.createBuyer();
  await loginAs(page, shopper);
  await page.goto(`/buyer/product/${product.productId}`);
  const note = page.getByTestId('size-flag');
  await expect(note).toHaveText(SIZE_FLAG_TEXTS.shopper.runs_small);
  await page
    .getByRole('radio', { name: VARIANT_TEXTS.sizeLabel('L') })
    .locator('xpath=ancestor::label[1]')
    .click();
  await expect(note).toHaveCount(0);
  await page
    .getByRole('radio', { name: VARIANT_TEXTS.sizeLabel('M') })
    .locator('xpath=ancestor::label[1]')
    .click();
  await expect(note).toHaveText(SIZE_FLAG_TEXTS.shopper.runs_small);
  await shoot(page, 'fit-runs-small');
  await expectAccessible(page);
});
