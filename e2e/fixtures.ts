// Shared fixtures of the browser suite: an HTTP helper that makes users, products and orders
// (so journeys start where they matter), session helpers, and a toast locator.

import { createHmac } from 'node:crypto';
import { type APIRequestContext, type APIResponse, test as base, expect, type Locator, type Page } from '@playwright/test';
import type {
  BuyerOrderRow,
  CartItem,
  Category,
  CheckoutResponse,
  LoginResponse,
  ProductDetail,
  ProductInput,
  ProductUpdate,
  Review,
  Role,
  ShippingProfile,
  Subcategory,
  VendorOrder,
  VendorProduct,
} from '@seamline/contract';

/** The password of the seeded demo logins (vendor1…6@seamline.test, buyer1…20@seamline.test). */
export { DEMO_PASSWORD } from '../server/src/seed/catalogue.js';
export { expect };
/** The password of the users the suite creates. */
export const DEFAULT_PASSWORD = 'password123';

export interface Address {
  addressLine1: string;
  city: string;
  postalCode: string;
  country: string;
}

/** A registered and logged-in user, as the API answered, plus what was sent to create it. */
export interface TestUser {
  userId: number;
  fullName: string;
  email: string;
  password: string;
  role: Role;
  preferences: string | null;
  vendorName: string | null;
  token: string;
  address: Address;
}

/** A short token unique across workers and runs, for emails and product names. */
export function uniqueId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

export const uniqueEmail = (prefix: string) => `${prefix}-${uniqueId()}@e2e.test`;

export const defaultAddress = (): Address => ({
  addressLine1: '12 Test Street',
  city: 'Springfield',
  postalCode: '12345',
  country: 'USA',
});

export interface BuyerOverrides extends Partial<Address> {
  fullName?: string;
  email?: string;
  password?: string;
  preferences?: Category;
}

export interface VendorOverrides extends Partial<Address> {
  fullName?: string;
  email?: string;
  password?: string;
  vendorName?: string;
  /** How the shop delivers; free unless given, so journeys about other things add up as before (null: a new shop's defaults). */
  shipping?: ShippingProfile | null;
}

/** Delivery at no charge, for shops whose journeys are not about delivery. */
export const FREE_DELIVERY: ShippingProfile = {
  processingDays: 2,
  standard: { firstItem: 0, additionalItem: 0, transitDays: [2, 5] },
  express: null,
  freeOver: null,
};

export interface ProductOverrides {
  productName?: string;
  categoryName?: Category;
  subCategoryName?: Subcategory;
  description?: string;
  price?: number;
  stockQuantity?: number;
  imageUrl?: string;
  /** Sizes × colours (docs/architecture.md#sizes-and-colours); without them the product has one variant. */
  variants?: ProductInput['variants'];
  /** Ordered photos: the product's own (`colour` null) and each colour's (docs/architecture.md#everyday-shop). */
  images?: ProductInput['images'];
}

