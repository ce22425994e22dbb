import { createOrPromoteOperator } from '../src/domain/admin/operators.js';
import type { ProductDetail, ProductInput, RegisterRequest, ShippingProfile } from '@seamline/contract';
import type { TestApp } from './test-app.js';

let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

export interface TestUser {
  id: number;
  email: string;
  password: string;
  token: string;
  fullName: string;
}

export function buyerPayload(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  return {
    fullName: 'Bea Buyer',
    email: `buyer-${unique()}@example.test`,
    password: 'correct horse battery',
    role: 'buyer',
    preferences: 'female',
    addressLine1: '12 Market Street',
    city: 'Springfield',
    postalCode: '12345',
    country: 'USA',
    ...overrides,
  };
}

export function vendorPayload(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  return {
    fullName: 'Vic Vendor',
    email: `vendor-${unique()}@example.test`,
    password: 'correct horse battery',
    role: 'vendor',
    vendorName: `Store ${unique()}`,
    addressLine1: '1 Warehouse Road',
    city: 'Portland',
    postalCode: '97201',
    country: 'USA',
    ...overrides,
  };
}

export async function registerAndLogin(t: TestApp, payload: RegisterRequest): Promise<TestUser> {
  const reg = await t.call('POST', '/api/registration/register', { body: payload });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.statusCode} ${reg.body}`);
  const login = await t.call('POST', '/api/registration/login', { body: { email: payload.email, password: payload.password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const body = login.json();
  return { id: body.userId, email: body.email, password: payload.password, token: body.token, fullName: body.fullName };
}

export const createBuyer = (t: TestApp, overrides: Partial<RegisterRequest> = {}) => registerAndLogin(t, buyerPayload(overrides));
/**
 * Delivery for nothing: what a test vendor ships on unless the test is about shipping, so the totals
 * of tests written before shipping stay the goods plus tax.
 */
export const NO_SHIPPING_FEES: ShippingProfile = {
  processingDays: 2,
  standard: { firstItem: 0, additionalItem: 0, transitDays: [2, 5] },
  express: null,
  freeOver: null,
};

/** A vendor, logged in, delivering on `shipping` (null: the defaults a new shop starts with). */
export async function createVendor(
  t: TestApp,
  overrides: Partial<RegisterRequest> = {},
  shipping: ShippingProfile | null = NO_SHIPPING_FEES,
): Promise<TestUser> {
  const vendor = await registerAndLogin(t, vendorPayload(overrides));
  if (shipping) {
    const res = await t.call('PUT', '/api/vendors/shipping', { token: vendor.token, body: shipping });
    if (res.statusCode !== 200) throw new Error(`shipping profile refused: ${res.statusCode} ${res.body}`);
  }
  return vendor;
}

export function productPayload(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    productName: 'Canvas Sneakers',
    description: 'Low-top canvas sneakers with a rubber sole.',
    price: 49.99,
    stockQuantity: 10,
    categoryName: 'female',
    subCategoryName: 'shoes',
    imageUrl: '/images/catalog/sneakers/white.svg',
    ...overrides,
  };
}

export async function createProduct(t: TestApp, vendor: TestUser, overrides: Partial<ProductInput> = {}) {
  const res = await t.call('POST', '/api/vendors/addProduct', { token: vendor.token, body: productPayload(overrides) });
  if (res.statusCode !== 201) throw new Error(`addProduct failed: ${res.statusCode} ${res.body}`);
  return res.json() as { productId: number; productName: string; price: number; stockQuantity: number };
}

export async function addToCart(t: TestApp, buyer: TestUser, productId: number, quantity = 1) {
  const res = await t.call('POST', '/api/buyer/cart/add', { token: buyer.token, body: { productId, quantity } });
  if (res.statusCode !== 200) throw new Error(`cart add failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function checkout(t: TestApp, buyer: TestUser): Promise<number[]> {
  const res = await t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token });
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return res.json().orderIds;
}

/** The buyer's cart as the API answers it. */
export const cartOf = async (t: TestApp, buyer: TestUser) => (await t.call('GET', '/api/buyer/cart', { token: buyer.token })).json();

/** A product's stock as its page shows it. */
export const stockOf = async (t: TestApp, productId: number): Promise<number> =>
  (await t.call('GET', `/api/buyer/product/${productId}`)).json().stockQuantity;

/** One size × colour as a vendor sends it (docs/architecture.md#sizes-and-colours). */
export interface VariantPayload {
  variantId?: number;
  size?: string | null;
  colour?: string | null;
  colourHex?: string | null;
  sku?: string | null;
  price?: number | null;
  stockQuantity: number;
  imageUrl?: string | null;
}

/** A product sold in sizes × colours, added through the API; answers the product page. */
export async function createProductWithVariants(
  t: TestApp,
  vendor: TestUser,
  variants: VariantPayload[],
  overrides: Partial<ProductInput> = {},
) {
  const res = await t.call('POST', '/api/vendors/addProduct', {
    token: vendor.token,
    body: { ...productPayload({ categoryName: 'female', subCategoryName: 'clothes', ...overrides }), variants },
  });
  if (res.statusCode !== 201) throw new Error(`addProduct failed: ${res.statusCode} ${res.body}`);
  const page = await t.call('GET', `/api/buyer/product/${res.json().productId}`);
  return page.json() as ProductDetail;
}

/** An operator (docs/architecture.md#money-and-operator), made as `npm run admin` makes one, signed in at the same login. */
export async function createAdmin(t: TestApp, now = new Date()): Promise<TestUser> {
  const email = `admin-${unique()}@example.test`;
  const password = 'operator pass phrase';
  await createOrPromoteOperator(t.db, { email, password, fullName: 'Ada Admin' }, now);
  const login = await t.call('POST', '/api/registration/login', { body: { email, password } });
  if (login.statusCode !== 200) throw new Error(`admin login failed: ${login.statusCode} ${login.body}`);
  const body = login.json();
  return { id: body.userId, email, password, token: body.token, fullName: body.fullName };
}
