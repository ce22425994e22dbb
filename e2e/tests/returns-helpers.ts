// Returns (docs/architecture.md#returns): the calls the return specs make beside the screens, as the buyer or vendor would.

import type { APIRequestContext, Page } from '@playwright/test';
import type { Return } from '@seamline/contract';
import type { TestUser } from '../fixtures';
import { buyerOrderCard } from './orders-helpers';

const auth = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });

export async function returnsOf(request: APIRequestContext, user: TestUser, who: 'buyer' | 'vendors' | 'admin'): Promise<Return[]> {
  const response = await request.get(`/api/${who}/returns`, { headers: auth(user) });
  if (!response.ok()) throw new Error(`returns failed: ${response.status()}`);
  return (await response.json()) as Return[];
}

export async function post(request: APIRequestContext, user: TestUser, url: string, data: unknown = {}): Promise<void> {
  const response = await request.post(url, { data, headers: auth(user) });
  if (!response.ok()) throw new Error(`${url} failed: ${response.status()} ${await response.text()}`);
}

/** The buyer's order on Order History (an exchange order is headed 'Order #n · Exchange for return #m'), its details opened. */
export async function openOrder(page: Page, orderId: number, kind: 'sale' | 'exchange' = 'sale') {
  await page.goto('/buyer/orders');
  const card =
    kind === 'sale'
      ? buyerOrderCard(page, orderId)
      : page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: new RegExp(`^Order #${orderId} · Exchange for return #\\d+$`) }) });
  await card.getByRole('button', { name: 'Order Details' }).click();
  return card;
}

/**
 * Gives the vendor the longest return window (100 days). The sandbox's test clock is shared by the
 * suite and only moves on (earnings-payouts.spec.ts moves it past a 30-day window), and the window
 * is read on that clock, so a journey that returns an order delivered today needs room ahead.
 */
export async function longReturnWindow(request: APIRequestContext, vendor: TestUser): Promise<void> {
  const { fullName, vendorName, address } = vendor;
  const response = await request.put('/api/vendors/profile', {
    data: { fullName, vendorName, ...address, returnDays: 100 },
    headers: auth(vendor),
  });
  if (!response.ok()) throw new Error(`profile failed: ${response.status()} ${await response.text()}`);
}
