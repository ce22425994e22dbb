// docs/architecture.md#shipping-and-promotions: a shop sets what delivery costs and runs a code; a
// buyer sees each parcel's fee and dates in the cart, chooses express at checkout, applies the
// shop's code (a wrong one is refused in the server's words) and the order keeps the delivery.

import { arrivesText, COUPON_TEXTS, PROMO_SCREEN_TEXTS, SHIPPING_TEXTS, type Coupon, type ShippingProfile } from '@seamline/contract';
import { expect, loginAs, test, toast, type TestUser, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';
import { confirmedOrderIds, placeOrderButton, proceedToCheckout } from './checkout-helpers';

const PROFILE: ShippingProfile = {
  processingDays: 1,
  standard: { firstItem: 5, additionalItem: 1, transitDays: [2, 4] },
  express: { firstItem: 12, additionalItem: 2, transitDays: [1, 1] },
  freeOver: 100,
};

test('buyer: delivery in the cart, express at checkout, a code refused then applied, the order keeps its delivery', async ({
  page,
  api,
  request,
}) => {
  const shopName = `Parcel Point ${uniqueId()}`;
  const shop = await api.createVendor({ vendorName: shopName });
  const auth = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  expect((await request.put('/api/vendors/shipping', { data: PROFILE, headers: auth(shop) })).ok()).toBe(true);
  const code = `PP${uniqueId()
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 10)
    .toUpperCase()}`;
  const made = await request.post('/api/vendors/coupons', { data: { code, kind: 'amount', value: 5 }, headers: auth(shop) });
  expect(made.status()).toBe(201);
  const scarf = await api.addProduct(shop, { productName: `Wool Scarf ${uniqueId()}`, price: 40, stockQuantity: 5 });
  const buyer = await api.createBuyer();
  await api.addToCart(buyer, scarf.productId, 1);
  await loginAs(page, buyer);

  await page.goto('/buyer/cart');
  const parcel = page.getByRole('region', { name: `Sold by ${shopName}` });
  await expect(parcel.getByText('Delivery $5.00')).toBeVisible();
  await expect(parcel.getByText(SHIPPING_TEXTS.addForFree(60, shopName))).toBeVisible();
  await expect(parcel.getByText(/^Arrives /)).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  // $40.00 + $5.00 delivery + $3.20 tax.
  await expect(summary.getByText('$48.20')).toBeVisible();
  await shoot(page, 'promo-cart');
  await expectAccessible(page);

  await proceedToCheckout(page);
  await expect(placeOrderButton(page)).toHaveText('Place order · $48.20');
  const choice = page.getByRole('group', { name: `Delivery from ${shopName}` });
  await choice.getByRole('radio', { name: /Express/ }).check();
  await expect(placeOrderButton(page)).toHaveText('Place order · $55.20');

  await page.getByLabel('Discount code').fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: COUPON_TEXTS.unknown })).toBeVisible();
  await page.getByLabel('Discount code').fill(code.toLowerCase());
  await page.getByLabel('Discount code').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: COUPON_TEXTS.applied(5) })).toBeVisible();
  // $40.00 − $5.00 + $12.00 express + $2.80 tax.
  await expect(placeOrderButton(page)).toHaveText('Place order · $49.80');
  await page.getByRole('radio', { name: /Pay on delivery/ }).check();
  await shoot(page, 'promo-checkout');
  await expectAccessible(page);
  await placeOrderButton(page).click();

  const [id] = await confirmedOrderIds(page);
  const [row] = await api.buyerOrders(buyer);
  expect([row?.orderId, row?.shippingMethod, row?.shippingFee, row?.discount, row?.totalAmount]).toEqual([id, 'express', 12, 5, 49.8]);
  await page.goto('/buyer/orders');
  await expect(page.getByText(`Express · ${arrivesText(row?.deliveryFrom ?? '', row?.deliveryTo ?? '')}`)).toBeVisible();
});

test('vendor: edits Shipping settings and creates a coupon for a product checked by name on the Coupons screen', async ({
  page,
  api,
  request,
}) => {
  const shop = await api.createVendor({ vendorName: `Tidy Threads ${uniqueId()}` });
  const tag = uniqueId();
  const sweater = await api.addProduct(shop, {
    productName: `Merino Sweater ${tag}`,
    price: 60,
    imageUrl: '/images/catalog/sweater/navy.svg',
  });
  await api.addProduct(shop, { productName: `Wool Coat ${tag}`, price: 140, imageUrl: '/images/catalog/coat/olive.svg' });
  await api.addProduct(shop, { productName: `Linen Shirt ${tag}`, price: 45 });
  await loginAs(page, shop);
  await page.goto('/vendor/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Shipping' }).first().click();
  await expect(page).toHaveURL(/\/vendor\/shipping$/);

  await page.getByLabel('Standard first item fee ($)').fill('3.5');
  await page.getByRole('checkbox', { name: 'Offer express delivery' }).check();
  await page.getByLabel('Express first item fee ($)').fill('600');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(SHIPPING_TEXTS.feeRange('Express first item fee'))).toBeVisible();
  await page.getByLabel('Express first item fee ($)').fill('11');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, SHIPPING_TEXTS.saved)).toBeVisible();
  await shoot(page, 'promo-vendor-shipping');
  await expectAccessible(page);
  const saved = (await (
    await request.get('/api/vendors/shipping', { headers: { Authorization: `Bearer ${shop.token}` } })
  ).json()) as ShippingProfile;
  expect([saved.standard.firstItem, saved.express?.firstItem]).toEqual([3.5, 11]);

  await page.goto('/vendor/coupons');
  const code = `TT${uniqueId()
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 10)
    .toUpperCase()}`;
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('Kind').selectOption('percent');
  await page.getByLabel('Value (%)').fill('15');
  await page.getByLabel('Maximum uses').fill('20');
  // The shop's products by name, not ids: narrowed by a search, one checked.
  const picker = page.getByRole('group', { name: PROMO_SCREEN_TEXTS.productScope });
  await expect(picker.getByText(PROMO_SCREEN_TEXTS.productScopeHint)).toBeVisible();
  await expect(picker.getByRole('checkbox')).toHaveCount(3);
  await picker.getByLabel(PROMO_SCREEN_TEXTS.searchProducts).fill('sweater');
  await expect(picker.getByRole('checkbox')).toHaveCount(1);
  await picker.getByRole('checkbox', { name: `Merino Sweater ${tag}` }).check();
  await picker.getByLabel(PROMO_SCREEN_TEXTS.searchProducts).fill('');
  await expect(picker.getByRole('checkbox')).toHaveCount(3);
  await expect(picker.getByText(PROMO_SCREEN_TEXTS.scopeChosen(1))).toBeVisible();
  await shoot(page, 'promo-coupon-products');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await expect(toast(page, COUPON_TEXTS.created)).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: code }) });
  await expect(row.getByText('0 / 20')).toBeVisible();
  await expect(row.getByText('15%')).toBeVisible();
  await row.getByRole('checkbox', { name: `Active: ${code}` }).uncheck();
  await expect(row.getByRole('checkbox', { name: `Active: ${code}` })).not.toBeChecked();
  await shoot(page, 'promo-coupons');
  await expectAccessible(page);
  const list = (await (
    await request.get('/api/vendors/coupons', { headers: { Authorization: `Bearer ${shop.token}` } })
  ).json()) as Coupon[];
  expect(list.map((c) => [c.code, c.kind, c.value, c.maxUses, c.productIds, c.active])).toEqual([
    [code, 'percent', 15, 20, [String(sweater.productId)], false],
  ]);
});
