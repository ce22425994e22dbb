// A session the server no longer accepts ends cleanly (spec §7, §8): the 'Session expired' /
// 'Please login again' toast, /login, and token and user gone from localStorage.

import type { Page } from '@playwright/test';
import { ERRORS, SUCCESS } from '@seamline/contract';
import { expect, loginAs, loginThroughUi, readSession, sessionOf, signToken, type TestUser, test, toast } from '../fixtures';

async function expectSessionEnded(page: Page) {
  await expect(toast(page, ERRORS.sessionExpired.title, ERRORS.sessionExpired.description)).toBeVisible();
  // Always /login, remembering the cart to come back to.
  await expect(page).toHaveURL(/\/login\?next=\/buyer\/cart$/);
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  expect(await readSession(page)).toEqual({ token: null, user: null });
}

const now = () => Math.floor(Date.now() / 1000);

test('an expired token ends the session when the cart loads', async ({ page, api, request }) => {
  const buyer = await api.createBuyer();
  const claims = (iat: number, exp: number) => ({
    sub: String(buyer.userId),
    role: 'buyer' as const,
    sid: sessionOf(buyer.token),
    iat,
    exp,
  });
  const expired = signToken(claims(now() - 2 * 86_400, now() - 86_400));
  // The same signing with a future expiry is accepted: only the expiry makes the difference.
  const cart = (token: string) => request.get('/api/buyer/cart', { headers: { Authorization: `Bearer ${token}` } });
  expect((await cart(signToken(claims(now() - 60, now() + 3600)))).status()).toBe(200);
  expect((await cart(expired)).status()).toBe(401);

  await loginAs(page, { ...buyer, token: expired } satisfies TestUser);
  await page.goto('/buyer/cart');
  await expectSessionEnded(page);
});

test('a tampered token ends the session when the cart loads', async ({ page, api }) => {
  const buyer = await api.createBuyer();
  // Same header and claims, a signature that no longer matches.
  const [header, payload, signature = ''] = buyer.token.split('.');
  const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
  await loginAs(page, { ...buyer, token: `${header}.${payload}.${flipped}` });

  await page.goto('/buyer/cart');
  await expectSessionEnded(page);
});

test('a garbage token always ends on /login with the toast, and logging in again leads back to the cart', async ({ page, api }) => {
  const buyer = await api.createBuyer();
  await loginAs(page, { ...buyer, token: 'not-a-token' });
  await page.goto('/buyer/cart');
  await expectSessionEnded(page);
  await loginThroughUi(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/buyer\/cart$/);
  await expect(page.getByRole('heading', { name: 'Your Shopping Cart', level: 1 })).toBeVisible();
  // 'Login successful!' took the place of 'Session expired'.
  await expect(toast(page, SUCCESS.login.title)).toBeVisible();
  await expect(toast(page, ERRORS.sessionExpired.title)).toHaveCount(0);
});
