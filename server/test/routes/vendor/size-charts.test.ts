import { CATEGORIES, defaultSizeChart, SIZE_MESSAGES, SUBCATEGORIES } from '@seamline/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createProduct, createVendor, type TestUser } from '../../factories.js';
import { useTestApp } from '../../test-app.js';

const t = useTestApp();
let vendor: TestUser;
let otherVendor: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  vendor = await createVendor(t, { vendorName: 'Chart House' });
  otherVendor = await createVendor(t, { vendorName: 'Other Charts' });
  buyer = await createBuyer(t);
});

const charts = (who: TestUser | undefined) => t.call('GET', '/api/vendors/sizeCharts', who ? { token: who.token } : {});
const put = (who: TestUser | undefined, body: unknown) =>
  t.call('PUT', '/api/vendors/sizeCharts', who ? { token: who.token, body } : { body });
const mensClothes = (chest: number) => ({
  categoryName: 'male',
  subCategoryName: 'clothes',
  // Sent out of order: answered in size order.
  rows: [
    { size: 'L', measurements: { chest: chest + 6, waist: 92, hip: 110 } },
    { size: 'M', measurements: { chest, waist: 86, hip: 104 } },
  ],
});
/** A single number as charts answer it: a range from it to itself. */
const cm = (n: number) => ({ min: n, max: n });
const chartOf = async (who: TestUser, category: string, subcategory: string) =>
  (await charts(who))
    .json()
    .find((c: { categoryName: string; subCategoryName: string }) => c.categoryName === category && c.subCategoryName === subcategory);

describe('GET /api/vendors/sizeCharts', () => {
  it('answers the default chart for every category × subcategory until the vendor sets one', async () => {
    const fresh = await createVendor(t);
    const res = await charts(fresh);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      CATEGORIES.flatMap((categoryName) =>
        SUBCATEGORIES.map((subCategoryName) => ({
          categoryName,
          subCategoryName,
          rows: defaultSizeChart(categoryName, subCategoryName).rows,
          custom: false,
        })),
      ),
    );
  });

  it('is for vendors only', async () => {
    expect((await charts(undefined)).statusCode).toBe(401);
    expect((await charts(buyer)).statusCode).toBe(403);
    expect((await put(buyer, mensClothes(100))).statusCode).toBe(403);
  });
});

