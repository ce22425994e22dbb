// docs/architecture.md#sizes-and-colours: a buyer picks a colour and a size (swatches switch the picture,
// sold-out sizes are struck through and offer 'Tell me when it's back', 'Only n left'), reads shoe sizes in the system
// they know, and checks out two sizes of one shoe; cart, orders, vendor orders and the invoice
// name each line's size and colour.

import { SIZE_GUIDE_TEXTS, STOCK_TEXTS, SUCCESS, VARIANT_TEXTS, WISHLIST_TEXTS } from '@seamline/contract';
import { type Api, chooseRadio, expect, loginAs, type TestUser, test, toast, uniqueId } from '../fixtures';
import { expectAccessible, shoot } from '../screens';
import { checkOutOnDelivery, confirmedOrderIds } from './checkout-helpers';
import { buyerOrderCard, orderCard } from './orders-helpers';

const NAVY = '/images/catalog/shirt/navy.svg';
const BLACK = '/images/catalog/shirt/black.svg';

/** A shirt in S, M, L × Navy, Black: L in Black sold out, M in Navy 3 left, L sells at $30 (base $25). */
async function addShirt(api: Api, vendor: TestUser) {
  const cell = (size: string, colour: 'Navy' | 'Black', stockQuantity: number, price?: number) => ({
    size,
    colour,
    colourHex: colour === 'Navy' ? '#1f3057' : '#25252a',
    stockQuantity,
    price: price ?? null,
    imageUrl: colour === 'Navy' ? NAVY : BLACK,
  });
  return api.addProduct(vendor, {
    productName: `Variant Oxford ${uniqueId()}`,
    categoryName: 'male',
    subCategoryName: 'clothes',
    price: 25,
    imageUrl: NAVY,
    variants: [
      cell('S', 'Navy', 8),
      cell('M', 'Navy', 3),
      cell('L', 'Navy', 6, 30),
      cell('S', 'Black', 5),
      cell('M', 'Black', 9),
      cell('L', 'Black', 0, 30),
    ],
  });
}

/** Shoes in EU 40–43 (41 sold out), 5 of each other size. */
async function addShoe(api: Api, vendor: TestUser, name = `Variant Runner ${uniqueId()}`) {
  const sizes: [string, number][] = [
    ['40', 5],
    ['41', 0],
    ['42', 5],
    ['43', 5],
  ];
  return api.addProduct(vendor, {
    productName: name,
    categoryName: 'male',
    subCategoryName: 'shoes',
    price: 80,
    variants: sizes.map(([size, stockQuantity]) => ({ size, stockQuantity })),
  });
}

test('a buyer chooses a colour and a size: the picture, price and stock follow; Add to Cart asks for a size first', async ({
  page,
  api,
}) => {
  const vendor = await api.createVendor();
  const shirt = await addShirt(api, vendor);
  await loginAs(page, await api.createBuyer());
  await page.goto(`/buyer/product/${shirt.productId}`);
  await expect(page.getByRole('heading', { level: 1, name: shirt.productName })).toBeVisible();
  const price = page.getByTestId('product-price');
  const picture = page.getByRole('img', { name: shirt.productName }).first();
  await expect(price).toHaveText('from$25.00');
  await expect(page.getByText(STOCK_TEXTS.inStockCount(31))).toBeVisible();

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const sizes = page.getByRole('group', { name: 'Size' });
  await expect(sizes.getByText(VARIANT_TEXTS.selectSize)).toBeVisible();
  await expect(sizes.getByRole('radio', { name: 'Size S' })).toBeFocused();

  await chooseRadio(page.getByRole('radio', { name: 'Black' }));
  await expect(picture).toHaveAttribute('src', BLACK);
  await expect(sizes.getByRole('radio', { name: VARIANT_TEXTS.sizeSoldOut('L') })).toHaveCount(1);

  await chooseRadio(page.getByRole('radio', { name: 'Navy' }));
  await expect(picture).toHaveAttribute('src', NAVY);
  await chooseRadio(sizes.getByRole('radio', { name: 'Size M' }));
  await expect(page.getByText(VARIANT_TEXTS.onlyLeft(3))).toBeVisible();
  await expect(page.getByText(STOCK_TEXTS.inStockCount(3))).toBeVisible();
  await expect(price).toHaveText('$25.00');
  await expect(sizes.getByText(VARIANT_TEXTS.selectSize)).toHaveCount(0);
  await shoot(page, 'variants-product-page');
  await expectAccessible(page);

  await chooseRadio(sizes.getByRole('radio', { name: 'Size L' }));
  await expect(price).toHaveText('$30.00');
  await expect(page.getByText(VARIANT_TEXTS.onlyLeft(6))).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, SUCCESS.cartAdd)).toBeVisible();

  await page.goto('/buyer/cart');
  const line = page.getByRole('listitem', { name: `${shirt.productName}, L · Navy` });
  await expect(line.getByText('L · Navy', { exact: true })).toBeVisible();
  await expect(line.getByText('$30.00').first()).toBeVisible();
});

