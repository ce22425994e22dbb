// Decisions 221 and 222: the shop sets where returns go on its profile; once it approves a return
// the buyer is told where to send the parcel (on the order and in the approval mail) and prints a
// one-page return slip whose code the shop types at receipt to find the return.

import { API_MESSAGES, RETURN_SLIP_TEXTS, RETURN_TEXTS, returnSlipCode } from '@seamline/contract';
import { expect as baseExpect, loginAs, test, uniqueId } from '../fixtures';
import { linkPath, mailTo } from '../mail';
import { expectAccessible, shoot } from '../screens';
import { moveOrder } from './orders-helpers';
import { longReturnWindow, openOrder, post, returnsOf } from './returns-helpers';

// Two people's screens on a machine that may be busy: every wait is longer than the suite's default.
const expect = baseExpect.configure({ timeout: 60_000 });
test.use({ actionTimeout: 60_000, navigationTimeout: 120_000 });

const WELCOME = 'Welcome to Seamline — please confirm your e-mail address';
const depot = { addressLine1: 'Returns Desk, 9 Dock Lane', city: 'Salem', postalCode: '97301', country: 'USA' };
const note = 'Weekdays 9–17. Please keep the labels on.';

/** Pages a PDF of the page as printed holds. */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;

test('approved: the buyer is told where to send it and prints the slip; the shop finds it by its code', async ({
  page,
  api,
  browser,
  request,
}) => {
  test.setTimeout(480_000);
  const vendor = await api.createVendor({ vendorName: `Trowfofo ${uniqueId()}` });
  await longReturnWindow(request, vendor);
  const coat = await api.addProduct(vendor, { productName: `Field Coat ${uniqueId()}`, price: 100, stockQuantity: 5 });
  const buyer = await api.createBuyer();
  // A confirmed address gets the shop's address in the mail.
  await page.goto(linkPath(await mailTo(buyer.email, WELCOME), '/verify-email'));
  await expect(page.getByRole('status')).toHaveText(API_MESSAGES.emailVerified);
  await api.addToCart(buyer, coat.productId, 1);
  const [orderId] = await api.checkoutByCard(buyer);
  if (orderId === undefined) throw new Error('no order placed');
  await moveOrder(request, vendor, orderId, ['processing', 'shipped', 'completed']);

  const context = await browser.newContext();
  const vendorPage = await context.newPage();
  await loginAs(vendorPage, vendor);

  await test.step('the shop gives a return address and a note on its profile', async () => {
    await vendorPage.goto('/vendor/profile');
    const same = vendorPage.getByRole('checkbox', { name: RETURN_SLIP_TEXTS.sameAsBusiness });
    await expect(same).toBeChecked();
    await same.uncheck();
    const group = vendorPage.getByRole('group', { name: RETURN_SLIP_TEXTS.returnAddress });
    await group.getByLabel('Address', { exact: true }).fill(depot.addressLine1);
    await group.getByLabel('City', { exact: true }).fill(depot.city);
    await group.getByLabel('Postal Code', { exact: true }).fill(depot.postalCode);
    await group.getByLabel('Country', { exact: true }).fill(depot.country);
    await vendorPage.getByLabel(RETURN_SLIP_TEXTS.instructionsLabel).fill(note);
    await vendorPage.getByRole('button', { name: 'Save Changes' }).click();
    await expect(vendorPage.getByText('Your profile has been updated successfully.')).toBeVisible();
    await group.scrollIntoViewIfNeeded();
    await expectAccessible(vendorPage);
    await shoot(vendorPage, 'returns/vendor-return-address');
  });

  await loginAs(page, buyer);
  await test.step('the buyer asks to return the coat: nothing of the address yet', async () => {
    const card = await openOrder(page, orderId);
    await card.getByRole('button', { name: RETURN_TEXTS.returnOrExchange }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').selectOption('too_small');
    await dialog.getByRole('button', { name: 'Request return' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(RETURN_TEXTS.statuses.requested, { exact: true }).first()).toBeVisible();
    await expect(card.getByRole('region', { name: RETURN_SLIP_TEXTS.whereToSend })).toHaveCount(0);
  });
  const [ret] = await returnsOf(request, buyer, 'buyer');
  if (!ret) throw new Error('no return');
  expect(ret).toMatchObject({ status: 'requested', returnAddress: null, returnInstructions: null, slipCode: null });
  const code = returnSlipCode(ret.returnId);

  await test.step('the shop approves it', async () => {
    await vendorPage.goto('/vendor/returns');
    const item = vendorPage.getByRole('region', { name: `Return #${ret.returnId}` });
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect(vendorPage.getByText(`Return #${ret.returnId} approved`)).toBeVisible();
  });

  await test.step('the buyer sees where to send it, and the mail says the same', async () => {
    const card = await openOrder(page, orderId);
    const box = card.getByRole('region', { name: RETURN_SLIP_TEXTS.whereToSend });
    await expect(box).toBeVisible();
    await expect(box.getByText(depot.addressLine1)).toBeVisible();
    await expect(box.getByText(`${depot.city} ${depot.postalCode}`)).toBeVisible();
    await expect(box.getByText(note)).toBeVisible();
    await expect(box.getByText(RETURN_SLIP_TEXTS.writeOnParcel(ret.returnId))).toBeVisible();
    await expect(box.getByText(code)).toBeVisible();
    await box.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await shoot(page, 'returns/buyer-where-to-send');

    const mail = await mailTo(buyer.email, `Return #${ret.returnId} approved`);
    expect(mail.text).toContain(
      `Send it to: ${vendor.vendorName}, ${depot.addressLine1}, ${depot.city}, ${depot.postalCode}, ${depot.country}`,
    );
    expect(mail.text).toContain(`From the shop: ${note}`);
    expect(mail.text).toContain(`Return code: ${code}`);
  });

  await test.step('the buyer opens the slip; it prints on one page', async () => {
    const card = await openOrder(page, orderId);
    await card.getByRole('button', { name: RETURN_SLIP_TEXTS.printSlip }).click();
    const slip = page.getByRole('dialog', { name: RETURN_SLIP_TEXTS.slipTitle(ret.returnId) });
    await expect(slip.getByText(`Order #${orderId}`)).toBeVisible();
    await expect(slip.getByText(code)).toBeVisible();
    await expect(slip.getByRole('row').nth(1)).toContainText(coat.productName);
    await expect(slip.getByRole('row').nth(1)).toContainText('Refund');
    await expectAccessible(page);
    await shoot(page, 'returns/buyer-return-slip');
    // What the printer gets: the slip alone, on one page of A4 and of US Letter.
    for (const format of ['A4', 'Letter'] as const) expect(pdfPages(await page.pdf({ format, printBackground: true })), format).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await shoot(page, 'returns/buyer-return-slip-print', [1280]);
    await page.emulateMedia({ media: 'screen' });
  });

  await test.step('sent back, the shop types the code from the slip and finds the return to receive', async () => {
    await post(request, buyer, `/api/buyer/returns/${ret.returnId}/shipped`, {});
    await vendorPage.goto('/vendor/returns');
    await vendorPage.getByLabel(RETURN_SLIP_TEXTS.findLabel).fill(code.toLowerCase().replace(/-/g, ' '));
    await vendorPage.keyboard.press('Enter');
    const item = vendorPage.getByRole('region', { name: `Return #${ret.returnId}` });
    await expect(item.getByRole('button', { name: 'Receive' })).toBeVisible();
    await expect(vendorPage.getByText(code, { exact: true }).first()).toBeVisible();
    await expectAccessible(vendorPage);
    await shoot(vendorPage, 'returns/vendor-found-by-code');
  });
  await context.close();
});
