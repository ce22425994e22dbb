import { API_MESSAGES, VALIDATION } from '@seamline/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addToCart, cartOf, createBuyer, createProduct, createVendor, productPayload, stockOf, type TestUser } from '../../factories.js';
import { onPostgres } from '../../test-db.js';
import { useTestApp } from '../../test-app.js';

const t = useTestApp();
let vendor: TestUser;

beforeAll(async () => {
  vendor = await createVendor(t, { vendorName: 'Stepper Shoes' });
});

const setQuantity = (buyer: TestUser, body: unknown) => t.call('PUT', '/api/buyer/cart/quantity', { token: buyer.token, body });
const quantities = async (buyer: TestUser) => (await cartOf(t, buyer)).map((l: { quantity: number }) => l.quantity);

describe('PUT /api/buyer/cart/quantity', () => {
  it('sets the quantity up and down within the stock and answers the line', async () => {
    const buyer = await createBuyer(t);
    const p = await createProduct(t, vendor, { productName: 'Step Sneaker', price: 20, stockQuantity: 4 });
    await addToCart(t, buyer, p.productId, 1);
    const up = await setQuantity(buyer, { productId: p.productId, quantity: 4 });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({
      productName: 'Step Sneaker',
      quantity: 4,
      totalPrice: 80,
      vendorName: 'Stepper Shoes',
      available: true,
    });
    const down = await setQuantity(buyer, { productId: p.productId, quantity: 1 });
    expect(down.json().quantity).toBe(1);
    expect(await quantities(buyer)).toEqual([1]);
  });

  it('refuses more than the stock, naming it, and changes nothing', async () => {
    const buyer = await createBuyer(t);
    const p = await createProduct(t, vendor, { productName: 'Scarce Slipper', stockQuantity: 3 });
    await addToCart(t, buyer, p.productId, 2);
    const res = await setQuantity(buyer, { productId: p.productId, quantity: 4 });
    expect([res.statusCode, res.json().message]).toEqual([400, API_MESSAGES.notEnoughStock('Scarce Slipper', 3)]);
    expect(await quantities(buyer)).toEqual([2]);

    // Stock fell under the line: lowering it to the stock fixes it; an emptied product says so.
    await t.call('PUT', '/api/vendors/updateProduct', {
      token: vendor.token,
      body: { productId: p.productId, ...productPayload({ productName: 'Scarce Slipper', stockQuantity: 1 }) },
    });
    expect((await cartOf(t, buyer))[0]).toMatchObject({ quantity: 2, stockQuantity: 1, availabilityStatus: 'Only 1 left' });
    expect((await setQuantity(buyer, { productId: p.productId, quantity: 1 })).statusCode).toBe(200);
    expect((await cartOf(t, buyer))[0].availabilityStatus).toBe('In Stock');
    await t.call('PUT', '/api/vendors/updateProduct', {
      token: vendor.token,
      body: { productId: p.productId, ...productPayload({ productName: 'Scarce Slipper', stockQuantity: 0 }) },
    });
    const out = await setQuantity(buyer, { productId: p.productId, quantity: 1 });
    expect([out.statusCode, out.json().message]).toEqual([400, API_MESSAGES.outOfStock('Scarce Slipper')]);
  });

  it('answers 404 for a product not in the cart, a missing one, and a deleted one', async () => {
    const buyer = await createBuyer(t);
    const other = await createBuyer(t);
    const p = await createProduct(t, vendor, { stockQuantity: 5 });
    const notMine = await setQuantity(buyer, { productId: p.productId, quantity: 1 });
    expect([notMine.statusCode, notMine.json().message]).toEqual([404, API_MESSAGES.cartItemNotFound]);
    const missing = await setQuantity(buyer, { productId: 987654, quantity: 1 });
    expect([missing.statusCode, missing.json().message]).toEqual([404, API_MESSAGES.cartItemNotFound]);

    // Another buyer's line is not this buyer's to change.
    await addToCart(t, other, p.productId, 2);
    expect((await setQuantity(buyer, { productId: p.productId, quantity: 1 })).statusCode).toBe(404);
    expect(await quantities(other)).toEqual([2]);

    await t.call('DELETE', '/api/vendors/deleteProduct', { token: vendor.token, body: { productId: p.productId } });
    const gone = await setQuantity(other, { productId: p.productId, quantity: 1 });
    expect([gone.statusCode, gone.json().message]).toEqual([404, API_MESSAGES.productNotFound]);
    expect(await quantities(other)).toEqual([2]);
  });

  it.each([
    [{ productId: 1, quantity: 0 }, VALIDATION.quantityRange],
    [{ productId: 1, quantity: 100 }, VALIDATION.quantityRange],
    [{ productId: 1, quantity: 2.5 }, VALIDATION.quantityRange],
    [{ productId: 1, quantity: '2' }, VALIDATION.quantityRange],
    [{ productId: 1 }, VALIDATION.quantityRange],
    [{ quantity: 1 }, VALIDATION.productIdRequired],
    [{ productId: 'abc', quantity: 1 }, VALIDATION.productIdRequired],
  ])('validates %j and changes nothing', async (body, message) => {
    const buyer = await createBuyer(t);
    const p = await createProduct(t, vendor, { stockQuantity: 5 });
    await addToCart(t, buyer, p.productId, 2);
    const res = await setQuantity(buyer, body);
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
    expect(await quantities(buyer)).toEqual([2]);
  });

  it('ignores unknown keys as the other inputs do, and shuts out vendors and visitors', async () => {
    const buyer = await createBuyer(t);
    const p = await createProduct(t, vendor, { stockQuantity: 5 });
    await addToCart(t, buyer, p.productId, 1);
    const extra = await setQuantity(buyer, { productId: p.productId, quantity: 3, colourName: 'Navy' });
    expect(extra.statusCode).toBe(200);
    expect(await quantities(buyer)).toEqual([3]);
    expect((await t.call('PUT', '/api/buyer/cart/quantity', { body: { productId: p.productId, quantity: 1 } })).statusCode).toBe(401);
    expect(
      (await t.call('PUT', '/api/buyer/cart/quantity', { token: vendor.token, body: { productId: p.productId, quantity: 1 } })).statusCode,
    ).toBe(403);
  });
});

// On PostgreSQL a quantity change and a checkout of the same cart truly run at once.
describe.skipIf(!onPostgres)('quantity change racing a checkout', () => {
  it('either orders the quantity the buyer saw or refuses the checkout; never a mix', async () => {
    for (let round = 0; round < 8; round++) {
      const buyer = await createBuyer(t);
      const p = await createProduct(t, vendor, { stockQuantity: 10 });
      await addToCart(t, buyer, p.productId, 2);
      const seen = String((await t.call('GET', '/api/buyer/cart', { token: buyer.token })).headers.etag);
      const [order, change] = await Promise.all([
        t.call('POST', '/api/buyer/cart/checkout', { token: buyer.token, headers: { 'if-match': seen } }),
        setQuantity(buyer, { productId: p.productId, quantity: 5 }),
      ]);
      if (order.statusCode === 201) {
        // The checkout went first: it ordered the 2 seen, and the change found no line left.
        expect(change.statusCode).toBe(404);
        expect(await stockOf(t, p.productId)).toBe(8);
      } else {
        expect([order.statusCode, order.json().message]).toEqual([409, API_MESSAGES.cartChanged]);
        expect(change.statusCode).toBe(200);
        expect(await stockOf(t, p.productId)).toBe(10);
        expect(await quantities(buyer)).toEqual([5]);
      }
    }
  });
});
