// axe-core scan of every screen (docs/architecture.md#web-app: accessible, contrast AA). A violation of impact
// 'serious' or 'critical' fails its screen; every screen's results are attached to its test.
import type { Browser, Page, TestInfo } from '@playwright/test';
import { Api, DEMO_PASSWORD, expect, loginAs, type TestUser, test } from '../fixtures';
import { axeResults, blockingViolations } from '../screens';

// Screens are scanned independently; spread them over the workers (each worker seeds its own cast).
test.describe.configure({ mode: 'parallel' });

type AxeResults = Awaited<ReturnType<typeof axeResults>>;

interface Cast {
  buyer: TestUser;
  vendor: TestUser;
  admin: TestUser;
  productId: number;
  /** The order placed beforehand, for its confirmation page. */
  orderIds: number[];
}

let cast: Cast;

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  try {
    const api = new Api(request);
    const vendor = await api.createVendor();
    const product = await api.addProduct(vendor, { productName: 'Ribbed Cotton Cardigan', price: 34.5, stockQuantity: 25 });
    await api.addProduct(vendor, { productName: 'Leather Chelsea Boot', categoryName: 'male', subCategoryName: 'shoes', price: 89 });
    const buyer = await api.createBuyer();
    await api.addReview(buyer, product.productId, 4, 'Warm and soft, runs a little large.');
    // One order (so order screens and the dashboard have content), then a line left in the cart.
    const orderIds = await api.placeOrder(buyer, [{ productId: product.productId, quantity: 2 }]);
    await api.addToCart(buyer, product.productId, 1);
    const admin = await api.signIn('admin@seamline.test', DEMO_PASSWORD);
    // One operator action, so the audit log has a row to scan.
    const rated = await request.put(`/api/admin/vendors/${vendor.userId}`, {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: { commissionPercent: 11 },
    });
    expect(rated.status()).toBe(200);
    cast = { buyer, vendor, admin, productId: product.productId, orderIds };
  } finally {
    await request.dispose();
  }
});

interface Screen {
  name: string;
  path: (c: Cast) => string;
  as?: (c: Cast) => TestUser;
  /** What must show before the scan, so the screen is in its loaded state. */
  ready: (page: Page) => Promise<void>;
}

const heading = (name: string) => async (page: Page) => {
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
};

/** Opens the first order's details, so the scan covers its items table. */
const firstOrderDetails = async (page: Page) => {
  await page.getByRole('button', { name: 'Order Details' }).first().click();
  await expect(page.getByRole('table')).toBeVisible();
};

