// A cart holding two sizes of one shirt says so on the line, names the likely size and
// offers to keep it (the other size leaves the cart); the operator's Overview counts the share of
// checkouts that held such lines.

import { type AdminOverview, BRACKET_TEXTS, SIZE_PASSPORT_TEXTS } from '@seamline/contract';
import { expect as baseExpect, cartLine, DEMO_PASSWORD, definition, loginAs, test, toast } from '../fixtures';
import { expectAccessible, shoot } from '../screens';
import { fitVendor, saveFitProfile, shirt, variantOf } from './fit-helpers';

const expect = baseExpect.configure({ timeout: 30_000 });

test("two sizes of a shirt in the cart: the line says which is likely, and 'Keep L only' removes the other", async ({
  page,
  api,
  request,
}) => {
  const vendor = await fitVendor(api, request, 'Harbour');
  const product = await shirt(api, vendor);
  const buyer = await api.createBuyer();
  await saveFitProfile(request, buyer, { measurements: { chest: 108 } });
  for (const size of ['M', 'L']) await api.addToCart(buyer, product.productId, 1, await variantOf(api, product.productId, size));

  await loginAs(page, buyer);
  await page.goto('/buyer/cart');
  const message = BRACKET_TEXTS.likely(['M', 'L'], 'this shirt', 'L');
  const first = page.getByRole('listitem', { name: `${product.productName}, M` });
  await expect(first.getByText(message)).toBeVisible();
  await expect(page.getByText(message)).toHaveCount(1);
  await shoot(page, 'fit-bracketing');
  await expectAccessible(page);

  await first.getByRole('button', { name: SIZE_PASSPORT_TEXTS.keepOnlyOf('L', product.productName) }).click();
  await expect(toast(page, SIZE_PASSPORT_TEXTS.kept('L'))).toBeVisible();
  await expect(page.getByRole('listitem', { name: `${product.productName}, M` })).toHaveCount(0);
  await expect(cartLine(page, product.productName)).toHaveCount(1);
  await expect(page.getByText(message)).toHaveCount(0);
  expect((await api.cart(buyer)).map((line) => line.size)).toEqual(['L']);
});

test("the operator's Overview shows the share of checkouts that held two sizes of one item", async ({ page, api, request }) => {
  const vendor = await fitVendor(api, request, 'Harbour');
  const product = await shirt(api, vendor);
  const buyer = await api.createBuyer();
  for (const size of ['M', 'L']) await api.addToCart(buyer, product.productId, 1, await variantOf(api, product.productId, size));
  await api.checkoutByCard(buyer);

  // Other workers check out while this runs, so the share moves between any two reads: the page is
  // held to the last overview it was answered with (a stale query refetches on mount), not to a read
  // of its own a moment earlier.
  const admin = await api.signIn('admin@seamline.test', DEMO_PASSWORD);
  await loginAs(page, admin);
  const answers: Promise<AdminOverview>[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/api/admin/overview' && r.ok()) answers.push(r.json());
  });
  await page.goto('/admin');
  const shown = definition(page.locator('main'), SIZE_PASSPORT_TEXTS.bracketedCheckouts).first();
  await expect(shown).toHaveText(/%$/);
  await expect(async () => {
    const last = answers.at(-1);
    expect(last, 'the page asked for the overview').toBeDefined();
    const { bracketedCheckoutShare: share } = (await last) as AdminOverview;
    expect(share).toBeGreaterThan(0);
    await expect(shown).toHaveText(`${share.toFixed(1)}%`, { timeout: 1_000 });
  }).toPass();
  await shoot(page, 'fit-bracketed-share');
  await expectAccessible(page);
});
