// docs/architecture.md#money-and-operator: a vendor ships a card order and sees it on hold on its Earnings screen; the sandbox's
// clock moves past the return window and the money is available; the operator runs payouts behind
// a confirmation and marks the payout paid; the vendor sees it paid out.

import { LEDGER_TEXTS, PAYMENT_TEXTS } from '@seamline/contract';
import { DEMO_PASSWORD, expect, loginAs, test, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';
import { orderCard } from './orders-helpers';

const ADMIN = 'admin@seamline.test';
const figure = (page: import('@playwright/test').Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test('a shipped card order is on hold, released after the return window, and paid out by the operator', async ({ page, api, browser }) => {
  const store = `Ledger Goods ${uniqueId()}`;
  const vendor = await api.createVendor({ vendorName: store });
  const coat = await api.addProduct(vendor, { productName: `Wool Coat ${uniqueId()}`, categoryName: 'male', price: 100, stockQuantity: 3 });
  const buyer = await api.createBuyer();
  await api.addToCart(buyer, coat.productId, 1);
  const [id] = await api.checkoutByCard(buyer);
  if (id === undefined) throw new Error('no order placed');
  await loginAs(page, vendor);

  await test.step('the vendor ships it: Earnings shows the sale less the commission on hold', async () => {
    await page.goto('/vendor/orders');
    const card = orderCard(page, id);
    await card.getByRole('button', { name: 'Process Order' }).click();
    await card.getByRole('button', { name: 'Mark as Shipped' }).click();
    await page
      .getByRole('dialog', { name: `Ship order #${id}` })
      .getByRole('button', { name: 'Mark as Shipped' })
      .click();
    await expect(card.getByText(PAYMENT_TEXTS.statusLabels.captured, { exact: true })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: LEDGER_TEXTS.earnings, exact: true }).click();
    await expect(page).toHaveURL(/\/vendor\/earnings$/);
    await expect(figure(page, LEDGER_TEXTS.onHold)).toHaveText('$90.00');
    await expect(figure(page, LEDGER_TEXTS.available)).toHaveText('$0.00');
    await expect(page.getByRole('cell', { name: new RegExp(LEDGER_TEXTS.kindLabels.sale.replace(/[()]/g, '\\$&')) })).toBeVisible();
    await expect(page.getByRole('link', { name: `Order #${id}` }).first()).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'earnings-on-hold');
  });

  await test.step('delivered, then the sandbox clock passes the return window: the money is available', async () => {
    const delivered = await page.request.put('/api/vendors/markOrderAsDelivered', {
      data: { orderId: id },
      headers: { Authorization: `Bearer ${vendor.token}` },
    });
    expect(delivered.status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('next-release')).not.toHaveText(LEDGER_TEXTS.noRelease);
    const clock = await page.request.post('/psp/v1/clock', {
      data: { advanceSeconds: 31 * 86_400 },
      headers: { Authorization: `Bearer ${process.env.E2E_PSP_KEY}` },
    });
    expect(clock.status()).toBe(200);
    await page.reload();
    await expect(figure(page, LEDGER_TEXTS.available)).toHaveText('$90.00');
    await expect(figure(page, LEDGER_TEXTS.onHold)).toHaveText('$0.00');
    await expect(page.getByText(LEDGER_TEXTS.kindLabels.release).first()).toBeVisible();
  });

  await test.step('the operator runs payouts after a confirmation and marks the payout paid', async () => {
    const context = await browser.newContext();
    const admin = await context.newPage();
    await loginAs(admin, await api.signIn(ADMIN, DEMO_PASSWORD));
    await admin.goto('/admin');
    await admin.getByRole('banner').getByRole('link', { name: 'Payouts', exact: true }).click();
    await expect(admin.getByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible();
    await expect(admin.getByTestId('ledger-state')).toContainText(LEDGER_TEXTS.ledgerBalanced);
    // While the shop is suspended the run leaves it out and says so (decision 209).
    const operator = await api.signIn(ADMIN, DEMO_PASSWORD);
    const setStatus = async (status: string) => {
      const res = await admin.request.put(`/api/admin/vendors/${vendor.userId}`, {
        data: { status },
        headers: { Authorization: `Bearer ${operator.token}` },
      });
      expect(res.status()).toBe(200);
    };
    await setStatus('suspended');
    await admin.getByRole('button', { name: LEDGER_TEXTS.runPayouts }).click();
    const first = admin.getByRole('dialog', { name: LEDGER_TEXTS.runConfirmTitle });
    await first.getByRole('button', { name: LEDGER_TEXTS.runConfirm }).click();
    await expect(first).toBeHidden();
    await expect(admin.getByTestId('payouts-left-out')).toContainText(LEDGER_TEXTS.runLeftOut(1));
    await expect(admin.getByTestId('payouts-left-out')).toContainText(`${store} ($90.00)`);
    await expect(admin.getByRole('row').filter({ hasText: store })).toHaveCount(0);
    await shoot(admin, 'admin-payouts-left-out');
    await setStatus('active');
    await admin.getByRole('button', { name: LEDGER_TEXTS.runPayouts }).click();
    const dialog = admin.getByRole('dialog', { name: LEDGER_TEXTS.runConfirmTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: LEDGER_TEXTS.runConfirm }).click();
    await expect(dialog).toBeHidden();
    const row = admin.getByRole('row').filter({ hasText: store });
    await expect(row.getByText('$90.00')).toBeVisible();
    await expect(row.getByText(LEDGER_TEXTS.payoutStatusLabels.pending)).toBeVisible();
    await expectAccessible(admin);
    await shoot(admin, 'admin-payouts');
    // Being sent, not yet paid: the vendor's Paid out does not count it, and says it is on its way.
    await page.reload();
    await expect(figure(page, LEDGER_TEXTS.paidOut)).toHaveText('$0.00');
    await expect(page.locator('dt', { hasText: LEDGER_TEXTS.paidOut }).locator('xpath=following-sibling::dd[2]')).toHaveText(
      `${LEDGER_TEXTS.paidOutHint} · ${LEDGER_TEXTS.onItsWay('$90.00')}`,
    );
    await expect(figure(page, LEDGER_TEXTS.available)).toHaveText('$0.00');
    await row.getByRole('button', { name: new RegExp(`^${LEDGER_TEXTS.markPaid}`) }).click();
    await expect(row.getByText(LEDGER_TEXTS.payoutStatusLabels.paid, { exact: true })).toBeVisible();
    await expect(admin.getByTestId('ledger-state')).toContainText(LEDGER_TEXTS.ledgerBalanced);
    await context.close();
  });

  await test.step('the vendor sees it paid out, each cent explained by its entries', async () => {
    await page.reload();
    await expect(figure(page, LEDGER_TEXTS.paidOut)).toHaveText('$90.00');
    await expect(figure(page, LEDGER_TEXTS.available)).toHaveText('$0.00');
    await expect(page.getByText(LEDGER_TEXTS.kindLabels.payout).first()).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: LEDGER_TEXTS.payoutStatusLabels.paid })).toHaveCount(1);
    await expect(page.getByText(LEDGER_TEXTS.onItsWay('$90.00'))).toHaveCount(0);
    await shoot(page, 'earnings-paid-out');
  });

  await test.step('the entries are in date order, newest first; on a phone the order links stand out by more than colour', async () => {
    const entries = page.getByRole('table', { name: new RegExp(`^${LEDGER_TEXTS.entries}`) });
    const dates = await entries.locator('tbody tr td:first-child').allTextContents();
    const times = dates.map((d) => new Date(d).getTime());
    expect(times.length).toBeGreaterThan(3);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    await page.setViewportSize({ width: 390, height: 844 });
    const link = entries.getByRole('link', { name: `Order #${id}` }).first();
    await expect(link).toBeVisible();
    expect(await link.evaluate((a) => getComputedStyle(a).textDecorationLine)).toContain('underline');
    await expectAccessible(page);
    await shoot(page, 'earnings-phone-ledger', [390]);
  });
});
