// Never lose the shopper's place. The colour and size a
// visitor chose survive 'Login to buy' and registering; after registering the login form has the
// e-mail filled in and says so; after 'Session expired' in the cart, logging in leads back to it.

import { ERRORS, SHOPPER_TEXTS, SUCCESS } from '@seamline/contract';
import type { Page } from '@playwright/test';
import {
  chooseRadio,
  defaultAddress,
  DEFAULT_PASSWORD,
  expect,
  loginAs,
  loginThroughUi,
  registerThroughUi,
  test,
  toast,
  uniqueEmail,
  uniqueId,
} from '../fixtures';
import { expectAccessible, shoot } from '../screens';

const shoe = (stock = 5) => [
  { size: '38', colour: 'Black', colourHex: '#000000', stockQuantity: stock },
  { size: '39', colour: 'Black', colourHex: '#000000', stockQuantity: stock },
  { size: '38', colour: 'Tan', colourHex: '#d2b48c', stockQuantity: stock },
  { size: '39', colour: 'Tan', colourHex: '#d2b48c', stockQuantity: stock },
];

async function chooseBlack38(page: Page) {
  await page.locator('label', { has: page.getByRole('radio', { name: 'Black', exact: true }) }).click();
  await page.locator('label', { has: page.getByRole('radio', { name: 'Size 38', exact: true }) }).click();
}

async function expectBlack38Chosen(page: Page) {
  await expect(page.getByRole('radio', { name: 'Black', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Size 38', exact: true })).toBeChecked();
  await expect(page.getByText('Colour: Black')).toBeVisible();
}

test("a visitor's colour and size survive 'Login to buy'", async ({ page, api }) => {
  const vendor = await api.createVendor();
  const product = await api.addProduct(vendor, { productName: `Return Boot ${uniqueId()}`, subCategoryName: 'shoes', variants: shoe() });
  const buyer = await api.createBuyer();

  await page.goto(`/buyer/product/${product.productId}`);
  await chooseBlack38(page);
  await page.getByRole('link', { name: 'Login to buy' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await loginThroughUi(page, buyer.email, buyer.password);

  await expect(page).toHaveURL(new RegExp(`/buyer/product/${product.productId}\\?`));
  await expectBlack38Chosen(page);
  // The choice is whole: Add to Cart puts that very shoe in the cart, without asking again.
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, SUCCESS.cartAdd)).toBeVisible();
  const [line] = await api.cart(buyer);
  expect([line?.size, line?.colour]).toEqual(['38', 'Black']);
  await shoot(page, 'shopper-return-after-login');
});

test('a visitor who registers finds the e-mail filled in, and the choice kept after signing in', async ({ page, api }) => {
  const vendor = await api.createVendor();
  const product = await api.addProduct(vendor, { productName: `Register Boot ${uniqueId()}`, subCategoryName: 'shoes', variants: shoe() });
  const email = uniqueEmail('newbuyer');

  await page.goto(`/buyer/product/${product.productId}`);
  await chooseBlack38(page);
  await page.getByRole('link', { name: 'Login to buy' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Register' }).click();
  await chooseRadio(page.getByRole('radio', { name: /Buyer/ }));
  await registerThroughUi(page, {
    fullName: 'New Buyer',
    email,
    password: DEFAULT_PASSWORD,
    address: defaultAddress(),
    preferenceLabel: "Women's",
  });

  await expect(toast(page, SUCCESS.register.title, SUCCESS.register.description)).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByRole('status').filter({ hasText: SHOPPER_TEXTS.registeredLogin(email) })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await shoot(page, 'shopper-login-after-register');
  await expectAccessible(page);

  await page.keyboard.type(DEFAULT_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/buyer/product/${product.productId}\\?`));
  await expectBlack38Chosen(page);
});

test("after 'Session expired' in the cart, logging in again leads back to the cart", async ({ page, api, request }) => {
  const vendor = await api.createVendor();
  const product = await api.addProduct(vendor, { productName: `Expiry Tee ${uniqueId()}`, stockQuantity: 9 });
  const buyer = await api.createBuyer();
  await api.addToCart(buyer, product.productId, 1);
  await loginAs(page, buyer);
  await page.goto('/buyer/cart');
  await expect(page.getByRole('link', { name: product.productName })).toBeVisible();

  // The session ends elsewhere (log out everywhere, a password change): its token is refused from now on.
  expect((await request.post('/api/session/logout-everywhere', { headers: { Authorization: `Bearer ${buyer.token}` } })).ok()).toBe(true);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(toast(page, ERRORS.sessionExpired.title, ERRORS.sessionExpired.description)).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=\/buyer\/cart$/);

  await loginThroughUi(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/buyer\/cart$/);
  await expect(page.getByRole('link', { name: product.productName })).toBeVisible();
  await expect(toast(page, SUCCESS.login.title)).toBeVisible();
  await expect(toast(page, ERRORS.sessionExpired.title)).toHaveCount(0);
  await shoot(page, 'shopper-cart-after-expiry');
});
