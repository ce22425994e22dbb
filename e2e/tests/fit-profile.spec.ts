// 'My sizes' on the buyer's profile. Measurements in cm with their ranges and messages,
// usual sizes, the history of what was kept and sent back (derived from orders and returns, never
// typed), and 'Forget my measurements', which asks first and leaves the history with the orders.

import {
  BODY_MEASUREMENT_LABELS,
  FIT_OUTCOME_LABELS,
  FIT_PROFILE_MESSAGES,
  FIT_PROFILE_TEXTS,
  SIZE_PASSPORT_TEXTS,
} from '@seamline/contract';
import { expect as baseExpect, loginAs, test, toast } from '../fixtures';
import { expectAccessible, shoot } from '../screens';
import { deliveredOrder, fitVendor, returnAll, shirt } from './fit-helpers';

const expect = baseExpect.configure({ timeout: 30_000 });

test("a buyer keeps their sizes on 'My sizes', sees what they sent back, and can forget the measurements", async ({
  page,
  api,
  request,
}) => {
  test.setTimeout(180_000);
  const vendor = await fitVendor(api, request, 'Northwind');
  const product = await shirt(api, vendor);
  const buyer = await api.createBuyer();
  const orderId = await deliveredOrder(api, request, vendor, buyer, product, 'M');
  await returnAll(api, request, buyer, orderId, 'too_small');

  await loginAs(page, buyer);
  await page.goto('/buyer/profile');
  const sizes = page.getByRole('form', { name: FIT_PROFILE_TEXTS.title });
  const chest = sizes.getByLabel(BODY_MEASUREMENT_LABELS.chest, { exact: true });
  await expect(chest).toHaveValue('');
  await expect(sizes.getByText(SIZE_PASSPORT_TEXTS.range(15, 35))).toBeVisible();

  await test.step('a chest typed in inches is refused beside the field', async () => {
    await chest.fill('250');
    await sizes.getByRole('button', { name: SIZE_PASSPORT_TEXTS.save }).click();
    await expect(sizes.getByText(FIT_PROFILE_MESSAGES.measurementRange(BODY_MEASUREMENT_LABELS.chest, 40, 200))).toBeVisible();
    await expect(chest).toHaveAttribute('aria-invalid', 'true');
    await expect(chest).toBeFocused();
  });

  await test.step('measurements and a usual size are saved and come back', async () => {
    await chest.fill('100');
    await sizes.getByLabel(BODY_MEASUREMENT_LABELS.waist, { exact: true }).fill('84.5');
    await sizes.getByLabel('Tops', { exact: true }).selectOption('M');
    await sizes.getByRole('button', { name: SIZE_PASSPORT_TEXTS.save }).click();
    await expect(toast(page, FIT_PROFILE_TEXTS.saved)).toBeVisible();
    await page.reload();
    await expect(chest).toHaveValue('100');
    await expect(sizes.getByLabel(BODY_MEASUREMENT_LABELS.waist, { exact: true })).toHaveValue('84.5');
    await expect(sizes.getByLabel('Tops', { exact: true })).toHaveValue('M');
  });

  const history = page.getByRole('region', { name: SIZE_PASSPORT_TEXTS.history });
  const line = history.getByRole('listitem').filter({ hasText: product.productName });
  await expect(line).toContainText(SIZE_PASSPORT_TEXTS.historyLine(vendor.vendorName ?? '', 'M'));
  await expect(line).toContainText(FIT_OUTCOME_LABELS.returned_small);
  await expect(history.getByRole('textbox')).toHaveCount(0);
  await shoot(page, 'fit-profile');
  await expectAccessible(page);

  await test.step("'Forget my measurements' asks first, then forgets them; the history stays", async () => {
    await sizes.getByRole('button', { name: SIZE_PASSPORT_TEXTS.forget }).click();
    const dialog = page.getByRole('dialog', { name: SIZE_PASSPORT_TEXTS.forgetTitle });
    await expect(dialog).toContainText(SIZE_PASSPORT_TEXTS.forgetDetail);
    await shoot(page, 'fit-profile-forget');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: SIZE_PASSPORT_TEXTS.forgetConfirm }).click();
    await expect(toast(page, FIT_PROFILE_TEXTS.forgotten)).toBeVisible();
    await expect(chest).toHaveValue('');
    await expect(sizes.getByLabel('Tops', { exact: true })).toHaveValue('');
    await expect(line).toContainText(FIT_OUTCOME_LABELS.returned_small);
  });
});
