import { SIZE_FLAG_TEXTS } from '@seamline/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, type TestUser } from '../../factories.js';
import { useTestApp } from '../../test-app.js';
import { chestChart, fitShop } from '../buyer/fit-shop.js';

const t = useTestApp();
const shop = fitShop(t);
const { call } = shop;

let seller: TestUser;
let shirt: { productId: number; ids: Record<string, number> };

const rowOf = async () =>
  ((await call('GET', '/api/vendors/products', seller)).json() as { productId: number; sizeFlags: unknown[] }[]).find(
    (p) => p.productId === shirt.productId,
  );
const page = async () => (await t.call('GET', `/api/buyer/product/${shirt.productId}`)).json();

/** A buyer takes M, has it delivered and sends it back for `reason`. */
async function returnedM(reason: string) {
  const buyer = await createBuyer(t);
  await shop.sendBack(buyer, await shop.delivered(buyer, seller, shirt.productId, shirt.ids.M as number), reason);
}

beforeAll(async () => {
  seller = await shop.vendor('Harbour Shirts', chestChart({ S: [81, 86], M: [86, 91], L: [91, 97] }));
  shirt = await shop.product(seller, ['S', 'M', 'L'], { productName: 'Linen Shirt' });
});

describe('returns fix the catalogue: a size with ≥ 5 returns, ≥ 30 % of them too small, runs small', () => {
  it('is not flagged with 4 returns, however many say too small', async () => {
    for (const reason of ['too_small', 'too_small', 'quality', 'changed_mind']) await returnedM(reason);
    expect((await rowOf())?.sizeFlags).toEqual([]);
    expect((await page()).sizeFlags).toEqual([]);
  });

  it("is flagged on the vendor's product row with the counts and a chart correction, and on the product page", async () => {
    await returnedM('wrong_item');
    const flag = {
      size: 'M',
      fit: 'runs_small',
      returns: 2,
      of: 5,
      // M fits the bodies the next size down lists: the row would read S's measurements.
      suggestion: { size: 'S', measurements: { chest: { min: 81, max: 86 }, waist: { min: 64, max: 64 }, hip: { min: 88, max: 88 } } },
    };
    expect((await rowOf())?.sizeFlags).toEqual([flag]);
    expect(SIZE_FLAG_TEXTS.vendor(flag.size, 'runs_small', flag.returns, flag.of)).toBe(
      'Size M runs small: 2 of 5 buyers sent it back as too small',
    );
    expect((await page()).sizeFlags).toEqual([{ size: 'M', fit: 'runs_small' }]);
  });

  it('counts a cancelled return for nothing', async () => {
    const buyer = await createBuyer(t);
    const returnId = await shop.sendBack(buyer, await shop.delivered(buyer, seller, shirt.productId, shirt.ids.M as number), 'too_large');
    expect((await rowOf())?.sizeFlags).toMatchObject([{ of: 6 }]);
    expect((await call('POST', `/api/buyer/returns/${returnId}/cancel`, buyer)).statusCode).toBe(200);
    expect((await rowOf())?.sizeFlags).toMatchObject([{ fit: 'runs_small', returns: 2, of: 5 }]);
  });

  it('runs large when too large is the larger share, and the largest size has no size above to suggest', async () => {
    for (let i = 0; i < 5; i++) {
      const buyer = await createBuyer(t);
      await shop.sendBack(
        buyer,
        await shop.delivered(buyer, seller, shirt.productId, shirt.ids.L as number),
        i < 3 ? 'too_large' : 'quality',
      );
    }
    const flags = (await rowOf())?.sizeFlags;
    expect(flags).toContainEqual({
      size: 'L',
      fit: 'runs_large',
      returns: 3,
      of: 5,
      suggestion: null,
    });
  });
});
