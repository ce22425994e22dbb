// The Login screen (spec §2, §5, §8) and the seeded demo accounts the README promises.
import { EMPTY_TEXTS, ERRORS, SUCCESS, VALIDATION } from '@seamline/contract';
import { DEMO_PASSWORD, definition, expect, loginThroughUi, readSession, test, toast } from '../fixtures';

test('login validates its fields and refuses a wrong password', async ({ page, api }) => {
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Register', exact: true })).toHaveAttribute('href', '/register');

  const submit = page.getByRole('button', { name: 'Login', exact: true });
  await submit.click();
  await expect(page.getByText(VALIDATION.emailRequired, { exact: true })).toBeVisible();
  await expect(page.getByText(VALIDATION.passwordRequired, { exact: true })).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill('no-at-sign');
  await page.getByLabel('Password', { exact: true }).fill('whatever1');
  await submit.click();
  await expect(page.getByText(VALIDATION.emailInvalid, { exact: true })).toBeVisible();

  const buyer = await api.createBuyer();
  await loginThroughUi(page, buyer.email, 'not-the-password');
  await expect(toast(page, ERRORS.login.title, ERRORS.login.fallback)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await readSession(page)).toEqual({ token: null, user: null });
});

test('the demo vendor and buyer log in to seeded data', async ({ page }) => {
  await loginThroughUi(page, 'vendor1@seamline.test', DEMO_PASSWORD);
  await expect(toast(page, SUCCESS.login.title, SUCCESS.login.description('vendor1@seamline.test'))).toBeVisible();
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  await expect(definition(page.getByRole('main'), 'Total Products')).not.toHaveText('0');
  await expect(page.getByText(EMPTY_TEXTS.salesData, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await loginThroughUi(page, 'buyer1@seamline.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/buyer\/dashboard$/);
  await expect(page.getByRole('main').locator('article').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Order History', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Order Details' }).first()).toBeVisible();
});
