// docs/architecture.md#returns: the vendor rejects a return, the buyer disputes, and the operator refunds, audited.

import { ADMIN_TEXTS, formatPrice, RETURN_TEXTS } from '@seamline/contract';
import { expect as baseExpect, DEMO_PASSWORD, loginAs, test, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';
import { moveOrder } from './orders-helpers';
import { longReturnWindow, openOrder, returnsOf } from './returns-helpers';

// Three people's screens on a machine that may be busy: every wait is longer than the suite's default.
const expect = baseExpect.configure({ timeout: 60_000 });
test.use({ actionTimeout: 60_000, navigationTimeout: 120_000 });

test('reject → dispute → operator refund', async ({ page, api, browser, request }) => {
  // Three people's screens in one journey: more than the default on a busy machine.
  test.setTimeout(480_000);
  const vendor = await api.createVendor({ vendorName: `Strict Shop ${uniqueId()}` });
  await longReturnWindow(request, vendor);
  const coat = await api.addProduct(vendor, { productName: `Trench Coat ${uniqueId()}`, price: 90, stockQuantity: 2 });
  const buyer = await api.createBuyer();
  await api.addToCart(buyer, coat.productId, 1);
  const [orderId] = await api.checkoutByCard(buyer);
  if (orderId === undefined) throw new Error('no order placed');
  await moveOrder(request, vendor, orderId, ['processing', 'shipped', 'completed']);
  await loginAs(page, buyer);
  const card = await openOrder(page, orderId);
  await card.getByRole('button', { name: RETURN_TEXTS.returnOrExchange }).click();
  await page.getByRole('dialog').getByLabel('Reason').selectOption('not_as_pictured');
  await page.getByRole('dialog').getByRole('button', { name: 'Request return' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(card.getByText('Requested', { exact: true }).first()).toBeVisible();
  const [ret] = await returnsOf(request, buyer, 'buyer');
  if (!ret) throw new Error('no return');

  await test.step('the vendor rejects it with a reason', async () => {
    const context = await browser.newContext();
    const vendorPage = await context.newPage();
    await loginAs(vendorPage, vendor);
    await vendorPage.goto('/vendor/returns');
    const item = vendorPage.getByRole('region', { name: `Return #${ret.returnId}` });
    await item.getByRole('button', { name: 'Reject' }).click();
    await item.getByLabel('Reason for the buyer').fill('The coat was worn');
    await item.getByRole('button', { name: 'Reject return' }).click();
    await expect(vendorPage.getByText(`Return #${ret.returnId} rejected`)).toBeVisible();
    await context.close();
  });

  await test.step('the buyer disputes the rejection', async () => {
    const again = await openOrder(page, orderId);
    await expect(again.getByText('Reason given: The coat was worn')).toBeVisible();
    await again.getByLabel('Why do you disagree?').fill('It was never worn; the photos show the tags');
    await again.getByRole('button', { name: 'Dispute the decision' }).click();
    await expect(again.getByText('In dispute', { exact: true }).first()).toBeVisible();
  });

  await test.step("the operator refunds it from 'Returns in dispute', audited", async () => {
    const context = await browser.newContext();
    const adminPage = await context.newPage();
    await loginAs(adminPage, await api.signIn('admin@seamline.test', DEMO_PASSWORD));
    await adminPage.goto('/admin/returns');
    await expect(
      adminPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: RETURN_TEXTS.returnsInDispute }),
    ).toBeVisible();
    const item = adminPage.getByRole('region', { name: `Return #${ret.returnId}` });
    await expect(item.getByText('The buyer says: It was never worn; the photos show the tags')).toBeVisible();
    await item.getByLabel('Decision note (kept in the audit log)').fill('Tags visible in the photos');
    await expectAccessible(adminPage);
    await shoot(adminPage, 'returns/admin-disputes');
    // The goods stay with the buyer here: the explicit choice (a refund normally waits for them).
    await item.getByRole('button', { name: 'Refund without the items' }).click();
    await expect(adminPage.getByText(`Return #${ret.returnId} refunded`)).toBeVisible();
    await adminPage.goto('/admin/audit');
    await expect(adminPage.getByText(ADMIN_TEXTS.actionLabels['return.resolved']).first()).toBeVisible();
    await context.close();
  });

  const [done] = await returnsOf(request, buyer, 'buyer');
  expect(done).toMatchObject({ status: 'closed', refundAmount: 97.2, refundStatus: 'refunded' });
  const shown = await openOrder(page, orderId);
  await expect(shown.getByText(`Refunded ${formatPrice(97.2)}`)).toBeVisible();
});
