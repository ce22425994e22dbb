// docs/architecture.md#payments: a card that needs 3-D Secure goes to the provider's page; Approve brings the buyer
// back to the shop with the order placed, Fail with the issuer's message and nothing placed.

import { PAYMENT_TEXTS, SUCCESS } from '@seamline/contract';
import type { Page } from '@playwright/test';
import { type Api, expect, loginAs, type TestUser, test, toast, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';
import { confirmedOrderIds, fillCard, placeOrderButton, proceedToCheckout } from './checkout-helpers';

async function toTheChallenge(page: Page, api: Api): Promise<{ buyer: TestUser; productId: number }> {
  const shop = await api.createVendor({ vendorName: `Sole Studio ${uniqueId()}` });
  const boots = await api.addProduct(shop, {
    productName: `Chelsea Boots ${uniqueId()}`,
    categoryName: 'male',
    subCategoryName: 'shoes',
    price: 89,
    stockQuantity: 4,
  });
  const buyer = await api.createBuyer();
  await api.addToCart(buyer, boots.productId, 1);
  await loginAs(page, buyer);
  await page.goto('/buyer/cart');
  await proceedToCheckout(page);
  await fillCard(page, '4000000000003220');
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/psp\/challenge\//);
  await expect(page.getByRole('heading', { name: PAYMENT_TEXTS.challengeTitle })).toBeVisible();
  // $89.00 + $7.12 tax.
  await expect(page.getByText(PAYMENT_TEXTS.challengeExplain('$96.12'))).toBeVisible();
  expect(await api.buyerOrders(buyer)).toEqual([]);
  return { buyer, productId: boots.productId };
}

test('3-D Secure approved: back in the shop, the order is placed and confirmed', async ({ page, api }) => {
  const { buyer } = await toTheChallenge(page, api);
  await shoot(page, 'checkout-3ds-challenge');
  await expectAccessible(page);

  await page.getByRole('button', { name: PAYMENT_TEXTS.approve }).click();
  // The shop's app loads afresh after the provider's page, then confirms: more than one round trip.
  await expect(toast(page, SUCCESS.checkout.title)).toBeVisible({ timeout: 30_000 });
  const ids = await confirmedOrderIds(page);
  await expect(page.getByRole('article', { name: `Order #${ids[0]}` }).getByText(PAYMENT_TEXTS.paidBy.card)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  const rows = await api.buyerOrders(buyer);
  expect(rows.map((r) => [r.orderId, r.paymentMethod, r.paymentStatus])).toEqual([[ids[0], 'card', 'authorized']]);
  await shoot(page, 'checkout-3ds-confirmed');
});

test("3-D Secure failed: the issuer's message, nothing placed, the cart kept, and checkout again", async ({ page, api }) => {
  const { buyer, productId } = await toTheChallenge(page, api);

  await test.step('Fail: the return page says why, and that nothing was charged', async () => {
    await page.getByRole('button', { name: PAYMENT_TEXTS.fail }).click();
    await expect(page).toHaveURL(/\/buyer\/checkout\/return\?paymentId=/);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(PAYMENT_TEXTS.challengeFailed);
    await expect(alert).toContainText('Nothing was charged');
    expect(await api.buyerOrders(buyer)).toEqual([]);
    expect((await api.cart(buyer)).map((line) => line.productId)).toEqual([String(productId)]);
    await shoot(page, 'checkout-3ds-failed');
    await expectAccessible(page);
  });

  await test.step('Back to checkout, another card pays', async () => {
    await page.getByRole('link', { name: 'Back to checkout' }).click();
    await expect(placeOrderButton(page)).toBeVisible();
    await fillCard(page, '4242424242424242');
    await placeOrderButton(page).click();
    const [id] = await confirmedOrderIds(page);
    expect((await api.buyerOrders(buyer)).map((r) => r.orderId)).toEqual([id]);
  });
});
