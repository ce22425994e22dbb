import type { ProductInput, SizeChartInput } from '@seamline/contract';
import { expect } from 'vitest';
import { createProductWithVariants, createVendor, type TestUser } from '../../factories.js';
import type { TestApp } from '../../test-app.js';

/**
 * The size passport's tests' shops (docs/decisions/252–255): vendors with charts of their own,
 * shirts in sizes, orders paid on delivery and delivered, returns asked for, and the money clock
 * moved past return windows, all through the API.
 */
export function fitShop(t: TestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: TestUser, body?: unknown) =>
    t.call(method, url, { token: user.token, ...(body !== undefined ? { body } : {}) });

  /** A vendor named `vendorName`, with `chart` as its women's clothes chart when given. */
  async function vendor(vendorName: string, chart?: SizeChartInput['rows'] | unknown[]) {
    const v = await createVendor(t, { vendorName });
    if (chart) {
      const res = await call('PUT', '/api/vendors/sizeCharts', v, { categoryName: 'female', subCategoryName: 'clothes', rows: chart });
      expect(res.statusCode, res.body).toBe(200);
    }
    return v;
  }

  /** A product in `sizes` (one colour unless given), answering its id and its variant ids by size (and colour). */
  async function product(seller: TestUser, sizes: string[], overrides: Partial<ProductInput> = {}, colours: (string | null)[] = [null]) {
    const variants = colours.flatMap((colour) => sizes.map((size) => ({ size, colour, stockQuantity: 20 })));
    const page = await createProductWithVariants(t, seller, variants, { productName: 'Linen Shirt', price: 40, ...overrides });
    const ids: Record<string, number> = Object.fromEntries(
      page.variants.map((v) => [`${v.size}${v.colour ? `/${v.colour}` : ''}`, v.variantId]),
    );
    return { productId: page.productId, ids };
  }

  /** The buyer orders `variantId` of `productId` (paying on delivery) and the vendor delivers it; answers the order line's id. */
  async function delivered(buyer: TestUser, seller: TestUser, productId: number, variantId: number) {
    expect((await call('POST', '/api/buyer/cart/add', buyer, { productId, variantId, quantity: 1 })).statusCode).toBe(200);
    const placed = await call('POST', '/api/buyer/cart/checkout', buyer);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orderIds[0] as number;
    for (const status of ['processing', 'shipped', 'completed'])
      expect((await call('PUT', '/api/vendors/updateOrderStatus', seller, { orderId, status })).statusCode).toBe(200);
    const rows = (await call('GET', '/api/buyer/orders', buyer)).json() as { orderId: number; orderItemId: number }[];
    return { orderId, orderItemId: rows.find((r) => r.orderId === orderId)?.orderItemId as number };
  }

  /** The buyer asks to return the line for `reason`; answers the return's id. */
  async function sendBack(buyer: TestUser, line: { orderId: number; orderItemId: number }, reason: string) {
    const res = await call('POST', '/api/buyer/returns', buyer, {
      orderId: line.orderId,
      lines: [{ orderItemId: line.orderItemId, quantity: 1, reason, outcome: 'refund' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().returnId as number;
  }

  /** Moves the money clock (the sandbox's test clock) on by `days`. */
  async function later(days: number) {
    const res = await t.call('POST', '/psp/v1/clock', { token: t.app.psp?.apiKey, body: { advanceSeconds: Math.round(days * 86_400) } });
    expect(res.statusCode, res.body).toBe(200);
  }

  return { call, vendor, product, delivered, sendBack, later };
}

/** A women's clothes chart of S, M, L by chest (cm), waist and hip following. */
export const chestChart = (chest: Record<'S' | 'M' | 'L', [number, number]>) =>
  (['S', 'M', 'L'] as const).map((size, i) => ({
    size,
    measurements: { chest: { min: chest[size][0], max: chest[size][1] }, waist: 64 + i * 5, hip: 88 + i * 5 },
  }));
