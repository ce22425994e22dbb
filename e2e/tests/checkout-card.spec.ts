// docs/architecture.md#payments and the usability review's F1: Proceed to Checkout opens a checkout page; paying by
// card sends the card to the provider alone; a decline costs nothing and keeps the form.

import { CART_TEXTS, DECLINE_MESSAGES, PAYMENT_TEXTS, SUCCESS } from '@seamline/contract';
import { expect, loginAs, test, toast, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';
import { confirmedOrderIds, fillCard, placeOrderButton, proceedToCheckout } from './checkout-helpers';

test('pays by card: the checkout page, the card to the provider only, the order confirmed', async ({ page, api }) => {
  const linen = await api.createVendor({ vendorName: `Linen Loft ${uniqueId()}` });
  const clogCo = await api.createVendor({ vendorName: `Clog Co ${uniqueId()}` });
  const shirt = await api.addProduct(linen, { productName: `Linen Shirt ${uniqueId()}`, price: 10.8, stockQuantity: 5 });
  const clogs = await api.addProduct(clogCo, {
    productName: `Wooden Clogs ${uniqueId()}`,
    categoryName: 'female',
    subCategoryName: 'shoes',
    price: 40,
    stockQuantity: 5,
  });
  const buyer = await api.createBuyer();
  await api.addToCart(buyer, shirt.productId, 2);
  await api.addToCart(buyer, clogs.productId, 1);
  await loginAs(page, buyer);
  const sentToShop: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) sentToShop.push(request.postData() ?? '');
  });
  await page.goto('/buyer/cart');

  await test.step('Proceed to Checkout opens the checkout page and orders nothing', async () => {
    await proceedToCheckout(page);
    expect(await api.buyerOrders(buyer)).toEqual([]);
    await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText(buyer.address.addressLine1);
    const delivery = page.getByRole('region', { name: 'Delivery' });
    await expect(delivery.getByRole('heading', { name: `Parcel 1 of 2 · ${CART_TEXTS.soldBy(linen.vendorName ?? '')}` })).toBeVisible();
    await expect(delivery.getByRole('heading', { name: `Parcel 2 of 2 · ${CART_TEXTS.soldBy(clogCo.vendorName ?? '')}` })).toBeVisible();
    // Each parcel's delivery and its dates (both shops deliver one way, for nothing).
    await expect(delivery.getByText(/^Arrives /)).toHaveCount(2);
    // $21.60 + $40.00 = $61.60, tax $4.93.
    await expect(placeOrderButton(page)).toHaveText(PAYMENT_TEXTS.placeOrder('$66.53'));
    await expect(page.getByRole('complementary', { name: 'Sandbox test cards' }).getByRole('listitem')).toHaveCount(6);
    await fillCard(page, '4242424242424242');
    await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await shoot(page, 'checkout-page');
    await expectAccessible(page);
  });

  await test.step('Place order: the spec toast, the cart emptied, a confirmation with both order numbers', async () => {
    await placeOrderButton(page).click();
    await expect(toast(page, SUCCESS.checkout.title, `${SUCCESS.checkout.description} ${CART_TEXTS.shipsFrom(2)}.`)).toBeVisible();
    const ids = await confirmedOrderIds(page);
    expect(ids).toHaveLength(2);
    await expect(page.getByText(ids.map((id) => `#${id}`).join(', '))).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    for (const id of ids) {
      const order = page.getByRole('article', { name: `Order #${id}` });
      await expect(order.getByText(PAYMENT_TEXTS.paidBy.card)).toBeVisible();
      await expect(order.getByText(PAYMENT_TEXTS.statusLabels.authorized, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    const rows = await api.buyerOrders(buyer);
    expect(new Set(rows.map((r) => r.orderId))).toEqual(new Set(ids));
    expect(rows.every((r) => r.paymentMethod === 'card' && r.paymentStatus === 'authorized')).toBe(true);
    // The shop's API never saw the card.
    expect(sentToShop.join('\n')).not.toContain('4242424242424242');
    expect(sentToShop.join('\n')).not.toContain('4242 4242');
    await shoot(page, 'checkout-confirmation');
    await expectAccessible(page);
  });
});

test('a declined card costs nothing and keeps the form; another card then pays', async ({ page, api }) => {
  const shop = await api.createVendor({ vendorName: `Knit Nook ${uniqueId()}` });
  const scarf = await api.addProduct(shop, { productName: `Wool Scarf ${uniqueId()}`, price: 25, stockQuantity: 3 });
  const buyer = await api.createBuyer();
  await api.addToCart(buyer, scarf.productId, 1);
  await loginAs(page, buyer);
  await page.goto('/buyer/cart');
  await proceedToCheckout(page);
  const payment = page.getByRole('region', { name: 'Payment' });

  await test.step("the provider's message shows beside the form, which is kept; nothing is placed", async () => {
    await fillCard(page, '4000000000000002', '11 / 33', '321');
    await placeOrderButton(page).click();
    await expect(payment.getByRole('alert')).toContainText(DECLINE_MESSAGES.declined);
    await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
    await expect(page.getByLabel('Expiry date')).toHaveValue('11 / 33');
    await expect(page).toHaveURL(/\/buyer\/checkout$/);
    await expect(placeOrderButton(page)).toBeEnabled();
    expect(await api.buyerOrders(buyer)).toEqual([]);
    expect((await api.cart(buyer)).map((line) => line.productId)).toEqual([String(scarf.productId)]);
    expect((await api.product(scarf.productId)).stockQuantity).toBe(3);
    await shoot(page, 'checkout-declined');
    await expectAccessible(page);
  });

  await test.step('the test card that pays, chosen from the list, places the order', async () => {
    await page.getByRole('button', { name: /^Use test card 4242 4242 4242 4242/ }).click();
    await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await placeOrderButton(page).click();
    await expect(toast(page, SUCCESS.checkout.title)).toBeVisible();
    const [id] = await confirmedOrderIds(page);
    const rows = await api.buyerOrders(buyer);
    expect(rows.map((r) => [r.orderId, r.paymentMethod, r.paymentStatus])).toEqual([[id, 'card', 'authorized']]);
  });
});

test("the card form: focus on the first wrong field, a new problem replaces an old decline, 'Use' fills a whole card", async ({
  page,
  api,
}) => {
  const shop = await api.createVendor({ vendorName: `Knit Nook ${uniqueId()}` });
  const scarf = await api.addProduct(shop, { productName: `Wool Scarf ${uniqueId()}`, price: 25, stockQuantity: 3 });
  const buyer = await api.createBuyer();
  await api.addToCart(buyer, scarf.productId, 1);
  await loginAs(page, buyer);
  await page.goto('/buyer/cart');
  await proceedToCheckout(page);
  const payment = page.getByRole('region', { name: 'Payment' });

  await test.step('Place order with the card fields empty: all three marked, the focus on the card number', async () => {
    await placeOrderButton(page).click();
    for (const label of ['Card number', 'Expiry date', 'Security code (CVC)'])
      await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Card number')).toBeFocused();
    await shoot(page, 'checkout-card-empty-focus');
    await expectAccessible(page);
  });

  await test.step('after a decline, another card with a past expiry shows only the new problem', async () => {
    await fillCard(page, '4000000000009995');
    await placeOrderButton(page).click();
    await expect(payment.getByRole('alert')).toContainText(DECLINE_MESSAGES.insufficientFunds);
    await fillCard(page, '4242424242424242', '01 / 20');
    await placeOrderButton(page).click();
    await expect(payment.getByText(PAYMENT_TEXTS.expiryPast)).toBeVisible();
    await expect(payment.getByRole('alert').filter({ hasText: DECLINE_MESSAGES.insufficientFunds })).toHaveCount(0);
    await shoot(page, 'checkout-card-new-problem');
    await expectAccessible(page);
  });

  await test.step("the sandbox's 'Use' fills a usable card, and Place order goes straight on", async () => {
    await page.getByRole('button', { name: /^Use test card 4242 4242 4242 4242/ }).click();
    await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await expect(page.getByLabel('Expiry date')).toHaveValue(`12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`);
    await expect(page.getByLabel('Security code (CVC)')).toHaveValue('123');
    await shoot(page, 'checkout-card-use-fills-all');
    await placeOrderButton(page).click();
    await expect(toast(page, SUCCESS.checkout.title)).toBeVisible();
    const [id] = await confirmedOrderIds(page);
    expect((await api.buyerOrders(buyer)).map((r) => [r.orderId, r.paymentStatus])).toEqual([[id, 'authorized']]);
  });
});
