// docs/architecture.md#returns: two units come back for a refund, one damaged. The buyer gets both refunded with
// their tax share, on the card, once; only the resellable unit goes back to stock.

import { formatPrice, RETURN_TEXTS } from '@seamline/contract';
import { expect as baseExpect, loginAs, test, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';
import { moveOrder } from './orders-helpers';
import { longReturnWindow, openOrder, post, returnsOf } from './returns-helpers';

// Three people's screens on a machine that may be busy: every wait is longer than the suite's default.
const expect = baseExpect.configure({ timeout: 60_000 });
test.use({ actionTimeout: 60_000, navigationTimeout: 120_000 });

test('refund with one item damaged', async ({ page, api, browser, request }) => {
  // Three people's screens in one journey: more than the default on a busy machine.
  test.setTimeout(480_000);
  const vendor = await api.createVendor({ vendorName: `Knit House ${uniqueId()}` });
  await longReturnWindow(request, vendor);
  const sweater = await api.addProduct(vendor, { productName: `Wool Sweater ${uniqueId()}`, price: 50, stockQuantity: 5 });
  const buyer = await api.createBuyer();
  await api.addToCart(buyer, sweater.productId, 2);
  const [orderId] = await api.checkoutByCard(buyer);
  if (orderId === undefined) throw new Error('no order placed');
  await moveOrder(request, vendor, orderId, ['processing', 'shipped', 'completed']);
  await loginAs(page, buyer);

  await test.step('the buyer returns both for a refund', async () => {
    const card = await openOrder(page, orderId);
    await card.getByRole('button', { name: RETURN_TEXTS.returnOrExchange }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Quantity').selectOption('2');
    await dialog.getByLabel('Reason').selectOption('quality');
    await dialog.getByRole('button', { name: 'Request return' }).click();
    await expect(dialog).toBeHidden();
  });
  const [ret] = await returnsOf(request, buyer, 'buyer');
  if (!ret) throw new Error('no return');
  await post(request, vendor, `/api/vendors/returns/${ret.returnId}/approve`);
  await post(request, buyer, `/api/buyer/returns/${ret.returnId}/shipped`, {});

  await test.step('the vendor receives them, one damaged: the refund and what it does to the balance are shown', async () => {
    const context = await browser.newContext();
    const vendorPage = await context.newPage();
    await loginAs(vendorPage, vendor);
    await vendorPage.goto('/vendor/returns');
    await vendorPage.getByRole('button', { name: 'On the way back' }).click();
    const item = vendorPage.getByRole('region', { name: `Return #${ret.returnId}` });
    await item.getByRole('button', { name: 'Receive' }).click();
    await item.getByLabel('Damaged').fill('1');
    // $100.00 and its 8% tax.
    await expect(item.getByText(`The buyer gets ${formatPrice(108)} back on their card.`, { exact: false })).toBeVisible();
    await expectAccessible(vendorPage);
    await shoot(vendorPage, 'returns/vendor-damaged');
    await item.getByRole('button', { name: 'Confirm receipt' }).click();
    await expect(vendorPage.getByText(`Return #${ret.returnId} received`)).toBeVisible();
    await context.close();
  });

  await test.step('refunded once, one unit back in stock, and the buyer sees it', async () => {
    const [done] = await returnsOf(request, buyer, 'buyer');
    expect(done).toMatchObject({ status: 'closed', refundAmount: 108, refundStatus: 'refunded' });
    expect(done?.lines[0]).toMatchObject({ resellable: 1, damaged: 1 });
    expect((await api.product(sweater.productId)).stockQuantity).toBe(4);
    const [row] = (await api.buyerOrders(buyer)).filter((r) => r.orderId === orderId);
    expect(row?.paymentStatus).toBe('refunded');
    const card = await openOrder(page, orderId);
    await expect(card.getByText(`Refunded ${formatPrice(108)}`)).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'returns/buyer-refunded');
  });
});
