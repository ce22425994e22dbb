// A dead reset link says so on arrival, before
// the form is filled (F11); 'Log out everywhere' asks first, and the login page it leads to opens
// at the top (F25).

import { ACCOUNT_TEXTS, API_MESSAGES, SUCCESS } from '@seamline/contract';
import { expect, loginAs, readSession, test, toast } from '../fixtures';
import { expectAccessible, shoot } from '../screens';

test('F11: an unknown or missing reset link says so at once, with a way to a new link', async ({ page }) => {
  for (const address of ['/reset-password?token=this-link-was-never-sent', '/reset-password']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { name: ACCOUNT_TEXTS.resetLinkDeadTitle, level: 1 })).toBeVisible();
    await expect(page.getByText(API_MESSAGES.resetLinkInvalid)).toBeVisible();
    await expect(page.getByLabel('New password')).toHaveCount(0);
  }
  await shoot(page, 'f11-dead-reset-link');
  await expectAccessible(page);
  await page.getByRole('link', { name: ACCOUNT_TEXTS.sendNewLink }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('F25: Log out everywhere asks first; confirmed, the login page opens at the top', async ({ page, api }) => {
  const buyer = await api.createBuyer();
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, buyer);
  await page.goto('/buyer/profile');
  const button = page.getByRole('button', { name: 'Log out everywhere' });
  await button.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);

  await button.click();
  const dialog = page.getByRole('dialog', { name: ACCOUNT_TEXTS.logoutEverywhereTitle });
  await expect(dialog).toContainText(ACCOUNT_TEXTS.logoutEverywhereQuestion);
  await shoot(page, 'f25-logout-everywhere-confirm');
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: ACCOUNT_TEXTS.logoutEverywhereKeep }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/buyer\/profile$/);
  expect((await readSession(page)).token).toBe(buyer.token);
  expect((await api.buyerOrders(buyer)).length).toBe(0); // the session still works on the server

  await button.click();
  await page
    .getByRole('dialog', { name: ACCOUNT_TEXTS.logoutEverywhereTitle })
    .getByRole('button', { name: ACCOUNT_TEXTS.logoutEverywhereConfirm })
    .click();
  await expect(toast(page, SUCCESS.loggedOutEverywhere.title)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: /login|welcome/i, level: 1 })).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(api.buyerOrders(buyer)).rejects.toThrow(/401/);
});
