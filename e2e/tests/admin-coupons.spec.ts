// docs/architecture.md#shipping-and-promotions: the operator's codes are the platform's, paid as its
// promotion expense. The operator finds the demo's codes, makes one for a category and a shop checked
// by name, switches it off, and reads the promotion spend on the Overview.

import { type AdminVendor, COUPON_TEXTS, type Coupon, PROMO_SCREEN_TEXTS } from '@seamline/contract';
import { DEMO_PASSWORD, expect, loginAs, test, toast, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';

const ADMIN = 'admin@seamline.test';
/** A demo shop, for a coupon kept to it. */
const SHOP = 'Little Sprouts Kids';

test("the operator lists the platform's codes, makes one for a kids' shop's clothing, switches it off, and reads the promotion spend", async ({
  page,
  api,
  request,
}) => {
  const admin = await api.signIn(ADMIN, DEMO_PASSWORD);
  await loginAs(page, admin);
  await page.goto('/admin');
  await expect(page.getByText(PROMO_SCREEN_TEXTS.promotionSpend, { exact: true })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Coupons', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/coupons$/);
  // The demo's platform codes are there from the first start.
  for (const demo of ['WELCOME10', 'FREESHIP']) await expect(page.getByRole('rowheader', { name: demo })).toBeVisible();

  const code = `KIDS-${uniqueId()
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 10)
    .toUpperCase()}`;
  await page.getByLabel('Code').fill(code.toLowerCase());
  await page.getByLabel('Kind').selectOption('amount');
  await page.getByLabel('Value ($)').fill('5');
  await page.getByRole('checkbox', { name: "Kids'", exact: true }).check();
  // The shops by name, not ids: found by a search, one checked.
  const picker = page.getByRole('group', { name: PROMO_SCREEN_TEXTS.shopScope });
  await expect(picker.getByText(PROMO_SCREEN_TEXTS.shopScopeHint)).toBeVisible();
  await picker.getByLabel(PROMO_SCREEN_TEXTS.searchShops).fill('sprouts');
  await expect(picker.getByRole('checkbox')).toHaveCount(1);
  await picker.getByRole('checkbox', { name: SHOP }).check();
  await picker.getByLabel(PROMO_SCREEN_TEXTS.searchShops).fill('');
  await expect(picker.getByText(PROMO_SCREEN_TEXTS.scopeChosen(1))).toBeVisible();
  await shoot(page, 'admin-coupon-shops');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await expect(toast(page, COUPON_TEXTS.created)).toBeVisible();
  await expect(picker.getByText(PROMO_SCREEN_TEXTS.scopeChosen(0))).toBeVisible();

  // The code is kept in capitals, and a second one like it is refused under the field.
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: code }) });
  await expect(row).toBeVisible();
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('Kind').selectOption('percent');
  await page.getByLabel('Value (%)').fill('10');
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page.getByText(COUPON_TEXTS.codeTaken, { exact: true }).first()).toBeVisible();

  await row.getByRole('checkbox', { name: `Active: ${code}` }).uncheck();
  await expect(row.getByRole('checkbox', { name: `Active: ${code}` })).not.toBeChecked();
  await shoot(page, 'admin-coupons');
  await expectAccessible(page);

  const list = (await (
    await request.get('/api/admin/coupons', { headers: { Authorization: `Bearer ${admin.token}` } })
  ).json()) as Coupon[];
  const made = list.find((c) => c.code === code);
  const shops = (await (
    await request.get('/api/admin/vendors', { headers: { Authorization: `Bearer ${admin.token}` } })
  ).json()) as AdminVendor[];
  const sprouts = shops.find((v) => v.vendorName === SHOP);
  expect(made && [made.vendorId, made.kind, made.value, made.vendorIds, made.categories, made.active]).toEqual([
    null,
    'amount',
    5,
    [String(sprouts?.id)],
    ['children'],
    false,
  ]);
});
