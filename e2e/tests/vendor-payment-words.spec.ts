// The vendor's orders say what is true of the money: an order paid on delivery and not yet
// delivered is not "paid" (its card or its invoice), and a card payment the provider refused to
// capture stays on the order with the next step, not only in a toast that goes.

import { ORDER_TEXTS, PAYMENT_TEXTS } from '@seamline/contract';
import { expect, loginAs, test, toast, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';
import { orderCard } from './orders-helpers';

test('a pay-on-delivery order not yet delivered says the buyer pays on delivery, on the card and the invoice', async ({ page, api }) => {
  const vendor = await api.createVendor({ vendorName: `Cash Corner ${uniqueId()}` });
  const boots = await api.addProduct(vendor, { productName: `Desert Boots ${uniqueId()}`, price: 195, stockQuantity: 3 });
  const buyer = await api.createBuyer();
  const [id] = await api.placeOrder(buyer, [{ productId: boots.productId }]);
  if (id === undefined) throw new Error('no order placed');
  await loginAs(page, vendor);
  await page.goto('/vendor/orders');
  const card = orderCard(page, id);
  // $195.00 + 8% = $210.60.
  await expect(card.getByText(ORDER_TEXTS.buyerPaysOnDelivery('$210.60'))).toBeVisible();
  await expect(card.getByText(/Buyer paid/)).toHaveCount(0);
  await card.getByRole('button', { name: 'Print Invoice' }).click();
  const invoice = page.getByRole('dialog');
  await expect(invoice.getByRole('row').filter({ hasText: ORDER_TEXTS.totalDue })).toContainText('$210.60');
  await expect(invoice.getByText(ORDER_TEXTS.totalPaid, { exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'vendor-invoice-due-on-delivery');
});

test('a capture the provider refuses stays on the order: what happened, what to do next, no shipping offered', async ({ page, api }) => {
  const vendor = await api.createVendor({ vendorName: `Trail Goods ${uniqueId()}` });
  const jacket = await api.addProduct(vendor, { productName: `Rain Jacket ${uniqueId()}`, price: 80, stockQuantity: 3 });
  const buyer = await api.createBuyer();
  await api.addToCart(buyer, jacket.productId, 1);
  // The sandbox's card that authorises and then refuses the capture.
  const [id] = await api.checkoutByCard(buyer, '4000000000000341');
  if (id === undefined) throw new Error('no order placed');
  await loginAs(page, vendor);
  await page.goto('/vendor/orders');
  const card = orderCard(page, id);
  await expect(card.getByText(ORDER_TEXTS.chargedWhenShipped('$86.40'))).toBeVisible();

  await test.step('Mark as Shipped: the toast, the dialog closes, the order says the payment failed and what to do', async () => {
    await card.getByRole('button', { name: 'Process Order' }).click();
    await card.getByRole('button', { name: 'Mark as Shipped' }).click();
    const dialog = page.getByRole('dialog', { name: `Ship order #${id}` });
    await dialog.getByLabel('Tracking number').fill('1Z999AA10123456784');
    await dialog.getByRole('button', { name: 'Mark as Shipped' }).click();
    await expect(toast(page, 'Update failed', PAYMENT_TEXTS.captureFailed)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(PAYMENT_TEXTS.captureFailed, { exact: true })).toBeVisible();
    await expect(card.getByText(ORDER_TEXTS.captureFailedNext)).toBeVisible();
    await expect(card.getByText(PAYMENT_TEXTS.statusLabels.failed, { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Mark as Shipped' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Auto Deliver' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Cancel Order' })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'vendor-order-capture-failed');
  });

  await test.step('it is still there when the page is opened again', async () => {
    await page.reload();
    await expect(orderCard(page, id).getByText(ORDER_TEXTS.captureFailedNext)).toBeVisible();
    const [order] = (await api.vendorOrders(vendor)).filter((o) => o.id === id);
    expect([order?.status, order?.paymentStatus]).toEqual(['processing', 'failed']);
  });
});
