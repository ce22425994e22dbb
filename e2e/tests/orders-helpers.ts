// Order calls the order specs need beside the shared fixtures: moving, cancelling and deleting as
// the vendor would, over the API, so each spec starts where its screen matters.

import type { APIRequestContext, Page } from '@playwright/test';
import type { VendorOrder } from '@seamline/contract';
import type { TestUser } from '../fixtures';

const auth = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });

async function ok(response: Awaited<ReturnType<APIRequestContext['put']>>, what: string) {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  return response;
}

export async function moveOrder(request: APIRequestContext, vendor: TestUser, orderId: number, statuses: string[]): Promise<void> {
  for (const status of statuses) {
    await ok(
      await request.put('/api/vendors/updateOrderStatus', { data: { orderId, status }, headers: auth(vendor) }),
      `move ${orderId} to ${status}`,
    );
  }
}

export async function cancelOrder(request: APIRequestContext, vendor: TestUser, orderId: number): Promise<void> {
  await ok(await request.put('/api/vendors/cancelOrder', { data: { orderId }, headers: auth(vendor) }), `cancel ${orderId}`);
}

export async function deleteProduct(request: APIRequestContext, vendor: TestUser, productId: number): Promise<void> {
  await ok(await request.delete('/api/vendors/deleteProduct', { data: { productId }, headers: auth(vendor) }), `delete ${productId}`);
}

export async function vendorOrder(request: APIRequestContext, vendor: TestUser, orderId: number): Promise<VendorOrder> {
  const response = await ok(await request.get('/api/vendors/pendingOrders', { headers: auth(vendor) }), 'vendor orders');
  const order = ((await response.json()) as VendorOrder[]).find((o) => o.id === orderId);
  if (!order) throw new Error(`order ${orderId} not found`);
  return order;
}

/** A date as the web app shows it (web/src/lib/format-date.ts), in the browser's own locale. */
export const shownDate = (page: Page, iso: string) =>
  page.evaluate((value) => new Date(value).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }), iso);

export const orderCard = (page: Page, id: number) => page.getByRole('article', { name: `Order #${id}`, exact: true });

/** A buyer's order on Order History: the list item under its 'Order #id' heading. */
export const buyerOrderCard = (page: Page, id: number) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Order #${id}`, exact: true }) });
