// An exchange a person gets through without help (docs/decisions/217, 219): the sizes offered keep the colour
// bought, another colour only when the buyer picks it; the replacement order reads as the exchange
// of its return on both sides, with no charge and no Cancel; the vendor's mail says exchange, and
// the buyer hears 'on its way' when the replacement ships, not when the return arrives.

import { EXCHANGE_TEXTS, RETURN_TEXTS } from '@seamline/contract';
import { expect as baseExpect, loginAs, test, uniqueId } from '../fixtures';
import { mailsTo, mailTo } from '../mail';
import { expectAccessible, shoot } from '../screens';
import { moveOrder, orderCard } from './orders-helpers';
import { longReturnWindow, openOrder, post, returnsOf } from './returns-helpers';

const expect = baseExpect.configure({ timeout: 60_000 });
test.use({ actionTimeout: 60_000, navigationTimeout: 120_000 });

test('exchange a black sandal 40 for a black 41: same colour first, an exchange order that says so, mails at the right moment', async ({
  page,
  api,
  browser,
  request,
}) => {
  test.setTimeout(480_000);
  const vendor = await api.createVendor({ vendorName: `Stride ${uniqueId()}` });
  await longReturnWindow(request, vendor);
  const sandals = await api.addProduct(vendor, {
    productName: `Sport Sandals ${uniqueId()}`,
    price: 62.5,
    categoryName: 'female',
    subCategoryName: 'shoes',
    variants: [
      { size: '36', colour: 'Olive', stockQuantity: 3 },
      { size: '40', colour: 'Black', stockQuantity: 3 },
      { size: '41', colour: 'Olive', stockQuantity: 3 },
      { size: '41', colour: 'Black', stockQuantity: 3 },
      { size: '42', colour: 'Olive', stockQuantity: 3 },
    ],
  });
  const variants = (await api.product(sandals.productId)).variants;
  const idOf = (size: string, colour: string) => variants.find((v) => v.size === size && v.colour === colour)?.variantId;
  const buyer = await api.createBuyer();
  await api.addToCart(buyer, sandals.productId, 1, idOf('40', 'Black'));
  const [orderId] = await api.checkoutByCard(buyer);
  if (orderId === undefined) throw new Error('no order placed');
  await moveOrder(request, vendor, orderId, ['processing', 'shipped', 'completed']);
  await loginAs(page, buyer);

  await test.step('the size list holds Black only; Olive only when the buyer picks it', async () => {
    const card = await openOrder(page, orderId);
    await card.getByRole('button', { name: RETURN_TEXTS.returnOrExchange }).click();
    const dialog = page.getByRole('dialog', { name: `${RETURN_TEXTS.returnOrExchange} · Order #${orderId}` });
    await dialog.getByLabel('Reason').selectOption('too_small');
    await dialog.getByLabel('I would like').selectOption('exchange');
    const sizes = dialog.getByLabel(EXCHANGE_TEXTS.sizeLabel);
    await expect(sizes.getByRole('option', { name: '41' })).toHaveCount(1);
    expect(await sizes.locator('option').allTextContents()).toEqual([EXCHANGE_TEXTS.chooseSize, '41']);
    await expect(dialog.getByLabel(EXCHANGE_TEXTS.colour)).toHaveValue('Black');
    await expectAccessible(page);
    await shoot(page, 'exchange/dialog-same-colour');
    await dialog.getByLabel(EXCHANGE_TEXTS.colour).selectOption('Olive');
    expect(await sizes.locator('option').allTextContents()).toEqual([EXCHANGE_TEXTS.chooseSize, '36', '41', '42']);
    await dialog.getByLabel(EXCHANGE_TEXTS.colour).selectOption('Black');
    await sizes.selectOption({ label: '41' });
    await dialog.getByRole('button', { name: 'Request return' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(/Exchange for 41 · Black/)).toBeVisible();
  });

  const [ret] = await returnsOf(request, buyer, 'buyer');
  if (!ret) throw new Error('no return');
  await post(request, vendor, `/api/vendors/returns/${ret.returnId}/approve`);
  await post(request, buyer, `/api/buyer/returns/${ret.returnId}/shipped`, {});
  const [sent] = await returnsOf(request, vendor, 'vendors');
  await post(request, vendor, `/api/vendors/returns/${ret.returnId}/receive`, {
    lines: (sent?.lines ?? []).map((l) => ({ returnLineId: l.returnLineId, resellable: l.quantity, damaged: 0 })),
  });
  const [closed] = await returnsOf(request, buyer, 'buyer');
  const exchangeId = closed?.exchangeOrderId as number;
  expect(closed?.lines[0]).toMatchObject({ exchangeSize: '41', exchangeColour: 'Black' });

  await test.step("the vendor's Orders list shows the exchange of return #n, no charge, no 'Paid', a cancel that refunds", async () => {
    const context = await browser.newContext();
    const vendorPage = await context.newPage();
    await loginAs(vendorPage, vendor);
    await vendorPage.goto('/vendor/orders');
    const card = orderCard(vendorPage, exchangeId);
    await expect(card.getByRole('link', { name: EXCHANGE_TEXTS.exchangeFor(ret.returnId) })).toBeVisible();
    await expect(card.getByText(EXCHANGE_TEXTS.noCharge).first()).toBeVisible();
    await expect(card.getByText('Paid', { exact: true })).toHaveCount(0);
    await expect(card.getByText('$0.00')).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: EXCHANGE_TEXTS.cancelAndRefund })).toBeVisible();
    await expect(card.getByText(EXCHANGE_TEXTS.cancelRefunds)).toBeVisible();
    await expectAccessible(vendorPage);
    await card.scrollIntoViewIfNeeded();
    await shoot(vendorPage, 'exchange/vendor-orders');
    await context.close();
  });

  await test.step("the buyer's history heads it 'Exchange for return #n', with no charge", async () => {
    await page.goto('/buyer/orders');
    const heading = page.getByRole('heading', { name: `Order #${exchangeId} · ${EXCHANGE_TEXTS.exchangeFor(ret.returnId)}` });
    await expect(heading).toBeVisible();
    const card = page.getByRole('listitem').filter({ has: heading });
    await expect(card.getByText(EXCHANGE_TEXTS.noChargeBuyer)).toBeVisible();
    await expect(card.getByText('Paid', { exact: true })).toHaveCount(0);
    await expectAccessible(page);
    await shoot(page, 'exchange/buyer-orders');
  });

  await test.step("the vendor's mail says exchange; 'on its way' only once the replacement ships", async () => {
    const vendorMail = await mailTo(vendor.email, EXCHANGE_TEXTS.vendorMailSubject(exchangeId, ret.returnId));
    expect(vendorMail.text).not.toMatch(/has placed|Total paid/);
    expect(mailsTo(buyer.email, EXCHANGE_TEXTS.shippedSubject(ret.returnId))).toEqual([]);
    await moveOrder(request, vendor, exchangeId, ['processing', 'shipped']);
    const onItsWay = await mailTo(buyer.email, EXCHANGE_TEXTS.shippedSubject(ret.returnId));
    expect(onItsWay.text).toContain(EXCHANGE_TEXTS.shipped(ret.returnId, orderId, exchangeId));
  });
});
