// A sales chart with nothing to show says 'No sales in this period' instead of
// drawing an empty $0–$4 axis: for a new vendor, and for periods without a (non-cancelled) sale.

import { ORDER_TEXTS } from '@seamline/contract';
import type { Page } from '@playwright/test';
import { expect, loginAs, test } from '../fixtures';
import { expectAccessible, shoot } from '../screens';
import { cancelOrder } from './orders-helpers';

const barChart = (page: Page) => page.getByRole('region', { name: 'Sales Bar Chart' });
const pieChart = (page: Page) => page.getByRole('region', { name: 'Sales by Category' });

test("a new vendor's dashboard says 'No sales in this period' instead of an empty axis", async ({ page, api }) => {
  const vendor = await api.createVendor();
  await loginAs(page, vendor);
  await page.goto('/vendor/dashboard');
  await expect(barChart(page).getByText(ORDER_TEXTS.noSalesInPeriod, { exact: true })).toBeVisible();
  await expect(barChart(page).locator('svg.recharts-surface')).toHaveCount(0);
  await expect(pieChart(page).getByText(ORDER_TEXTS.noSalesInPeriod, { exact: true })).toBeVisible();
  await shoot(page, 'orders-dashboard-no-sales');
  await expectAccessible(page);
});

test('each period without a sale says so; one with a sale draws its bars', async ({ page, api, request }) => {
  const vendor = await api.createVendor();
  const buyer = await api.createBuyer();
  const product = await api.addProduct(vendor, { price: 40 });
  const [cancelled] = await api.placeOrder(buyer, [{ productId: product.productId }]);
  await cancelOrder(request, vendor, cancelled as number);

  await loginAs(page, vendor);
  await page.goto('/vendor/dashboard');
  for (const period of ['7 Days', '30 Days', '90 Days']) {
    await page.getByRole('button', { name: period, exact: true }).click();
    await expect(barChart(page).getByText(ORDER_TEXTS.noSalesInPeriod, { exact: true })).toBeVisible();
    await expect(barChart(page).locator('svg.recharts-surface')).toHaveCount(0);
  }

  await api.placeOrder(buyer, [{ productId: product.productId }]);
  await page.reload();
  await expect(barChart(page).getByRole('img', { name: /^Daily sales from .*\$40\.00 from 1 orders/ })).toBeVisible();
  await expect(barChart(page).getByText(ORDER_TEXTS.noSalesInPeriod)).toHaveCount(0);
});
