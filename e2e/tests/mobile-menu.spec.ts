// The mobile menu at phone width (spec §2): toggles open and closed, has Cart for buyers, and
// closes when a link is followed or on a tap outside it.
import { expect, loginAs, test } from '../fixtures';

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test('a buyer opens, closes and navigates with the mobile menu', async ({ page, api }) => {
  await loginAs(page, await api.createBuyer());
  await page.goto('/buyer/dashboard');
  await expect(page.getByRole('heading', { name: 'Browse Products', level: 1 })).toBeVisible();

  // The desktop navigation is hidden at this width.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const mobileMenu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobileMenu).toHaveCount(0);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(mobileMenu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Home', 'Shop', 'Orders', 'Cart', 'Profile']) {
    await expect(mobileMenu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(mobileMenu.getByRole('link', { name: 'Cart', exact: true })).toHaveAttribute('href', '/buyer/cart');
  await expect(mobileMenu.getByRole('button', { name: 'Logout' })).toBeVisible();

  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(mobileMenu).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await mobileMenu.getByRole('link', { name: 'Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/buyer\/cart$/);
  await expect(page.getByRole('heading', { name: 'Your Shopping Cart', level: 1 })).toBeVisible();
  await expect(mobileMenu).toHaveCount(0);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await mobileMenu.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL(/\/buyer\/orders$/);
  await expect(mobileMenu).toHaveCount(0);
});

test('a visitor sees Login and Register in the mobile menu and no Cart', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const mobileMenu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobileMenu.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(mobileMenu.getByRole('link', { name: 'Register', exact: true })).toBeVisible();
  await expect(mobileMenu.getByRole('link', { name: 'Cart', exact: true })).toHaveCount(0);
  await mobileMenu.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(mobileMenu).toHaveCount(0);
});

test('the mobile menu closes on a tap outside it', async ({ page, api }) => {
  await loginAs(page, await api.createBuyer());
  await page.goto('/buyer/orders');
  const heading = page.getByRole('heading', { name: 'Order History', level: 1 });
  await expect(heading).toBeVisible();
  const mobileMenu = page.getByRole('navigation', { name: 'Mobile' });

  await page.getByRole('button', { name: 'Open menu' }).tap();
  await expect(mobileMenu).toBeVisible();
  // A tap inside the menu (on its greeting) leaves it open.
  await mobileMenu.getByText('Hello,').tap();
  await expect(mobileMenu).toBeVisible();

  await heading.tap();
  await expect(mobileMenu).toHaveCount(0);
  await expect(page).toHaveURL(/\/buyer\/orders$/);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

  // The menu button still opens and closes it.
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await expect(mobileMenu).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).tap();
  await expect(mobileMenu).toHaveCount(0);
});
