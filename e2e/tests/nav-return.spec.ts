// Signing in leads back to where the visitor was going ('Login to
// buy', any guarded page, through Register too) and never off the site; 'Become a Vendor' opens
// registration as a vendor; a vendor's home offers only places that work for a vendor; Login and
// Create Account send once however fast the clicks.
import type { Page, Request } from '@playwright/test';
import { CATEGORY_LABELS, SUCCESS } from '@seamline/contract';
import { defaultAddress, expect, loginAs, loginThroughUi, registerThroughUi, test, toast, uniqueEmail, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';

function countRequests(page: Page, method: string, path: string): () => number {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === method && new URL(r.url()).pathname === path) seen.push(r);
  });
  return () => seen.length;
}

test("'Login to buy' returns the buyer to the product after login", async ({ page, api }) => {
  const vendor = await api.createVendor();
  const product = await api.addProduct(vendor, { stockQuantity: 5 });
  const buyer = await api.createBuyer();

  await page.goto(`/buyer/product/${product.productId}`);
  await page.getByRole('link', { name: 'Login to buy' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=/buyer/product/${product.productId}$`));
  await shoot(page, 'nav-login-with-next');
  await loginThroughUi(page, buyer.email, buyer.password);

  await expect(page).toHaveURL(new RegExp(`/buyer/product/${product.productId}$`));
  await expect(page.getByRole('heading', { name: product.productName, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
});

test('a guarded page returns the visitor there after login, and an outside next is ignored', async ({ page, api }) => {
  const buyer = await api.createBuyer();
  await page.goto('/buyer/orders');
  await expect(page).toHaveURL(/\/login\?next=\/buyer\/orders$/);
  await loginThroughUi(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/buyer\/orders$/);
  await expect(page.getByRole('heading', { name: 'Order History', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  for (const next of ['//evil.example/buyer/cart', '/\\evil.example', 'https://evil.example/']) {
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await loginThroughUi(page, buyer.email, buyer.password);
    await expect(page, `next=${next}`).toHaveURL(/^http:\/\/localhost:\d+\/buyer\/dashboard$/);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  }
});

test("a visitor who registers from 'Login to buy' logs in and is back on the product", async ({ page, api }) => {
  const vendor = await api.createVendor();
  const product = await api.addProduct(vendor, { stockQuantity: 5 });
  await page.goto(`/buyer/product/${product.productId}`);
  await page.getByRole('link', { name: 'Login to buy' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(new RegExp(`/register\\?next=/buyer/product/${product.productId}$`));

  const email = uniqueEmail('nav-reg');
  await page.getByRole('radio', { name: /Buyer/ }).locator('xpath=ancestor::label[1]').click();
  await registerThroughUi(page, {
    fullName: 'Nora Next',
    email,
    password: 'password123',
    address: defaultAddress(),
    preferenceLabel: CATEGORY_LABELS.female,
  });
  await expect(toast(page, SUCCESS.register.title, SUCCESS.register.description)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=/buyer/product/${product.productId}$`));
  await loginThroughUi(page, email, 'password123');
  await expect(page).toHaveURL(new RegExp(`/buyer/product/${product.productId}$`));
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
});

test("'Become a Vendor' opens registration with the vendor role chosen", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Become a Vendor' }).click();
  await expect(page).toHaveURL(/\/register\?role=vendor$/);
  await expect(page.getByRole('radio', { name: /Vendor/ })).toBeChecked();
  await expect(page.getByLabel('Vendor Name', { exact: true })).toBeVisible();
  await shoot(page, 'nav-register-vendor');
  await expectAccessible(page);

  // An unknown role chooses nothing.
  await page.goto('/register?role=admin');
  await expect(page.getByRole('radio', { name: /Vendor/ })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: /Buyer/ })).not.toBeChecked();
});

test("a vendor's home offers only places that work for a vendor", async ({ page, api }) => {
  const vendor = await api.createVendor();
  await loginAs(page, vendor);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your shop', level: 2 })).toBeVisible();
  // Nothing on the page leads into the shop, which turns a vendor back.
  await expect(page.locator('a[href^="/buyer"]')).toHaveCount(0);
  await shoot(page, 'nav-vendor-home');
  await expectAccessible(page);

  await page.getByRole('link', { name: /Your products/ }).click();
  await expect(page).toHaveURL(/\/vendor\/products$/);
  await expect(page.getByRole('heading', { name: 'Product Management', level: 1 })).toBeVisible();
  await page.goto('/');
  await page.getByRole('link', { name: /Your orders/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Management', level: 1 })).toBeVisible();
});

test('a double click on Login sends one login and the button is disabled while it runs', async ({ page, api }) => {
  const buyer = await api.createBuyer();
  const logins = countRequests(page, 'POST', '/api/registration/login');
  // The answer waits until the button has been seen disabled.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/registration/login', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(buyer.email);
  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  const button = page.getByRole('button', { name: 'Login', exact: true });
  await button.dblclick();
  await expect(button).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/buyer\/dashboard$/);
  expect(logins()).toBe(1);
});

test('a double click on Create Account registers once', async ({ page }) => {
  const registrations = countRequests(page, 'POST', '/api/registration/register');
  await page.goto('/register?role=vendor');
  const email = uniqueEmail('nav-dbl');
  await page.getByLabel('Full Name', { exact: true }).fill('Dee Double');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await page.getByLabel('Vendor Name', { exact: true }).fill(`Dee Wear ${uniqueId()}`);
  const address = defaultAddress();
  await page.getByLabel('Address', { exact: true }).fill(address.addressLine1);
  await page.getByLabel('City', { exact: true }).fill(address.city);
  await page.getByLabel('Postal Code', { exact: true }).fill(address.postalCode);
  await page.getByLabel('Country', { exact: true }).fill(address.country);
  await page.getByRole('button', { name: 'Create Account' }).dblclick();
  await expect(toast(page, SUCCESS.register.title, SUCCESS.register.description)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(registrations()).toBe(1);
});