async function json<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) {
    throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** The API over Playwright's request context (shapes: contract/src/schemas). */
export class Api {
  constructor(private readonly request: APIRequestContext) {}

  private auth(user: TestUser) {
    return { Authorization: `Bearer ${user.token}` };
  }

  async login(email: string, password: string): Promise<LoginResponse> {
    const response = await this.request.post('/api/registration/login', { data: { email, password } });
    return json<LoginResponse>(response, `login ${email}`);
  }

  /** Logs an existing user in and answers it as a TestUser (e.g. one registered through the UI). */
  async signIn(email: string, password: string, address: Address = defaultAddress()): Promise<TestUser> {
    const login = await this.login(email, password);
    return {
      userId: login.userId,
      fullName: login.fullName,
      email: login.email,
      password,
      role: login.role,
      preferences: login.preferences,
      vendorName: login.vendorName,
      token: login.token,
      address,
    };
  }

  private async registerAndLogin(payload: Record<string, unknown>, password: string, address: Address): Promise<TestUser> {
    await json(await this.request.post('/api/registration/register', { data: payload }), `register ${String(payload.email)}`);
    return this.signIn(String(payload.email), password, address);
  }

  async createBuyer(overrides: BuyerOverrides = {}): Promise<TestUser> {
    const { fullName, email, password = DEFAULT_PASSWORD, preferences = 'female', ...addressParts } = overrides;
    const address = { ...defaultAddress(), ...addressParts };
    return this.registerAndLogin(
      {
        fullName: fullName ?? `Buyer ${uniqueId()}`,
        email: email ?? uniqueEmail('buyer'),
        password,
        role: 'buyer',
        preferences,
        ...address,
      },
      password,
      address,
    );
  }

  async createVendor(overrides: VendorOverrides = {}): Promise<TestUser> {
    const id = uniqueId();
    const { fullName, email, password = DEFAULT_PASSWORD, vendorName, shipping = FREE_DELIVERY, ...addressParts } = overrides;
    const address = { ...defaultAddress(), ...addressParts };
    const vendor = await this.registerAndLogin(
      {
        fullName: fullName ?? `Vendor ${id}`,
        email: email ?? uniqueEmail('vendor'),
        password,
        role: 'vendor',
        vendorName: vendorName ?? `Shop ${id}`,
        ...address,
      },
      password,
      address,
    );
    if (shipping) {
      const response = await this.request.put('/api/vendors/shipping', { data: shipping, headers: this.auth(vendor) });
      await json(response, 'shipping profile');
    }
    return vendor;
  }

  async addProduct(vendor: TestUser, overrides: ProductOverrides = {}): Promise<VendorProduct> {
    const data: ProductInput = {
      productName: `E2E Product ${uniqueId()}`,
      categoryName: 'female',
      subCategoryName: 'clothes',
      description: 'A product made by the browser suite.',
      price: 25,
      stockQuantity: 20,
      imageUrl: '',
      ...overrides,
    };
    const response = await this.request.post('/api/vendors/addProduct', { data, headers: this.auth(vendor) });
    return json<VendorProduct>(response, `add product ${data.productName}`);
  }

  /** Uploads a photo as the vendor's dialog does; answers its address under /images/uploads/. */
  async uploadImage(vendor: TestUser, name: string, buffer: Buffer, mimeType = 'image/jpeg'): Promise<string> {
    const response = await this.request.post('/api/vendors/uploadImage', {
      multipart: { image: { name, mimeType, buffer } },
      headers: this.auth(vendor),
    });
    return (await json<{ imageUrl: string }>(response, `upload ${name}`)).imageUrl;
  }

  /** Changes some fields of one of the vendor's products, keeping the rest as `product` has them. */
  async updateProduct(vendor: TestUser, product: VendorProduct, changes: ProductOverrides): Promise<VendorProduct> {
    const { productId, productName, categoryName, subCategoryName, description, price, stockQuantity, imageUrl } = product;
    const data: ProductUpdate = {
      productId,
      productName,
      categoryName,
      subCategoryName,
      description,
      price,
      stockQuantity,
      imageUrl,
      ...changes,
    };
    const response = await this.request.put('/api/vendors/updateProduct', { data, headers: this.auth(vendor) });
    return json<VendorProduct>(response, `update product ${productId}`);
  }

  /** The product as buyers see it: its variants with their ids, stock and prices. */
  async product(productId: number): Promise<ProductDetail> {
    return json<ProductDetail>(await this.request.get(`/api/buyer/product/${productId}`), `product ${productId}`);
  }

  async addToCart(buyer: TestUser, productId: number, quantity = 1, variantId?: number): Promise<void> {
    const data = variantId === undefined ? { productId, quantity } : { productId, quantity, variantId };
    const response = await this.request.post('/api/buyer/cart/add', { data, headers: this.auth(buyer) });
    await json(response, `add product ${productId} to cart`);
  }

  async checkout(buyer: TestUser): Promise<number[]> {
    const response = await this.request.post('/api/buyer/cart/checkout', { headers: this.auth(buyer) });
    return (await json<CheckoutResponse>(response, 'checkout')).orderIds;
  }

  /**
   * Checks out paying by card, as the checkout page does (docs/architecture.md#payments): the card to the sandbox
   * provider's token endpoint, the token to the shop. Answers the new order ids.
   */
  async checkoutByCard(buyer: TestUser, number = '4242424242424242'): Promise<number[]> {
    const card = await this.request.post('/psp/v1/tokens', { data: { number, expMonth: 12, expYear: 2034, cvc: '123' } });
    const { token } = await json<{ token: string }>(card, 'card token');
    const response = await this.request.post('/api/buyer/cart/checkout', {
      data: { payment: { method: 'card', token } },
      headers: { ...this.auth(buyer), 'Idempotency-Key': `e2e-${uniqueId()}` },
    });
    return (await json<CheckoutResponse>(response, 'checkout by card')).orderIds;
  }

  /** Puts the lines in the buyer's cart and checks out; answers the new order ids. */
  async placeOrder(buyer: TestUser, lines: { productId: number; quantity?: number }[]): Promise<number[]> {
    for (const line of lines) await this.addToCart(buyer, line.productId, line.quantity ?? 1);
    return this.checkout(buyer);
  }

  async addReview(buyer: TestUser, productId: number, rating: number, comment: string, fit?: Review['fit']): Promise<Review> {
    const response = await this.request.post('/api/buyer/addReview', {
      data: { productId, rating, comment, fit },
      headers: this.auth(buyer),
    });
    return json<Review>(response, `review product ${productId}`);
  }

  /** The buyer's cart as the API answers it. */
  async cart(buyer: TestUser): Promise<CartItem[]> {
    const response = await this.request.get('/api/buyer/cart', { headers: this.auth(buyer) });
    return json<CartItem[]>(response, 'cart');
  }

  async buyerOrders(buyer: TestUser): Promise<BuyerOrderRow[]> {
    const response = await this.request.get('/api/buyer/orders', { headers: this.auth(buyer) });
    return json<BuyerOrderRow[]>(response, 'buyer orders');
  }

  async vendorOrders(vendor: TestUser): Promise<VendorOrder[]> {
    const response = await this.request.get('/api/vendors/pendingOrders', { headers: this.auth(vendor) });
    return json<VendorOrder[]>(response, 'vendor orders');
  }
}

/**
 * Signs an HS256 token with this run's server secret (E2E_JWT_SECRET, set by playwright.config.ts
 * and handed to the server by scripts/e2e-server.mjs), e.g. one that has already expired. `sid`
 * names the session the token belongs to (`sessionOf` a real token).
 */
export function signToken(claims: { sub: string; role: Role; sid: string; iat: number; exp: number }): string {
  const secret = process.env.E2E_JWT_SECRET;
  if (!secret) throw new Error('E2E_JWT_SECRET is not set: run the suite through e2e/playwright.config.ts');
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** The session a token names (its `sid` claim). */
export const sessionOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid;

/** The session the web app keeps in localStorage (spec §3). */
export function storedUser(user: TestUser) {
  return {
    id: user.userId,
    fullName: user.fullName,
    email: user.email,
    role: user.role,
    preferences: user.preferences,
    vendorName: user.vendorName,
  };
}

/**
 * Starts the page signed in as `user`: the session is written to localStorage before the app's
 * first script runs. It is written once per call (a sessionStorage mark), so a later logout or
 * session expiry in the same tab is not undone by the next navigation.
 */
export async function loginAs(page: Page, user: TestUser): Promise<void> {
  await page.addInitScript(
    ({ token, user: stored, mark }) => {
      try {
        if (!window.location.protocol.startsWith('http') || window.sessionStorage.getItem(mark)) return;
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('user', stored);
        window.sessionStorage.setItem(mark, '1');
      } catch {
        // about:blank and opaque origins have no storage; the next real page will.
      }
    },
    { token: user.token, user: JSON.stringify(storedUser(user)), mark: `e2e-session-${uniqueId()}` },
  );
}

/** Logs in through the Login screen, as a person would (opening it unless already there). */
export async function loginThroughUi(page: Page, email: string, password: string): Promise<void> {
  if (!page.url().match(/^https?:\/\/[^/]+\/login(\?|$)/)) await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** What a person types into the Register screen; a buyer picks a preference, a vendor names the shop. */
export interface RegistrationForm {
  fullName: string;
  email: string;
  password: string;
  address: Address;
  /** A buyer's shopping preference, by the label the select shows. */
  preferenceLabel?: string;
  vendorName?: string;
}

/** Fills the Register screen, as a person would, and presses Create Account (the role is chosen first). */
export async function registerThroughUi(page: Page, form: RegistrationForm): Promise<void> {
  await page.getByLabel('Full Name', { exact: true }).fill(form.fullName);
  await page.getByLabel('Email', { exact: true }).fill(form.email);
  await page.getByLabel('Password', { exact: true }).fill(form.password);
  if (form.preferenceLabel !== undefined) {
    await page.getByLabel('Shopping preference', { exact: true }).selectOption({ label: form.preferenceLabel });
  }
  if (form.vendorName !== undefined) await page.getByLabel('Vendor Name', { exact: true }).fill(form.vendorName);
  await page.getByLabel('Address', { exact: true }).fill(form.address.addressLine1);
  await page.getByLabel('City', { exact: true }).fill(form.address.city);
  await page.getByLabel('Postal Code', { exact: true }).fill(form.address.postalCode);
  await page.getByLabel('Country', { exact: true }).fill(form.address.country);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/**
 * Chooses a radio drawn as a card or a star: the input itself is visually hidden (sr-only), so,
 * like a person, click the label around it; then check it took.
 */
export async function chooseRadio(radio: Locator): Promise<void> {
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A sonner toast whose title is exactly `title` (and whose text contains `description`). */
export function toast(page: Page, title: string, description?: string): Locator {
  let locator = page
    .locator('[data-sonner-toast]')
    .filter({ has: page.locator('[data-title]', { hasText: new RegExp(`^\\s*${escapeRegExp(title)}\\s*$`) }) });
  if (description !== undefined) {
    locator = locator.filter({ has: page.locator('[data-description]', { hasText: description }) });
  }
  return locator.first();
}

/** The <dd> that answers the <dt> whose text is exactly `term`, within `scope`. */
export function definition(scope: Locator, term: string): Locator {
  return scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(term)}\\s*$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The cart line of the product named `productName` (its name links to the product). */
export const cartLine = (page: Page, productName: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: productName, exact: true }) });

/** Parses `$1,234.56` into 1234.56. */
export const parsePrice = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

/** Reads localStorage's session keys. */
export const readSession = (page: Page) =>
  page.evaluate(() => ({ token: window.localStorage.getItem('token'), user: window.localStorage.getItem('user') }));

export const test = base.extend<{ api: Api }>({
  api: async ({ request }, use) => {
    await use(new Api(request));
  },
});
