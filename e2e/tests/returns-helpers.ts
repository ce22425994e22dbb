// Returns (DESIGN §14): the calls the return specs make beside the screens, as the buyer or vendor would.

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

/** The buyer's order on Order History, its details opened. */
export async function openOrder(page: Page, orderId: number) {
  await page.goto('/buyer/orders');
  const card = buyerOrderCard(page, orderId);
  await card.getByRole('button', { name: 'Order Details' }).click();
  return card;
}
