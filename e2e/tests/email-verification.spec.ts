// The welcome mail asks to confirm the address; its link opens
// /verify-email, and both profile screens show the state with 'Resend' until it is confirmed.
import { API_MESSAGES } from '@seamline/contract';
import { expect, loginAs, test } from '../fixtures';
import { linkPath, mailTo } from '../mail';
import { expectAccessible, shoot } from '../screens';

const WELCOME = 'Welcome to Seamline — please confirm your e-mail address';

test('a buyer confirms the address with the mailed link; the profile shows it', async ({ page, api }) => {
  const buyer = await api.createBuyer({ fullName: 'You won 500 USD - claim at https://evil.example/claim' });
  const welcome = await mailTo(buyer.email, WELCOME);
  expect(welcome.text).not.toContain('evil.example');

  await loginAs(page, buyer);
  await page.goto('/buyer/profile');
  const section = page.getByRole('region', { name: 'E-mail address' });
  await expect(section.getByText('Not confirmed', { exact: true })).toBeVisible();
  await expect(section.getByText(buyer.email)).toBeVisible();
  await section.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText(API_MESSAGES.verificationSent)).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await shoot(page, 'buyer-profile-email-unconfirmed');
  await expectAccessible(page);

  await page.goto(linkPath(welcome, '/verify-email'));
  await expect(page.getByRole('status')).toHaveText(API_MESSAGES.emailVerified);
  await shoot(page, 'verify-email-done');
  await expectAccessible(page);
  // The link works once.
  await page.goto(linkPath(welcome, '/verify-email'));
  await expect(page.getByRole('status')).toHaveText(API_MESSAGES.verifyLinkInvalid);
  await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible();

  await page.goto('/buyer/profile');
  await expect(section.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Resend' })).toHaveCount(0);
  await shoot(page, 'buyer-profile-email-confirmed');
});

test('a vendor sees the unconfirmed address on the profile, and the demo vendor a confirmed one', async ({ page, api }) => {
  const vendor = await api.createVendor();
  await loginAs(page, vendor);
  await page.goto('/vendor/profile');
  const section = page.getByRole('region', { name: 'E-mail address' });
  await expect(section.getByText('Not confirmed', { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Resend' })).toBeVisible();
  await shoot(page, 'vendor-profile-email-unconfirmed');
  await expectAccessible(page);

  const demo = await api.signIn('vendor1@seamline.test', 'password123');
  await loginAs(page, demo);
  await page.goto('/vendor/profile');
  await expect(section.getByText('Confirmed', { exact: true })).toBeVisible();
});
