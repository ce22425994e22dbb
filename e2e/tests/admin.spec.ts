// The operator (docs/architecture.md#money-and-operator): signs in at the same login and lands on /admin; sets a shop's
// commission and finds it in the audit log; buyers are kept out of the operator's pages, and the
// operator out of the buyer's and vendor's (spec §2's 'any other case': to /).

import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, loginAs, loginThroughUi, test } from '../fixtures';
import { DESKTOP_WIDTH, expectAccessible, PHONE_WIDTH, shoot } from '../screens';

const ADMIN = 'admin@seamline.test';

test('the operator signs in at the login and lands on the overview with its figures', async ({ page }) => {
  await loginThroughUi(page, ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  const header = page.getByRole('banner');
  for (const link of ['Overview', 'Vendors', 'Audit log'])
    await expect(header.getByRole('link', { name: link, exact: true })).toBeVisible();
  // The demo's 20 buyers and 6 shops are counted; the period's sales are in dollars and cents.
  await expect(
    page
      .getByRole('definition')
      .filter({ hasText: /^\$[\d,]+\.\d\d$/ })
      .first(),
  ).toBeVisible();
  const buyers = page.locator('dt', { hasText: 'Buyers' }).locator('xpath=following-sibling::dd[1]');
  expect(Number((await buyers.textContent())?.replace(/,/g, ''))).toBeGreaterThanOrEqual(20);
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page.getByRole('heading', { name: 'Sales · Last 7 days' })).toBeVisible();
});

test("the operator changes a shop's commission, with a message for a bad rate, and finds it in the audit log", async ({ page, api }) => {
  const vendor = await api.createVendor();
  const store = vendor.vendorName as string;
  await loginAs(page, await api.signIn(ADMIN, DEMO_PASSWORD));
  await page.goto('/admin');
  await page.getByRole('banner').getByRole('link', { name: 'Vendors', exact: true }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: store, exact: true }) });
  await expect(row.getByText('default (10%)')).toBeVisible();
  await row.getByRole('button', { name: `Edit commission of ${store}` }).click();
  const rate = page.getByLabel(`Commission % for ${store}`);
  await expect(rate).toBeFocused();
  await rate.fill('150');
  await rate.press('Enter');
  await expect(row.getByRole('alert')).toHaveText('Commission must be a whole number from 0 to 100');
  await rate.fill('12');
  await rate.press('Enter');
  await expect(row.getByText('12%', { exact: true })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Audit log', exact: true }).click();
  const entry = page.getByRole('row').filter({ hasText: store }).first();
  await expect(entry).toContainText('Commission rate');
  await expect(entry).toContainText(ADMIN);
  await expect(entry).toContainText('default → 12%');
});

test('a buyer opening /admin is sent to /, and the operator on buyer and vendor pages too', async ({ browser, api }) => {
  const buyerPage = await (await browser.newContext()).newPage();
  await loginAs(buyerPage, await api.createBuyer());
  await buyerPage.goto('/admin/vendors');
  await expect(buyerPage).toHaveURL(/\/$/);
  await expect(buyerPage.getByRole('heading', { name: 'Vendors', level: 1 })).toHaveCount(0);

  const adminPage = await (await browser.newContext()).newPage();
  await loginAs(adminPage, await api.signIn(ADMIN, DEMO_PASSWORD));
  for (const path of ['/buyer/cart', '/buyer/dashboard', '/vendor/dashboard']) {
    await adminPage.goto(path);
    await expect(adminPage, `${path} should send the operator to /`).toHaveURL(/\/$/);
  }
  await expect(adminPage.getByRole('heading', { name: 'Keep the marketplace running' })).toBeVisible();
});

/** The Overview's bars as drawn, once their animation has ended (they stop changing between looks). */
async function chartDrawn(page: Page) {
  const bars = page.locator('.recharts-bar-rectangle path');
  await expect(bars.first()).toBeVisible();
  let last = '';
  await expect
    .poll(async () => {
      const now = (await bars.evaluateAll((paths) => paths.map((p) => p.getAttribute('d')))).join(' ');
      const settled = now === last;
      last = now;
      return settled;
    })
    .toBe(true);
}

test("the operator's screens and a demo shop's Earnings at phone and desktop widths", async ({ page, api, browser }) => {
  test.setTimeout(300_000);
  await loginAs(page, await api.signIn(ADMIN, DEMO_PASSWORD));
  const ready = async (heading: string) => {
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  };
  for (const width of [PHONE_WIDTH, DESKTOP_WIDTH]) {
    // Each page is opened at its width: a chart resized after drawing is shot mid-animation.
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path, heading] of [
      ['overview', '/admin', 'Overview'],
      ['vendors', '/admin/vendors', 'Vendors'],
      ['payouts', '/admin/payouts', 'Payouts'],
      ['moderation', '/admin/moderation', 'Moderation'],
      ['audit', '/admin/audit', 'Audit log'],
    ] as const) {
      await page.goto(path);
      await ready(heading);
      if (name === 'overview') await chartDrawn(page);
      if (name === 'audit' && width === DESKTOP_WIDTH) await expectAccessible(page);
      await shoot(page, `operator-${name}`, [width]);
    }
  }
  // The demo's first shop: sales on hold and available, payouts already made (docs/architecture.md#money-and-operator's demo story).
  const vendorPage = await (await browser.newContext()).newPage();
  await loginAs(vendorPage, await api.signIn('vendor1@seamline.test', DEMO_PASSWORD));
  await vendorPage.goto('/vendor/earnings');
  await expect(vendorPage.getByRole('heading', { name: 'Earnings', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(vendorPage.getByRole('link', { name: /^Order #\d+$/ }).first()).toBeVisible();
  await shoot(vendorPage, 'earnings-demo');
});
