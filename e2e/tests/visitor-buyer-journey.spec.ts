// A visitor becomes a buyer: home, registration, login, shop, product, review, cart, checkout,
// order history, profile and logout, asserting the spec's texts (spec §2, §5, §8, §9).

import type { Locator, Page } from '@playwright/test';
import {
  CATEGORY_LABELS,
  cartTotals,
  EMPTY_TEXTS,
  formatPrice,
  REVIEW_TEXTS,
  SHOPPER_TEXTS,
  SORT_LABELS,
  SUCCESS,
  VALIDATION,
} from '@seamline/contract';
import {
  chooseRadio,
  definition,
  expect,
  loginThroughUi,
  parsePrice,
  readSession,
  registerThroughUi,
  test,
  toast,
  uniqueEmail,
  uniqueId,
} from '../fixtures';
import { checkOutOnDelivery } from './checkout-helpers';

/** The shop's product cards (one <article> per product). */
const cards = (page: Page) => page.getByRole('main').locator('article');
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
const cardPrice = (article: Locator) => article.locator('p').filter({ hasText: /^\$[\d,]+\.\d{2}$/ });

test('a visitor registers, shops, reviews, checks out and manages the account', async ({ page, api }) => {
  // A vendor of our own with products whose names carry a unique token, so search finds them.
  const token = uniqueId();
  const vendor = await api.createVendor();
  const dress = await api.addProduct(vendor, {
    productName: `Linen Wrap Dress ${token}`,
    categoryName: 'female',
    subCategoryName: 'clothes',
    description: 'A light linen dress with a wrap waist.',
    price: 24.99,
    stockQuantity: 7,
  });
  const sneaker = await api.addProduct(vendor, {
    productName: `Canvas Sneaker ${token}`,
    categoryName: 'male',
    subCategoryName: 'shoes',
    description: 'Everyday canvas sneakers.',
    price: 12.5,
    stockQuantity: 5,
  });

  const buyer = {
    fullName: 'Alex Journey',
    email: uniqueEmail('journey'),
    password: 'password123',
    address: { addressLine1: '42 Garden Lane', city: 'Portland', postalCode: '97201', country: 'USA' },
  };

  await test.step('home shows the hero, three category tiles and the vendor callout', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: /^Women/ })).toHaveAttribute('href', '/buyer/dashboard?category=female');
    await expect(main.getByRole('link', { name: /^Men/ })).toHaveAttribute('href', '/buyer/dashboard?category=male');
    await expect(main.getByRole('link', { name: /^Kids/ })).toHaveAttribute('href', '/buyer/dashboard?category=children');
    await expect(page.getByRole('heading', { name: 'Are you a Vendor?' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Become a Vendor' })).toHaveAttribute('href', '/register?role=vendor');
  });

  await test.step('registration validates, then succeeds and leads to /login', async () => {
    await page.getByRole('main').getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/register$/);
    const createAccount = page.getByRole('button', { name: 'Create Account' });
    await createAccount.click();
    for (const message of [
      VALIDATION.roleRequired,
      VALIDATION.fullNameRequired,
      VALIDATION.emailRequired,
      VALIDATION.passwordRequired,
      VALIDATION.addressRequired,
      VALIDATION.cityRequired,
      VALIDATION.postalCodeRequired,
      VALIDATION.countryRequired,
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }

    await chooseRadio(page.getByRole('radio', { name: /Buyer/ }));
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await createAccount.click();
    await expect(page.getByText(VALIDATION.passwordShort, { exact: true })).toBeVisible();
    await expect(page.getByText(VALIDATION.emailInvalid, { exact: true })).toBeVisible();
    await expect(page.getByText(VALIDATION.preferencesRequired, { exact: true })).toBeVisible();

    await registerThroughUi(page, { ...buyer, preferenceLabel: CATEGORY_LABELS.female });
    await expect(toast(page, SUCCESS.register.title, SUCCESS.register.description)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('login welcomes the buyer and opens Browse Products', async () => {
    await loginThroughUi(page, buyer.email, buyer.password);
    await expect(toast(page, SUCCESS.login.title, SUCCESS.login.description(buyer.email))).toBeVisible();
    await expect(page).toHaveURL(/\/buyer\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Browse Products', level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Shop' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  // An earlier order (over the API, before the cart is used), so Order History has two orders.
  const me = await api.signIn(buyer.email, buyer.password, buyer.address);
  await api.placeOrder(me, [{ productId: sneaker.productId, quantity: 1 }]);

  await test.step("the Women's filter puts the category in the address and shows only Women's", async () => {
    await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: CATEGORY_LABELS.female }).click();
    await expect(page).toHaveURL(/\/buyer\/dashboard\?category=female$/);
    await expect(page.getByRole('button', { name: CATEGORY_LABELS.female })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).first()).toBeVisible();
    const categories = await cards(page).evaluateAll((articles) => articles.map((a) => a.querySelector('p')?.textContent?.trim()));
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories)).toEqual(new Set([CATEGORY_LABELS.female]));
  });

  await test.step('sorting by price low to high lists ascending prices', async () => {
    await page.getByLabel('Sort by', { exact: true }).selectOption({ label: SORT_LABELS.price_asc });
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(page).toHaveURL(/category=female/);
    await expect(cards(page).first()).toBeVisible();
    // The previous order stays on screen (faded, aria-busy) until the new one is in.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const prices = (
      await cards(page).evaluateAll((articles) =>
        articles
          .slice(0, 8)
          .map(
            (a) =>
              Array.from(a.querySelectorAll('p')).find((p) => /^\$[\d,]+\.\d{2}$/.test(p.textContent?.trim() ?? ''))?.textContent ?? '',
          ),
      )
    ).map(parsePrice);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  await test.step('search runs on Enter and on the Search button', async () => {
    await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'All' }).click();
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill(token);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=${token}`));
    await expect(card(page, dress.productName)).toBeVisible();
    await expect(card(page, sneaker.productName)).toBeVisible();
    await expect(cardPrice(card(page, dress.productName))).toHaveText(formatPrice(dress.price));
    await expect(card(page, dress.productName)).toContainText(`Sold by ${vendor.vendorName}`);

    await search.fill(`Sneaker ${token}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=Sneaker/);
    await expect(cards(page).first().getByRole('heading')).toHaveText(sneaker.productName);

    await search.fill('qxjzvqxjzv');
    await search.press('Enter');
    await expect(page.getByText(EMPTY_TEXTS.products.title, { exact: true })).toBeVisible();
    await expect(page.getByText(EMPTY_TEXTS.products.hint, { exact: true })).toBeVisible();

    await search.fill(token);
    await search.press('Enter');
    await card(page, dress.productName).getByRole('link', { name: dress.productName }).click();
  });

  await test.step('the product page shows stock, rating and an empty review list', async () => {
    await expect(page).toHaveURL(new RegExp(`/buyer/product/${dress.productId}$`));
    await expect(page.getByRole('heading', { name: dress.productName, level: 1 })).toBeVisible();
    await expect(page.getByText('In Stock (7)', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(formatPrice(dress.price), { exact: true })).toBeVisible();
    // No score for a product nobody reviewed yet.
    await expect(page.getByTestId('rating-summary')).toHaveText(SHOPPER_TEXTS.noReviewsYet);
    await expect(page.getByText('0.0 (0 reviews)')).toHaveCount(0);
    await expect(page.getByText(EMPTY_TEXTS.reviews, { exact: true })).toBeVisible();
  });

  await test.step('a review is validated, submitted, listed, and the form gives way to the review', async () => {
    const form = page.getByRole('form', { name: 'Write a Review' });
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(form.getByText(VALIDATION.ratingRequired, { exact: true })).toBeVisible();
    await expect(form.getByText(VALIDATION.commentRequired, { exact: true })).toBeVisible();

    const comment = `Lovely fabric and true to size ${token}`;
    await chooseRadio(form.getByRole('radio', { name: '4 Very Good' }));
    await form.getByLabel('Comment', { exact: true }).fill(comment);
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(toast(page, SUCCESS.review.title, SUCCESS.review.description)).toBeVisible();

    const reviews = page.getByRole('region', { name: 'Customer Reviews' }).getByRole('listitem');
    await expect(reviews.getByText(comment, { exact: true })).toBeVisible();
    await expect(reviews.getByText(buyer.fullName, { exact: true })).toBeVisible();
    await expect(reviews.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(page.getByText('4.0 (1 review)')).toBeVisible();

    // One review per buyer: the form does not invite a second one.
    await expect(form).toHaveCount(0);
    await expect(page.getByRole('region', { name: REVIEW_TEXTS.reviewed }).getByText(comment, { exact: true })).toBeVisible();
  });

  await test.step('quantity 2 goes into the cart and the header badge shows 2', async () => {
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toast(page, SUCCESS.cartAdd)).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  });

  await test.step('a second product from a shop card makes three items', async () => {
    await page.goBack();
    await expect(card(page, sneaker.productName)).toBeVisible();
    await card(page, sneaker.productName).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('3');
  });

  await test.step('the cart lists both lines; removing one keeps the other and updates the summary', async () => {
    await page.getByRole('link', { name: 'Cart, 3 items' }).click();
    await expect(page).toHaveURL(/\/buyer\/cart$/);
    await expect(page.getByRole('heading', { name: 'Your Shopping Cart', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: dress.productName })).toBeVisible();
    await expect(page.getByRole('link', { name: sneaker.productName })).toBeVisible();

    const summary = page.getByRole('region', { name: 'Order Summary' });
    const amount = (term: string) => definition(summary, term);
    const both = cartTotals([
      { price: dress.price, quantity: 2 },
      { price: sneaker.price, quantity: 1 },
    ]);
    await expect(amount('Subtotal')).toHaveText(formatPrice(both.subtotal));

    await page.getByRole('button', { name: `Remove ${sneaker.productName}` }).click();
    await expect(toast(page, SUCCESS.cartRemove)).toBeVisible();
    await expect(page.getByRole('link', { name: sneaker.productName })).toHaveCount(0);
    await expect(page.getByRole('link', { name: dress.productName })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('2');

    // 2 × $24.99 = $49.98; 8% = $3.9984 → $4.00; total $53.98.
    await expect(amount('Subtotal')).toHaveText('$49.98');
    await expect(amount('Estimated Tax (8%)')).toHaveText('$4.00');
    await expect(amount('Shipping')).toHaveText('Free');
    await expect(amount('Total')).toHaveText('$53.98');
  });

  await test.step('checkout places the order, empties the cart and confirms it; Order History follows', async () => {
    await checkOutOnDelivery(page);
    await expect(page).toHaveURL(/\/buyer\/checkout\/confirmation\?orders=\d+$/);
    await page.getByRole('link', { name: 'View Order History' }).click();
    await expect(toast(page, SUCCESS.checkout.title, SUCCESS.checkout.description)).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    await expect(page).toHaveURL(/\/buyer\/orders$/);
  });

  await test.step('Order History shows the pending order; only one order is expanded at a time', async () => {
    const rows = await api.buyerOrders(me);
    const dressRow = rows.find((r) => r.productId === dress.productId);
    const sneakerRow = rows.find((r) => r.productId === sneaker.productId);
    if (!dressRow || !sneakerRow) throw new Error('the placed orders are missing from /api/buyer/orders');

    await expect(page.getByRole('heading', { name: 'Order History', level: 1 })).toBeVisible();
    const order = page.locator('article').filter({ has: page.getByRole('heading', { name: `Order #${dressRow.orderId}` }) });
    const other = page.locator('article').filter({ has: page.getByRole('heading', { name: `Order #${sneakerRow.orderId}` }) });
    await expect(order).toBeVisible();
    await expect(order.getByText('pending', { exact: true })).toBeVisible();
    await expect(order.getByText('$53.98', { exact: true })).toBeVisible();

    const toggle = order.getByRole('button', { name: 'Order Details' });
    await toggle.click();
    await expect(order.getByRole('button', { name: 'Hide Details' })).toHaveAttribute('aria-expanded', 'true');
    const detail = (term: string) => definition(order, term);
    await expect(detail('Shipping Address')).toContainText(buyer.address.addressLine1);
    await expect(detail('Shipping Address')).toContainText(buyer.address.city);
    await expect(detail('Postal Code')).toHaveText(buyer.address.postalCode);
    const expected = await page.evaluate(
      (iso) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }),
      dressRow.expectedDeliveryDate,
    );
    await expect(detail('Expected Delivery')).toHaveText(expected);
    const itemRow = order.getByRole('row').filter({ hasText: dress.productName });
    await expect(itemRow.getByRole('cell')).toHaveText([new RegExp(dress.productName), '2', '$24.99', '$49.98']);

    await other.getByRole('button', { name: 'Order Details' }).click();
    await expect(other.getByRole('button', { name: 'Hide Details' })).toBeVisible();
    await expect(order.getByRole('button', { name: 'Order Details' })).toHaveAttribute('aria-expanded', 'false');
    await expect(order.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Hide Details' })).toHaveCount(1);
  });

  await test.step('the profile saves and keeps its changes after a reload', async () => {
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await expect(page).toHaveURL(/\/buyer\/profile$/);
    await expect(page.getByRole('heading', { name: 'Your Profile', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue(buyer.fullName);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(buyer.email);
    await expect(page.getByLabel('Email', { exact: true })).not.toBeEditable();
    await expect(page.getByText(VALIDATION.emailReadOnly, { exact: true })).toBeVisible();
    await expect(page.getByLabel('City', { exact: true })).toHaveValue(buyer.address.city);

    await page.getByLabel('Full Name', { exact: true }).fill('Alex Renamed');
    await page.getByLabel('City', { exact: true }).fill('Salem');
    await page.getByLabel('Preferences', { exact: true }).selectOption({ label: CATEGORY_LABELS.male });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, SUCCESS.profile.title)).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Alex Renamed');
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('Salem');
    await expect(page.getByLabel('Preferences', { exact: true })).toHaveValue('male');
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue(buyer.address.addressLine1);
  });

  await test.step('logout goes to /login and clears the stored session', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    expect(await readSession(page)).toEqual({ token: null, user: null });
  });
});
