// docs/architecture.md#payments: paying on delivery asks for no card; an address changed on the checkout page is
// this order's only, and the profile keeps its own.

import { PAYMENT_TEXTS, SUCCESS } from '@seamline/contract';
import { definition, expect, loginAs, test, toast, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';
import { confirmedOrderIds, placeOrderButton, proceedToCheckout } from './checkout-helpers';

test('pays on delivery: no card asked; the order says Pay on delivery, due on delivery', async ({ page, api }) => {
  const shop = await api.createVendor({ vendorName: `Denim Dock ${uniqueId()}` });
  const jeans = await api.addProduct(shop, { productName: `Straight Jeans ${uniqueId()}`, price: 59, stockQuantity: 4 });
  const buyer = await api.createBuyer();
  await api.addToCart(buyer, jeans.productId, 1);
  await loginAs(page, buyer);
  await page.goto('/buyer/cart');
  await proceedToCheckout(page);

  await page.getByRole('radio', { name: /Pay on delivery/ }).check();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(page.getByText('You pay the courier when each parcel arrives.')).toBeVisible();
  await placeOrderButton(page).click();
  await expect(toast(page, SUCCESS.checkout.title)).toBeVisible();
  const [id] = await confirmedOrderIds(page);
  const order = page.getByRole('article', { name: `Order #${id}` });
  await expect(order.getByText(PAYMENT_TEXTS.paidBy.on_delivery)).toBeVisible();
  await expect(order.getByText(PAYMENT_TEXTS.statusLabels.due_on_delivery)).toBeVisible();
  await expect(page.getByText('You pay $63.72 to the courier when your parcel arrives.')).toBeVisible();
  const rows = await api.buyerOrders(buyer);
  expect(rows.map((r) => [r.orderId, r.paymentMethod, r.paymentStatus])).toEqual([[id, 'on_delivery', 'due_on_delivery']]);

  await page.getByRole('link', { name: 'View Order History' }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Order #${id}`, exact: true }) });
  await expect(card.getByText(PAYMENT_TEXTS.paidBy.on_delivery)).toBeVisible();
});

test('ships one order to an address changed on the checkout page; the profile keeps its own', async ({ page, api, request }) => {
  const shop = await api.createVendor({ vendorName: `Hat Hut ${uniqueId()}` });
  const hat = await api.addProduct(shop, { productName: `Bucket Hat ${uniqueId()}`, price: 18, stockQuantity: 4 });
  const buyer = await api.createBuyer();
  await api.addToCart(buyer, hat.productId, 1);
  await loginAs(page, buyer);
  await page.goto('/buyer/cart');
  await proceedToCheckout(page);

  await page.getByRole('button', { name: 'Change shipping address' }).click();
  const address = page.getByLabel('Address', { exact: true });
  await expect(address).toBeFocused();
  await expect(address).toHaveValue(buyer.address.addressLine1);
  await address.fill('9 Harbour Road');
  await page.getByLabel('City', { exact: true }).fill('Portsmouth');
  await page.getByLabel('Postal Code', { exact: true }).fill('PO1 2AB');
  await page.getByLabel('Country', { exact: true }).fill('UK');
  await page.getByRole('radio', { name: /Pay on delivery/ }).check();
  await shoot(page, 'checkout-address-changed');
  await expectAccessible(page);
  await placeOrderButton(page).click();

  const [id] = await confirmedOrderIds(page);
  const shipsTo = definition(page.getByRole('article', { name: `Order #${id}` }), 'Ships to');
  await expect(shipsTo).toContainText('9 Harbour Road, Portsmouth, UK');
  await expect(shipsTo).toContainText('Postal Code PO1 2AB');
  const [row] = await api.buyerOrders(buyer);
  expect([row?.shippingAddress, row?.postalCode]).toEqual(['9 Harbour Road, Portsmouth, UK', 'PO1 2AB']);
  const profile = await (await request.get('/api/buyer/profile', { headers: { Authorization: `Bearer ${buyer.token}` } })).json();
  expect(profile.address).toBe(
    `${buyer.address.addressLine1}, ${buyer.address.city}, ${buyer.address.postalCode}, ${buyer.address.country}`,
  );
});
