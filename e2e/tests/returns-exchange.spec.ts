// docs/architecture.md#returns: a buyer exchanges an M for an L. The L is reserved when the vendor approves, the M
// goes back to stock when it arrives, and the L ships as a zero-total exchange order.

import { RETURN_TEXTS } from '@seamline/contract';
import { expect as baseExpect, loginAs, test, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';
import { moveOrder } from './orders-helpers';
import { longReturnWindow, openOrder, returnsOf } from './returns-helpers';

// Three people's screens on a machine that may be busy: every wait is longer than the suite's default.
const expect = baseExpect.configure({ timeout: 60_000 });
test.use({ actionTimeout: 60_000, navigationTimeout: 120_000 });

test('exchange M → L end to end', async ({ page, api, browser, request }) => {
  // Three people's screens in one journey: more than the default on a busy machine.
  test.setTimeout(480_000);
  const vendor = await api.createVendor({ vendorName: `Fit Studio ${uniqueId()}` });
  await longReturnWindow(request, vendor);
  const shirt = await api.addProduct(vendor, {
    productName: `Linen Shirt ${uniqueId()}`,
    price: 40,
    variants: [
      { size: 'M', stockQuantity: 3 },
      { size: 'L', stockQuantity: 3 },
    ],
  });
  const sizes = Object.fromEntries((await api.product(shirt.productId)).variants.map((v) => [v.size, v.variantId]));
  const buyer = await api.createBuyer();
  await api.addToCart(buyer, shirt.productId, 1, sizes.M);
  const [orderId] = await api.checkoutByCard(buyer);
  if (orderId === undefined) throw new Error('no order placed');
  await moveOrder(request, vendor, orderId, ['processing', 'shipped', 'completed']);
  await loginAs(page, buyer);

  await test.step("the buyer asks for an L instead: 'Return or exchange' on the delivered order", async () => {
    const card = await openOrder(page, orderId);
    await expect(card.getByText(/^Returnable until /)).toBeVisible();
    await card.getByRole('button', { name: RETURN_TEXTS.returnOrExchange }).click();
    const dialog = page.getByRole('dialog', { name: `${RETURN_TEXTS.returnOrExchange} · Order #${orderId}` });
    await dialog.getByLabel('Reason').selectOption('too_small');
    await dialog.getByLabel('I would like').selectOption('exchange');
    await dialog.getByLabel('Exchange for').selectOption({ label: 'L' });
    await expectAccessible(page);
    await shoot(page, 'returns/dialog');
    await dialog.getByRole('button', { name: 'Request return' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Requested', { exact: true }).first()).toBeVisible();
    await expect(card.getByText(/Exchange for L/)).toBeVisible();
  });

  const [ret] = await returnsOf(request, buyer, 'buyer');
  if (!ret) throw new Error('no return');

  await test.step("the vendor approves on 'Returns': the L is reserved", async () => {
    const context = await browser.newContext();
    const vendorPage = await context.newPage();
    await loginAs(vendorPage, vendor);
    await vendorPage.goto('/vendor/returns');
    const item = vendorPage.getByRole('region', { name: `Return #${ret.returnId}` });
    await expect(item.getByText(/days? left to answer/)).toBeVisible();
    await expectAccessible(vendorPage);
    await shoot(vendorPage, 'returns/vendor-queue');
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect(vendorPage.getByText(`Return #${ret.returnId} approved`)).toBeVisible();
    expect((await api.product(shirt.productId)).variants.find((v) => v.size === 'L')?.stockQuantity).toBe(2);

    await test.step('the buyer sends the M back', async () => {
      const card = await openOrder(page, orderId);
      await card.getByLabel('Tracking number (optional)').fill('1Z-RETURN');
      await card.getByRole('button', { name: 'I have sent it back' }).click();
      await expect(card.getByText('Sent back', { exact: true }).first()).toBeVisible();
    });

    await vendorPage.reload();
    await vendorPage.getByRole('button', { name: 'On the way back' }).click();
    const back = vendorPage.getByRole('region', { name: `Return #${ret.returnId}` });
    await back.getByRole('button', { name: 'Receive' }).click();
    await shoot(vendorPage, 'returns/vendor-receive');
    await back.getByRole('button', { name: 'Confirm receipt' }).click();
    await expect(vendorPage.getByText(`Return #${ret.returnId} received`)).toBeVisible();
    await context.close();
  });

  await test.step('the M is back in stock, and the L ships as an exchange order of $0.00', async () => {
    const stock = Object.fromEntries((await api.product(shirt.productId)).variants.map((v) => [v.size, v.stockQuantity]));
    expect(stock).toEqual({ M: 3, L: 2 });
    const [closed] = await returnsOf(request, buyer, 'buyer');
    expect(closed?.status).toBe('closed');
    const exchange = (await api.buyerOrders(buyer)).find((r) => r.orderId === closed?.exchangeOrderId);
    expect(exchange).toMatchObject({ orderKind: 'exchange', totalAmount: 0, size: 'L' });
    await page.goto('/buyer/orders');
    await expect(
      page.getByRole('heading', { name: `Order #${closed?.exchangeOrderId} · Exchange for return #${closed?.returnId}` }),
    ).toBeVisible();
    const card = await openOrder(page, orderId);
    await expect(card.getByText(`Exchanged: the new size ships as order #${closed?.exchangeOrderId}`)).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'returns/buyer-exchanged');
    const list = page.getByRole('region', { name: RETURN_TEXTS.returns });
    await list.scrollIntoViewIfNeeded();
    await expect(list.getByText('Closed', { exact: true }).first()).toBeVisible();
    await shoot(page, 'returns/buyer-returns-list');
  });

  await test.step('the L delivered, it may be returned or exchanged in turn (decision 158)', async () => {
    const [closed] = await returnsOf(request, buyer, 'buyer');
    const exchangeOrderId = closed?.exchangeOrderId as number;
    await moveOrder(request, vendor, exchangeOrderId, ['processing', 'shipped', 'completed']);
    const card = await openOrder(page, exchangeOrderId, 'exchange');
    await expect(card.getByText(/^Returnable until /)).toBeVisible();
    await card.getByRole('button', { name: RETURN_TEXTS.returnOrExchange }).click();
    const dialog = page.getByRole('dialog', { name: `${RETURN_TEXTS.returnOrExchange} · Order #${exchangeOrderId}` });
    // The line is priced as the sale paid for it: that is what a refund gives back.
    await expect(dialog.getByText(/\(L\) · \$40\.00/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
