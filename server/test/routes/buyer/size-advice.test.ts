import { API_MESSAGES, SIZE_ADVICE_TEXTS } from '@seamline/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, type TestUser } from '../../factories.js';
import { useTestApp } from '../../test-app.js';
import { chestChart, fitShop } from './fit-shop.js';

const t = useTestApp();
const shop = fitShop(t);
const { call } = shop;

let buyer: TestUser;
let northwind: TestUser;
/** Northwind's chart is true to size; Petite Lane's sizes each measure what Northwind's next size down does. */
let trueShirt: { productId: number; ids: Record<string, number> };
let smallShirt: { productId: number; ids: Record<string, number> };

const advice = async (who: TestUser, productId: number) => {
  const res = await call('GET', `/api/buyer/product/${productId}/sizeAdvice`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  buyer = await createBuyer(t);
  northwind = await shop.vendor('Northwind Apparel', chestChart({ S: [81, 86], M: [86, 91], L: [91, 97] }));
  const petite = await shop.vendor('Petite Lane', chestChart({ S: [76, 81], M: [81, 86], L: [86, 91] }));
  trueShirt = await shop.product(northwind, ['S', 'M', 'L'], { productName: 'Oxford Button-Down Shirt' });
  smallShirt = await shop.product(petite, ['S', 'M', 'L'], { productName: 'Poplin Office Shirt' });
  // One kept purchase: M at Northwind, its return window closed by the money clock.
  await shop.delivered(buyer, northwind, trueShirt.productId, trueShirt.ids.M as number);
  await shop.later(31);
});

describe('GET /api/buyer/product/{id}/sizeAdvice', () => {
  it('gives a buyer with one kept purchase a different, correct size at a shop that runs small, naming shop and measurements', async () => {
    expect(await advice(buyer, smallShirt.productId)).toEqual({
      size: 'L',
      confidence: 'medium',
      reasons: ["You kept M at Northwind Apparel (chest 86–91 cm); this shop's L measures 86–91 cm"],
      basedOn: { kept: 1, returned: 0, measurements: false },
      available: true,
    });
    expect((await advice(buyer, trueShirt.productId)).size).toBe('M');
  });

  it('says how to get advice when it knows nothing of the buyer', async () => {
    const stranger = await createBuyer(t);
    expect(await advice(stranger, smallShirt.productId)).toEqual({
      size: null,
      confidence: 'low',
      reasons: [SIZE_ADVICE_TEXTS.noEvidence],
      basedOn: { kept: 0, returned: 0, measurements: false },
      available: false,
    });
  });

  it("sets measurements against this shop's chart first, and is then sure", async () => {
    const measured = await createBuyer(t);
    await call('PUT', '/api/buyer/fitProfile', measured, { measurements: { chest: 88 } });
    expect(await advice(measured, smallShirt.productId)).toMatchObject({
      size: 'L',
      confidence: 'high',
      reasons: ["Your chest is 88 cm; this shop's L measures 86–91 cm"],
      basedOn: { kept: 0, returned: 0, measurements: true },
    });
  });

  it('reads a size sent back as too small as the next size up', async () => {
    const returner = await createBuyer(t);
    const line = await shop.delivered(returner, northwind, trueShirt.productId, trueShirt.ids.S as number);
    await shop.sendBack(returner, line, 'too_small');
    const answer = await advice(returner, trueShirt.productId);
    expect(answer).toMatchObject({ size: 'M', basedOn: { kept: 0, returned: 1 } });
    expect(answer.reasons).toContain('You sent back S at Northwind Apparel as too small (chest 81–86 cm)');
  });

  it('names the best size though it is sold out, says so, and says it is not available', async () => {
    const seller = await shop.vendor('Petite Corner', chestChart({ S: [76, 81], M: [81, 86], L: [86, 91] }));
    const soldOut = await createProduct(seller);
    const answer = await advice(buyer, soldOut);
    expect(answer).toMatchObject({ size: 'L', available: false });
    expect(answer.reasons.at(-1)).toBe('L is sold out at the moment');
  });

  it('answers 404 for a product not on sale and 400 for an id that is none', async () => {
    const missing = await call('GET', '/api/buyer/product/999999/sizeAdvice', buyer);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(API_MESSAGES.productNotFound);
    expect((await call('GET', '/api/buyer/product/abc/sizeAdvice', buyer)).statusCode).toBe(400);
  });
});

/** A shirt in S, M and L whose L is sold out. */
async function createProduct(seller: TestUser): Promise<number> {
  const res = await call('POST', '/api/vendors/addProduct', seller, {
    productName: 'Satin Bow Blouse',
    description: 'A blouse.',
    price: 50,
    categoryName: 'female',
    subCategoryName: 'clothes',
    imageUrl: '',
    stockQuantity: 0,
    variants: [
      { size: 'S', stockQuantity: 3 },
      { size: 'M', stockQuantity: 3 },
      { size: 'L', stockQuantity: 0 },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().productId;
}