test("a shoe's sizes follow the size system chosen in the size guide, and a sold-out size offers to tell when it is back", async ({
  page,
  api,
}) => {
  const vendor = await api.createVendor();
  const shoe = await addShoe(api, vendor);
  await loginAs(page, await api.createBuyer());
  await page.goto(`/buyer/product/${shoe.productId}`);
  const sizes = page.getByRole('group', { name: 'Size' });
  await expect(sizes.getByRole('radio')).toHaveCount(4);
  const soldOut = sizes.getByRole('radio', { name: VARIANT_TEXTS.sizeSoldOut('41') });
  // A buyer may choose a sold-out size, to be told when it is back (docs/architecture.md#everyday-shop); it is never added to the cart.
  await soldOut.locator('xpath=ancestor::label[1]').click();
  await expect(page.getByRole('button', { name: WISHLIST_TEXTS.notifyMe })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  await expect(sizes.getByText('UK 8')).toHaveCount(0);

  await page.getByRole('button', { name: SIZE_GUIDE_TEXTS.open }).click();
  const dialog = page.getByRole('dialog', { name: SIZE_GUIDE_TEXTS.title });
  await chooseRadio(dialog.getByRole('radio', { name: 'UK' }));
  await dialog.getByRole('button', { name: 'Close' }).click();
  // EU 42 is a UK 8 on the men's chart; the button keeps its EU size and name.
  await expect(sizes.getByRole('radio', { name: 'Size 42' }).locator('xpath=ancestor::label[1]')).toContainText('UK 8');
  await shoot(page, 'variants-shoe-sizes-uk');

  await page.reload();
  await expect(page.getByRole('group', { name: 'Size' }).getByText('UK 8')).toBeVisible();
  await expectAccessible(page);
});

test('a buyer adds two sizes of one shoe, checks out, and every screen names the sizes', async ({ page, api }) => {
  const vendor = await api.createVendor({ vendorName: `Sized Soles ${uniqueId()}` });
  const shoe = await addShoe(api, vendor, `Two Size Runner ${uniqueId()}`);
  const buyer = await api.createBuyer();
  await loginAs(page, buyer);
  await page.goto(`/buyer/product/${shoe.productId}`);
  const sizes = page.getByRole('group', { name: 'Size' });
  for (const size of ['42', '43']) {
    await chooseRadio(sizes.getByRole('radio', { name: `Size ${size}` }));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toast(page, SUCCESS.cartAdd)).toBeVisible();
  }

  await page.goto('/buyer/cart');
  const line42 = page.getByRole('listitem', { name: `${shoe.productName}, 42` });
  const line43 = page.getByRole('listitem', { name: `${shoe.productName}, 43` });
  await expect(line42).toBeVisible();
  await expect(line43).toBeVisible();
  await line43.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(line43.getByRole('spinbutton')).toHaveValue('2');
  await expect(line42.getByRole('spinbutton')).toHaveValue('1');
  await expect.poll(async () => (await api.cart(buyer)).map((l) => `${l.size}×${l.quantity}`).sort()).toEqual(['42×1', '43×2']);
  await shoot(page, 'variants-cart-two-sizes');
  await expectAccessible(page);

  // Proceed to Checkout opens the checkout page (docs/architecture.md#payments); the order is paid on delivery.
  await checkOutOnDelivery(page);
  await confirmedOrderIds(page);
  await page.goto('/buyer/orders');
  const [row] = await api.buyerOrders(buyer);
  const orderId = row?.orderId as number;
  const card = buyerOrderCard(page, orderId);
  await card.getByRole('button', { name: 'Order Details' }).click();
  const items = card.getByRole('table');
  await expect(items.getByRole('row').filter({ hasText: shoe.productName })).toHaveCount(2);
  await expect(items.getByText('42', { exact: true })).toBeVisible();
  await expect(items.getByText('43', { exact: true })).toBeVisible();
  await shoot(page, 'variants-buyer-orders');

  const stock = await api.product(shoe.productId);
  expect(stock.variants.map((v) => `${v.size}:${v.stockQuantity}`)).toEqual(['40:5', '41:0', '42:4', '43:3']);

  await loginAs(page, vendor);
  await page.goto('/vendor/orders');
  const vendorCard = orderCard(page, orderId);
  await vendorCard.getByRole('button', { name: 'Order Details' }).click();
  await expect(vendorCard.getByText('43', { exact: true })).toBeVisible();
  await vendorCard.getByRole('button', { name: 'Print Invoice' }).click();
  const invoice = page.getByRole('dialog', { name: `Invoice for Order #${orderId}` });
  await expect(invoice.getByText('42', { exact: true })).toBeVisible();
  await expect(invoice.getByText('43', { exact: true })).toBeVisible();
  await shoot(page, 'variants-invoice');
  await expectAccessible(page);
});
