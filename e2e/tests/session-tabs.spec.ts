// Tabs follow each other's login and logout at once (the `storage` event), and
// every 401 ends the session as spec §8 says, whether or not a token went out.
import { ERRORS } from '@seamline/contract';
import { expect, loginAs, loginThroughUi, readSession, test, toast } from '../fixtures';
import { expectAccessible, shoot } from '../screens';

test('logging out in one tab signs the other out at once, and logging in there signs it in as the new user', async ({
  page,
  context,
  api,
}) => {
  const vendor = await api.createVendor();
  const product = await api.addProduct(vendor, { stockQuantity: 10 });
  const first = await api.createBuyer();
  const second = await api.createBuyer();
  await api.addToCart(first, product.productId, 2);

  await loginAs(page, first);
  await page.goto('/buyer/dashboard');
  await expect(page.getByRole('heading', { name: 'Browse Products', level: 1 })).toBeVisible();

  const other = await context.newPage();
  await other.goto('/buyer/orders');
  const otherHeader = other.getByRole('banner');
  await expect(other.getByRole('heading', { name: 'Order History', level: 1 })).toBeVisible();
  await expect(otherHeader.getByText(first.fullName, { exact: true })).toBeVisible();
  await expect(otherHeader.getByRole('link', { name: /^Cart, \d+ items?$/ })).toBeVisible();

  // Tab A logs out: tab B, on a page for buyers only, goes to /login (remembering the page) at once.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(other).toHaveURL(/\/login\?next=\/buyer\/orders$/);
  await expect(otherHeader.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(otherHeader.getByText(first.fullName, { exact: true })).toHaveCount(0);
  await expect(other.getByRole('button', { name: 'Logout' })).toHaveCount(0);

  // Tab A logs in as someone else: tab B follows, back on the page it was on, with nothing of the first buyer.
  await loginThroughUi(page, second.email, second.password);
  await expect(page).toHaveURL(/\/buyer\/dashboard$/);
  await expect(other).toHaveURL(/\/buyer\/orders$/);
  await expect(otherHeader.getByText(second.fullName, { exact: true })).toBeVisible();
  await expect(otherHeader.getByText(first.fullName, { exact: true })).toHaveCount(0);
  await expect(otherHeader.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Order History', level: 1 })).toBeVisible();
  await shoot(other, 'session-tabs-followed');
  await expectAccessible(other);
});

test('a tab on an open page shows the visitor header as soon as another tab logs out', async ({ page, context, api }) => {
  const buyer = await api.createBuyer();
  await loginAs(page, buyer);
  await page.goto('/buyer/orders');
  const other = await context.newPage();
  await other.goto('/');
  const otherHeader = other.getByRole('banner');
  await expect(otherHeader.getByText(buyer.fullName, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(otherHeader.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(otherHeader.getByRole('link', { name: 'Register', exact: true })).toBeVisible();
  await expect(otherHeader.getByText(buyer.fullName, { exact: true })).toHaveCount(0);
  // The open home page stays where it is, now for a visitor.
  await expect(other).toHaveURL(/\/$/);
  await expect(other.getByRole('link', { name: 'Sign Up' })).toBeVisible();
});

test('a request refused with 401 after the token went ends the session with the toast and /login', async ({ page, api }) => {
  const buyer = await api.createBuyer();
  await loginAs(page, buyer);
  // Two requests go out on their own after the heading shows, each from code that loads lazily: the
  // header's cart count and the live updates' ticket. Both must have gone with the token, or the
  // first of them to go without it is the refused request: the session ends before the click, and
  // the link the click found is gone (detached) with the signed-in header.
  const answered = (method: string, path: string) =>
    page.waitForResponse((response) => response.request().method() === method && new URL(response.url()).pathname === path);
  const cartCounted = answered('GET', '/api/buyer/cart');
  const liveTicket = answered('POST', '/api/events/ticket');
  await page.goto('/buyer/dashboard');
  await expect(page.getByRole('heading', { name: 'Browse Products', level: 1 })).toBeVisible();
  expect((await cartCounted).status()).toBe(200);
  expect((await liveTicket).status()).toBe(200);
  // What a logout elsewhere leaves behind when this tab missed the news: no token to send.
  await page.evaluate(() => window.localStorage.removeItem('token'));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(toast(page, ERRORS.sessionExpired.title, ERRORS.sessionExpired.description)).toBeVisible();
  // Signing in again leads back to the page the session ended on.
  await expect(page).toHaveURL(/\/login\?next=\/buyer\/orders$/);
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  expect(await readSession(page)).toEqual({ token: null, user: null });
});

test('a failed login is not a session expiry', async ({ page, api }) => {
  const buyer = await api.createBuyer();
  await loginThroughUi(page, buyer.email, 'not-the-password');
  await expect(toast(page, ERRORS.login.title)).toBeVisible();
  await expect(toast(page, ERRORS.sessionExpired.title)).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
});
