// The size passport: the calls its journeys make beside the screens, as the buyer and
// vendor would: a shirt in sizes, an order of sizes delivered, a return for a reason, a profile.

import type { APIRequestContext } from '@playwright/test';
import type { FitProfileInput, ReturnReason, VendorProduct } from '@seamline/contract';
import { type Api, type TestUser, uniqueId } from '../fixtures';
import { moveOrder } from './orders-helpers';
import { longReturnWindow, post } from './returns-helpers';

const auth = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });

/** A vendor whose returns stay open a long while (the suite's sandbox clock only moves on). */
export async function fitVendor(api: Api, request: APIRequestContext, name: string): Promise<TestUser> {
  const vendor = await api.createVendor({ vendorName: `${name} ${uniqueId()}` });
  await longReturnWindow(request, vendor);
  return vendor;
}

/** A men's shirt in the sizes given, 10 of each, on the default chart (M: chest 97–102 cm, L: 106–112 cm). */
export async function shirt(
  api: Api,
  vendor: TestUser,
  sizes: Record<string, number> = { S: 10, M: 10, L: 10, XL: 10 },
): Promise<VendorProduct> {
  return api.addProduct(vendor, {
    productName: `Oxford Shirt ${uniqueId()}`,
    categoryName: 'male',
    subCategoryName: 'clothes',
    price: 40,
    variants: Object.entries(sizes).map(([size, stockQuantity]) => ({ size, stockQuantity })),
  });
}

/** The product's variant id of a size. */
export async function variantOf(api: Api, productId: number, size: string): Promise<number> {
  const variant = (await api.product(productId)).variants.find((v) => v.size === size);
  if (!variant) throw new Error(`no size ${size} of product ${productId}`);
  return variant.variantId;
}

/** The buyer orders `quantity` of one size by card; the vendor ships and delivers it. Answers the order id. */
export async function deliveredOrder(
  api: Api,
  request: APIRequestContext,
  vendor: TestUser,
  buyer: TestUser,
  product: VendorProduct,
  size: string,
  quantity = 1,
): Promise<number> {
  await api.addToCart(buyer, product.productId, quantity, await variantOf(api, product.productId, size));
  const [orderId] = await api.checkoutByCard(buyer);
  if (orderId === undefined) throw new Error('no order placed');
  await moveOrder(request, vendor, orderId, ['processing', 'shipped', 'completed']);
  return orderId;
}

/** The buyer asks to return every unit of the order's one line, for `reason`. */
export async function returnAll(
  api: Api,
  request: APIRequestContext,
  buyer: TestUser,
  orderId: number,
  reason: ReturnReason,
): Promise<void> {
  const row = (await api.buyerOrders(buyer)).find((r) => r.orderId === orderId);
  if (!row) throw new Error(`order ${orderId} not found`);
  await post(request, buyer, '/api/buyer/returns', {
    orderId,
    lines: [{ orderItemId: row.orderItemId, quantity: row.quantity, reason, outcome: 'refund' }],
  });
}

/** Saves the buyer's measurements and usual sizes, as 'My sizes' does. */
export async function saveFitProfile(request: APIRequestContext, buyer: TestUser, profile: Partial<FitProfileInput>): Promise<void> {
  const response = await request.put('/api/buyer/fitProfile', {
    data: { measurements: {}, usualSizes: {}, ...profile },
    headers: auth(buyer),
  });
  if (!response.ok()) throw new Error(`fit profile failed: ${response.status()} ${await response.text()}`);
}
