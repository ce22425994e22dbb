// docs/architecture.md#accounts-mail-live: a vendor watching Order Management sees a new order appear, with a 'New order #{id}'
// toast, while a buyer checks out in another browser; the buyer's Order History follows the
// vendor's status change; both without a reload.

import { BUYER_ORDER_STATUS, SUCCESS } from '@seamline/contract';
import { expect, loginAs, test, toast } from '../fixtures';
import { checkOutOnDelivery } from './checkout-helpers';
import { buyerOrderCard, moveOrder, orderCard } from './orders-helpers';

test('a vendor sees a new order appear as a buyer checks out elsewhere, and the buyer sees its status move', async ({
  page,
  api,
  browser,
  request,
}) => {
  const vendor = await api.createVendor({ vendorName: 'Live Threads' });
  const buyer = await api.createBuyer();
  const product = await api.addProduct(vendor, { productName: 'Live Linen Shirt', price: 25 });

  await loginAs(page, vendor);
  await page.goto('/vendor/orders');
  await expect(page.getByRole('heading', { name: 'Order Management' })).toBeVisible();

  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  try {
    await api.addToCart(buyer, product.productId);
    await loginAs(buyerPage, buyer);
    await buyerPage.goto('/buyer/cart');
    await checkOutOnDelivery(buyerPage);
    await expect(toast(buyerPage, SUCCESS.checkout.title)).toBeVisible();
    const [orderId] = (await api.buyerOrders(buyer)).map((row) => row.orderId);

    await test.step('the vendor, without a reload, is told and sees the order within 2 s', async () => {
      await expect(toast(page, SUCCESS.newOrder(orderId as number))).toBeVisible({ timeout: 2000 });
      await expect(orderCard(page, orderId as number)).toBeVisible({ timeout: 2000 });
    });

    await test.step("the buyer's Order History follows the vendor's change", async () => {
      await buyerPage.goto('/buyer/orders');
      const card = buyerOrderCard(buyerPage, orderId as number);
      await expect(card).toBeVisible();
      await moveOrder(request, vendor, orderId as number, ['processing', 'shipped']);
      await expect(card.getByText(BUYER_ORDER_STATUS.shipped, { exact: true })).toBeVisible({ timeout: 2000 });
    });
  } finally {
    await buyerContext.close();
  }
});
