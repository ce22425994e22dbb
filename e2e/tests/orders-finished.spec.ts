// A finished order no longer shows an expected delivery date (in the future);
// it says when it was delivered or cancelled, on the buyer's Order History and the vendor's cards.

import { ORDER_TEXTS } from '@seamline/contract';
import { definition, expect, loginAs, test } from '../fixtures';
import { expectAccessible, shoot } from '../screens';
import { buyerOrderCard, cancelOrder, moveOrder, orderCard, shownDate, vendorOrder } from './orders-helpers';

test('finished orders say when they were delivered or cancelled, not when they are expected', async ({ page, api, request }) => {
  const vendor = await api.createVendor({ vendorName: 'Finished Goods' });
  const buyer = await api.createBuyer();
  const product = await api.addProduct(vendor, { productName: 'Finished Linen Shirt', price: 30 });
  const [completed] = await api.placeOrder(buyer, [{ productId: product.productId }]);
  const [cancelled] = await api.placeOrder(buyer, [{ productId: product.productId }]);
  const [open] = await api.placeOrder(buyer, [{ productId: product.productId }]);
  await moveOrder(request, vendor, completed as number, ['processing', 'shipped', 'completed']);
  await cancelOrder(request, vendor, cancelled as number);
  const completedOrder = await vendorOrder(request, vendor, completed as number);
  const cancelledOrder = await vendorOrder(request, vendor, cancelled as number);
  const openOrder = await vendorOrder(request, vendor, open as number);

  await loginAs(page, buyer);
  await page.goto('/buyer/orders');
  const deliveredOn = await shownDate(page, completedOrder.deliveredAt ?? '');
  const cancelledOn = await shownDate(page, cancelledOrder.cancelledAt ?? '');
  const expectedOn = await shownDate(page, openOrder.expectedDeliveryDate);

  await test.step("the buyer's completed order says when it was delivered", async () => {
    const card = buyerOrderCard(page, completed as number);
    await expect(card.getByText(ORDER_TEXTS.deliveredOn(deliveredOn), { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Order Details' }).click();
    await expect(definition(card, ORDER_TEXTS.delivered)).toHaveText(deliveredOn);
    await expect(card.getByText('Expected Delivery')).toHaveCount(0);
    await shoot(page, 'orders-buyer-delivered');
    await expectAccessible(page);
  });

  await test.step("the buyer's cancelled order says when it was cancelled", async () => {
    const card = buyerOrderCard(page, cancelled as number);
    await expect(card.getByText(ORDER_TEXTS.cancelledOn(cancelledOn), { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Order Details' }).click();
    await expect(definition(card, ORDER_TEXTS.cancelled)).toHaveText(cancelledOn);
    await expect(card.getByText('Expected Delivery')).toHaveCount(0);
  });

  await test.step("the buyer's open order still says when it is expected", async () => {
    const card = buyerOrderCard(page, open as number);
    await card.getByRole('button', { name: 'Order Details' }).click();
    await expect(definition(card, 'Expected Delivery')).toHaveText(expectedOn);
  });

  await test.step("the vendor's cards say the same", async () => {
    await loginAs(page, vendor);
    await page.goto('/vendor/orders');
    await expect(orderCard(page, completed as number).getByText(ORDER_TEXTS.deliveredOn(deliveredOn), { exact: true })).toBeVisible();
    await expect(orderCard(page, cancelled as number).getByText(ORDER_TEXTS.cancelledOn(cancelledOn), { exact: true })).toBeVisible();
    await expect(orderCard(page, open as number).getByText(`Expected Delivery: ${expectedOn}`, { exact: true })).toBeVisible();
    await shoot(page, 'orders-vendor-finished');
    await expectAccessible(page);
  });
});
