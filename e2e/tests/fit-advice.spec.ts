// The product page tells a buyer their size. 'Your size: L' is chosen for them (never a
// sold-out size), 'Why?' lists the reasons in plain words naming the measurements and the shops,
// and the size guide marks the row.

import { SIZE_ADVICE_TEXTS, SIZE_GUIDE_TEXTS, SIZE_PASSPORT_TEXTS, SUCCESS, VARIANT_TEXTS } from '@seamline/contract';
import { expect as baseExpect, loginAs, test, toast } from '../fixtures';
import { expectAccessible, shoot } from '../screens';
import { deliveredOrder, fitVendor, returnAll, saveFitProfile, shirt } from './fit-helpers';

const expect = baseExpect.configure({ timeout: 30_000 });

test("a buyer's measurements choose L, 'Why?' says so, the guide marks L, and Add to Cart takes L", async ({ page, api, request }) => {
  const vendor = await fitVendor(api, request, 'Harbour');
  const product = await shirt(api, vendor);
  const buyer = await api.createBuyer();
  await saveFitProfile(request, buyer, { measurements: { chest: 108 } });
  await loginAs(page, buyer);
  await page.goto(`/buyer/product/${product.productId}`);

  const advice = page.getByRole('region', { name: SIZE_ADVICE_TEXTS.yourSize('L') });
  await expect(advice).toBeVisible();
  await expect(page.getByRole('radio', { name: VARIANT_TEXTS.sizeLabel('L') })).toBeChecked();
  const why = advice.getByRole('button', { name: SIZE_ADVICE_TEXTS.why });
  await expect(why).toHaveAttribute('aria-expanded', 'false');
  await why.press('Enter');
  await expect(why).toHaveAttribute('aria-expanded', 'true');
  await expect(advice.getByRole('list', { name: SIZE_PASSPORT_TEXTS.reasons })).toContainText(
    SIZE_ADVICE_TEXTS.yourMeasurements('chest is 108 cm', 'L', '106–112 cm'),
  );
  await shoot(page, 'fit-advice');
  await expectAccessible(page);

  await page.getByRole('button', { name: SIZE_GUIDE_TEXTS.open }).click();
  const guide = page.getByRole('dialog', { name: SIZE_GUIDE_TEXTS.title });
  await expect(guide.getByRole('row', { name: new RegExp(`^L ${SIZE_PASSPORT_TEXTS.yourSizeMark} 106–112`) })).toBeVisible();
  await expect(guide.getByText(SIZE_PASSPORT_TEXTS.yourSizeMark, { exact: true })).toHaveCount(1);
  await shoot(page, 'fit-advice-guide');
  await expectAccessible(page);
  await guide.getByRole('button', { name: SIZE_GUIDE_TEXTS.close }).click();

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, SUCCESS.cartAdd)).toBeVisible();
  expect((await api.cart(buyer)).map((line) => line.size)).toEqual(['L']);
});

test('the advised size sold out is not chosen, and the page says so', async ({ page, api, request }) => {
  const vendor = await fitVendor(api, request, 'Harbour');
  const product = await shirt(api, vendor, { S: 4, M: 4, L: 0, XL: 4 });
  const buyer = await api.createBuyer();
  await saveFitProfile(request, buyer, { measurements: { chest: 108 } });
  await loginAs(page, buyer);
  await page.goto(`/buyer/product/${product.productId}`);
  const advice = page.getByRole('region', { name: SIZE_ADVICE_TEXTS.yourSize('L') });
  await expect(advice).toContainText(SIZE_PASSPORT_TEXTS.advisedSoldOut('L', null));
  await expect(page.getByRole('radio', { name: VARIANT_TEXTS.sizeSoldOut('L') })).not.toBeChecked();
  await expect(page.getByRole('group', { name: 'Size' }).getByRole('radio', { checked: true })).toHaveCount(0);
});

test('a size sent back elsewhere as too small gives advice here that names that shop', async ({ page, api, request }) => {
  test.setTimeout(180_000);
  const northwind = await fitVendor(api, request, 'Northwind');
  const bought = await shirt(api, northwind);
  const buyer = await api.createBuyer();
  await returnAll(api, request, buyer, await deliveredOrder(api, request, northwind, buyer, bought, 'M'), 'too_small');
  const product = await shirt(api, await fitVendor(api, request, 'Harbour'));
  await loginAs(page, buyer);
  await page.goto(`/buyer/product/${product.productId}`);
  const advice = page.getByTestId('size-advice');
  await expect(advice).toContainText(SIZE_ADVICE_TEXTS.yourSize('L'));
  await advice.getByRole('button', { name: SIZE_ADVICE_TEXTS.why }).click();
  await expect(advice.getByRole('listitem').first()).toHaveText(
    new RegExp(`^You sent back M at ${northwind.vendorName} as too small \\(chest 97–102 cm`),
  );
  await expect(page.getByRole('radio', { name: VARIANT_TEXTS.sizeLabel('L') })).toBeChecked();
});
