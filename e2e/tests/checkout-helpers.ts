// The checkout page as a buyer uses it (docs/architecture.md#payments): the specs about payment drive it field by
// field; the others, which are about something else, place their order on delivery in one step.

import { type Page, expect } from '@playwright/test';

/** 'Place order · $x', whatever the total. */
export const placeOrderButton = (page: Page) => page.getByRole('button', { name: /^Place order · / });

/** Types a card as a person would: number, expiry (MM / YY) and CVC. */
export async function fillCard(page: Page, number: string, expiry = '12 / 34', cvc = '123'): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill(expiry);
  await page.getByLabel('Security code (CVC)').fill(cvc);
}

/** From the cart: Proceed to Checkout, which opens the checkout page and places nothing yet. */
export async function proceedToCheckout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/buyer\/checkout$/);
  await expect(placeOrderButton(page)).toBeVisible();
}

/** From the cart: Proceed to Checkout, Pay on delivery, Place order. */
export async function checkOutOnDelivery(page: Page): Promise<void> {
  await proceedToCheckout(page);
  await page.getByRole('radio', { name: /Pay on delivery/ }).check();
  await placeOrderButton(page).click();
}

/** The confirmation page of the orders just placed; answers their numbers as shown. */
export async function confirmedOrderIds(page: Page): Promise<number[]> {
  await expect(page).toHaveURL(/\/buyer\/checkout\/confirmation\?orders=[\d,]+$/);
  await expect(page.getByRole('heading', { name: 'Order confirmed', level: 1 })).toBeVisible();
  return (new URL(page.url()).searchParams.get('orders') ?? '').split(',').map(Number);
}