describe('PUT /api/vendors/sizeCharts', () => {
  it("stores the vendor's chart in size order, marks it custom and leaves other vendors' alone", async () => {
    const res = await put(vendor, mensClothes(100));
    expect(res.statusCode).toBe(200);
    const expected = {
      categoryName: 'male',
      subCategoryName: 'clothes',
      // A number reads as a range of it alone (decision 251).
      rows: [
        { size: 'M', measurements: { chest: cm(100), waist: cm(86), hip: cm(104) } },
        { size: 'L', measurements: { chest: cm(106), waist: cm(92), hip: cm(110) } },
      ],
      custom: true,
    };
    expect(res.json()).toEqual(expected);
    expect(await chartOf(vendor, 'male', 'clothes')).toEqual(expected);
    expect(await chartOf(vendor, 'female', 'clothes')).toMatchObject({ custom: false });
    expect(await chartOf(otherVendor, 'male', 'clothes')).toEqual({
      ...expected,
      rows: defaultSizeChart('male', 'clothes').rows,
      custom: false,
    });
    // A second PUT replaces the first.
    await put(vendor, { ...mensClothes(101), rows: [mensClothes(101).rows[1]] });
    expect((await chartOf(vendor, 'male', 'clothes')).rows).toEqual([
      { size: 'M', measurements: { chest: cm(101), waist: cm(86), hip: cm(104) } },
    ]);
  });

  it('takes ranges, inseam among them, and answers every measurement as one', async () => {
    const seller = await createVendor(t);
    const res = await put(seller, {
      categoryName: 'female',
      subCategoryName: 'clothes',
      rows: [
        { size: 'S', measurements: { chest: { min: 81, max: 86 }, waist: { min: 64, max: 69 }, hip: 88, inseam: 77 } },
        { size: 'M', measurements: { chest: { min: 86, max: 91 }, waist: { min: 69, max: 74 }, hip: { min: 91, max: 97 } } },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows).toEqual([
      { size: 'S', measurements: { chest: { min: 81, max: 86 }, waist: { min: 64, max: 69 }, hip: cm(88), inseam: cm(77) } },
      { size: 'M', measurements: { chest: { min: 86, max: 91 }, waist: { min: 69, max: 74 }, hip: { min: 91, max: 97 } } },
    ]);
    expect(await chartOf(seller, 'female', 'clothes')).toMatchObject({ rows: res.json().rows, custom: true });
  });

  it.each([
    [
      'a range upside down',
      { ...mensClothes(100), rows: [{ size: 'M', measurements: { chest: { min: 102, max: 97 }, waist: 86, hip: 104 } }] },
      SIZE_MESSAGES.measurementReversed('Chest', 'M'),
    ],
    [
      'a range wider than one size',
      { ...mensClothes(100), rows: [{ size: 'M', measurements: { chest: { min: 80, max: 120 }, waist: 86, hip: 104 } }] },
      SIZE_MESSAGES.measurementTooWide('Chest', 'M', 20),
    ],
    [
      'a larger size measuring less',
      {
        ...mensClothes(100),
        rows: [
          { size: 'M', measurements: { chest: 100, waist: 86, hip: 104 } },
          { size: 'L', measurements: { chest: 96, waist: 90, hip: 108 } },
        ],
      },
      SIZE_MESSAGES.measurementShrinks('Chest', 'L', 'M'),
    ],
    [
      'a size of another system',
      { ...mensClothes(100), rows: [{ size: '42', measurements: { chest: 100, waist: 86, hip: 104 } }] },
      SIZE_MESSAGES.sizeInvalid('one of XXS, XS, S, M, L, XL, XXL, 3XL'),
    ],
    [
      'a missing measurement',
      { ...mensClothes(100), rows: [{ size: 'M', measurements: { chest: 100, waist: 86 } }] },
      SIZE_MESSAGES.measurementMissing('Hip', 'M'),
    ],
    [
      'inches typed as cm',
      { ...mensClothes(100), rows: [{ size: 'M', measurements: { chest: 20, waist: 86, hip: 104 } }] },
      SIZE_MESSAGES.measurementRange('Chest', 30, 200),
    ],
    ['no rows', { ...mensClothes(100), rows: [] }, SIZE_MESSAGES.chartRowsRequired],
    [
      'a repeated size',
      { ...mensClothes(100), rows: [mensClothes(100).rows[1], mensClothes(100).rows[1]] },
      SIZE_MESSAGES.chartSizeRepeated('M'),
    ],
  ])('refuses %s with its message and changes nothing', async (_name, body, message) => {
    const before = await charts(otherVendor);
    const res = await put(otherVendor, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await charts(otherVendor)).json()).toEqual(before.json());
  });

  it("is the chart of the vendor's products, and the kept product page is forgotten when it changes", async () => {
    const seller = await createVendor(t);
    const { productId } = await createProduct(t, seller, { categoryName: 'male', subCategoryName: 'clothes' });
    const page = async () => (await t.call('GET', `/api/buyer/product/${productId}`)).json().sizeChart;
    expect(await page()).toEqual(defaultSizeChart('male', 'clothes'));
    await put(seller, mensClothes(100));
    expect(await page()).toEqual({ rows: (await chartOf(seller, 'male', 'clothes')).rows });
    // Another vendor's chart of the same pair is not this product's.
    await put(otherVendor, mensClothes(120));
    expect((await page()).rows[0].measurements.chest).toEqual(cm(100));
  });
});