const screens: Screen[] = [
  { name: 'home', path: () => '/', ready: async (page) => expect(page.getByRole('heading', { name: 'Are you a Vendor?' })).toBeVisible() },
  { name: 'login', path: () => '/login', ready: heading('Login') },
  { name: 'register', path: () => '/register', ready: heading('Create your account') },
  {
    name: 'buyer dashboard',
    path: () => '/buyer/dashboard',
    as: (c) => c.buyer,
    ready: async (page) => expect(page.getByRole('main').locator('article').first()).toBeVisible(),
  },
  {
    name: 'product detail',
    path: (c) => `/buyer/product/${c.productId}`,
    as: (c) => c.buyer,
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Ribbed Cotton Cardigan', level: 1 })).toBeVisible();
      await expect(page.getByRole('listitem').getByText('Warm and soft, runs a little large.')).toBeVisible();
    },
  },
  {
    name: 'buyer cart',
    path: () => '/buyer/cart',
    as: (c) => c.buyer,
    ready: async (page) => expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible(),
  },
  {
    name: 'buyer checkout',
    path: () => '/buyer/checkout',
    as: (c) => c.buyer,
    ready: async (page) => {
      await expect(page.getByRole('button', { name: /^Place order · / })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Sandbox test cards' })).toBeVisible();
    },
  },
  {
    name: 'order confirmation',
    path: (c) => `/buyer/checkout/confirmation?orders=${c.orderIds.join(',')}`,
    as: (c) => c.buyer,
    ready: async (page) => expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible(),
  },
  {
    name: 'buyer orders',
    path: () => '/buyer/orders',
    as: (c) => c.buyer,
    ready: firstOrderDetails,
  },
  {
    name: 'buyer profile',
    path: () => '/buyer/profile',
    as: (c) => c.buyer,
    ready: async (page) => expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible(),
  },
  {
    name: 'vendor dashboard',
    path: () => '/vendor/dashboard',
    as: (c) => c.vendor,
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Recent Orders' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Sales Bar Chart' })).toBeVisible();
    },
  },
  {
    name: 'vendor products',
    path: () => '/vendor/products',
    as: (c) => c.vendor,
    ready: async (page) => expect(page.getByRole('table').getByText('Ribbed Cotton Cardigan')).toBeVisible(),
  },
  {
    name: 'vendor product dialog',
    path: () => '/vendor/products',
    as: (c) => c.vendor,
    ready: async (page) => {
      await page.getByRole('button', { name: 'Add Product' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Add New Product' })).toBeVisible();
    },
  },
  {
    name: 'vendor orders',
    path: () => '/vendor/orders',
    as: (c) => c.vendor,
    ready: firstOrderDetails,
  },
  {
    name: 'vendor profile',
    path: () => '/vendor/profile',
    as: (c) => c.vendor,
    ready: async (page) => expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible(),
  },
  {
    name: 'vendor orders, ship dialog',
    path: () => '/vendor/orders',
    as: (c) => c.vendor,
    ready: async (page) => {
      // The cast's one order is pending: processed first (its status matters to no other screen).
      const card = page.getByRole('article').first();
      await expect(card).toBeVisible();
      const ship = card.getByRole('button', { name: 'Mark as Shipped' });
      if (!(await ship.isVisible())) await card.getByRole('button', { name: 'Process Order' }).click();
      await ship.click();
      await expect(page.getByRole('dialog', { name: /^Ship order #/ })).toBeVisible();
    },
  },
  { name: 'dead reset link', path: () => '/reset-password?token=never-sent', ready: heading('This reset link no longer works') },
  {
    name: 'admin overview',
    path: () => '/admin',
    as: (c) => c.admin,
    ready: async (page) => expect(page.getByRole('heading', { name: 'Marketplace' })).toBeVisible(),
  },
  {
    name: 'admin vendors with a rate being edited',
    path: () => '/admin/vendors',
    as: (c) => c.admin,
    ready: async (page) => {
      await page.getByRole('button', { name: 'Edit commission of Northwind Apparel' }).click();
      await page.getByLabel('Commission % for Northwind Apparel').fill('150');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Commission must be a whole number' })).toBeVisible();
    },
  },
  {
    name: 'admin audit log',
    path: () => '/admin/audit',
    as: (c) => c.admin,
    ready: async (page) => expect(page.getByRole('row').filter({ hasText: 'Commission rate' }).first()).toBeVisible(),
  },
  { name: 'not found', path: () => '/this/page/does/not/exist', ready: heading('Page Not Found') },
];

async function scan(browser: Browser, baseURL: string | undefined, screen: Screen, testInfo: TestInfo): Promise<AxeResults> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const user = screen.as?.(cast);
    if (user) await loginAs(page, user);
    await page.goto(screen.path(cast));
    await screen.ready(page);
    // Nothing may still be loading when axe looks.
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    const results = await axeResults(page);
    await testInfo.attach(`axe-${screen.name.replace(/\s+/g, '-')}.json`, {
      contentType: 'application/json',
      body: JSON.stringify(
        {
          screen: screen.name,
          url: page.url(),
          passes: results.passes.length,
          incomplete: results.incomplete.length,
          violations: results.violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            help: v.help,
            targets: v.nodes.map((n) => n.target.join(' ')),
          })),
        },
        null,
        2,
      ),
    });
    return results;
  } finally {
    await context.close();
  }
}

for (const screen of screens) {
  test(`${screen.name} has no serious or critical axe violations`, async ({ browser, baseURL }, testInfo) => {
    const results = await scan(browser, baseURL, screen, testInfo);
    const lines = results.violations.flatMap((v) => v.nodes.map((n) => `  [${v.impact}] ${v.id}: ${n.target.join(' ')} — ${v.help}`));
    console.log(
      `axe ${screen.name}: ${results.violations.length} violation(s), ${results.passes.length} rules passed${lines.length ? `\n${lines.join('\n')}` : ''}`,
    );
    expect(blockingViolations(results), `serious/critical axe violations on ${screen.name}`).toEqual([]);
  });
}
