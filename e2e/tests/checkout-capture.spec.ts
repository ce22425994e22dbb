// docs/architecture.md#payments: money follows the goods. A card order is authorised at checkout and its share is
// captured when the vendor ships it; Order Management, the invoice and Order History say so.

import { PAYMENT_TEXTS } from '@seamline/contract';
import { expect, loginAs, test, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';
import { buyerOrderCard, orderCard } from './orders-helpers';

test('the vendor ships a card order: it is captured, and vendor and buyer see it paid', async ({ page, api, browser }) => {
  const vendor = await api.createVendor({ vendorName: `Trail Goods ${uniqueId()}` });
  const jacket = await api.addProduct(vendor, {
    productName: `Rain Jacket ${uniqueId()}`,
    categoryName: 'male',
    price: 120,
    stockQuantity: 3,
  });
  const buyer = await api.createBuyer();
  await api.addToCart(buyer, jacket.productId, 1);
  const [id] = await api.checkoutByCard(buyer);
  if (id === undefined) throw new Error('no order placed');
  await loginAs(page, vendor);
  await page.goto('/vendor/orders');
  const card = orderCard(page, id);

  await test.step('Order Management says how it is paid: by card, authorised', async () => {
    await expect(card.getByText(PAYMENT_TEXTS.paidBy.card)).toBeVisible();
    await expect(card.getByText(PAYMENT_TEXTS.statusLabels.authorized, { exact: true })).toBeVisible();
  });

  await test.step('Process, then Mark as Shipped: the payment is captured', async () => {
    await card.getByRole('button', { name: 'Process Order' }).click();
    await card.getByRole('button', { name: 'Mark as Shipped' }).click();
    // Mark as Shipped asks for a carrier and tracking number, both optional.
    await page
      .getByRole('dialog', { name: `Ship order #${id}` })
      .getByRole('button', { name: 'Mark as Shipped' })
      .click();
    await expect(card.getByText(PAYMENT_TEXTS.statusLabels.captured, { exact: true })).toBeVisible();
    const [order] = (await api.vendorOrders(vendor)).filter((o) => o.id === id);
    expect([order?.status, order?.paymentMethod, order?.paymentStatus]).toEqual(['shipped', 'card', 'captured']);
    await shoot(page, 'vendor-order-captured');
  });

  await test.step('the invoice names the payment', async () => {
    await card.getByRole('button', { name: 'Print Invoice' }).click();
    const invoice = page.getByRole('dialog');
    await expect(invoice.getByText(`${PAYMENT_TEXTS.paidBy.card} · ${PAYMENT_TEXTS.statusLabels.captured}`)).toBeVisible();
    await expectAccessible(page);
  });

  await test.step("the buyer's Order History shows it paid", async () => {
    const context = await browser.newContext();
    const buyerPage = await context.newPage();
    await loginAs(buyerPage, buyer);
    await buyerPage.goto('/buyer/orders');
    const row = buyerOrderCard(buyerPage, id);
    await expect(row.getByText(PAYMENT_TEXTS.paidBy.card)).toBeVisible();
    await expect(row.getByText(PAYMENT_TEXTS.statusLabels.captured, { exact: true })).toBeVisible();
    await shoot(buyerPage, 'buyer-order-paid');
    await context.close();
  });
});
