import { describe, expect, it } from 'vitest';
import { createAdmin, createBuyer, createProductWithVariants, createVendor } from '../factories.js';
import { useTwoInstances } from '../instances.js';

// Two instances on one database and one bus (PostgreSQL with DATABASE_URL): each keeps its own
// filters index and kept answers, and the clock stands still, so only being told makes B forget.
const two = useTwoInstances();

const ids = (res: { json(): unknown }) => (res.json() as { productId: number }[]).map((p) => p.productId);

describe('a suspension or a hidden product on one instance', () => {
  it("is seen at once on the other: lists, search, facets and the product page, and a review's rating", async () => {
    const { a, b } = two;
    const [admin, vendor, buyer] = [await createAdmin(a), await createVendor(a), await createBuyer(a)];
    const product = await createProductWithVariants(a, vendor, [{ size: 'M', colour: 'Black', colourHex: '#111111', stockQuantity: 4 }], {
      productName: 'Quillowen Parka',
    });
    const store = product.vendorName;
    const onB = async () => {
      const [filtered, searched, facets, page] = await Promise.all([
        b.call('GET', '/api/buyer/selected?category=female&size=M'),
        b.call('GET', '/api/buyer/search?searchTerm=Quillowen'),
        b.call('GET', '/api/buyer/facets?category=female'),
        b.call('GET', `/api/buyer/product/${product.productId}`),
      ]);
      return {
        filtered: ids(filtered).includes(product.productId),
        searched: ids(searched).includes(product.productId),
        vendorFacet: facets.json().vendors.some((v: { value: string }) => v.value === store),
        page: page.statusCode,
      };
    };
    const shown = { filtered: true, searched: true, vendorFacet: true, page: 200 };
    const gone = { filtered: false, searched: false, vendorFacet: false, page: 404 };
    // B has read (and kept) every answer before the change.
    expect(await onB()).toEqual(shown);

    await a.call('PUT', `/api/admin/vendors/${vendor.id}`, { token: admin.token, body: { status: 'suspended' } });
    expect(await onB()).toEqual(gone);
    await a.call('PUT', `/api/admin/vendors/${vendor.id}`, { token: admin.token, body: { status: 'active' } });
    expect(await onB()).toEqual(shown);

    await a.call('PUT', `/api/admin/products/${product.productId}`, { token: admin.token, body: { hidden: true } });
    expect(await onB()).toEqual(gone);
    await a.call('PUT', `/api/admin/products/${product.productId}`, { token: admin.token, body: { hidden: false } });
    expect(await onB()).toEqual(shown);

    const review = await a.call('POST', '/api/buyer/addReview', {
      token: buyer.token,
      body: { productId: product.productId, rating: 2, comment: 'Thin' },
    });
    expect((await b.call('GET', `/api/buyer/product/${product.productId}`)).json().reviewCount).toBe(1);
    await a.call('PUT', `/api/admin/reviews/${review.json().reviewId}`, { token: admin.token, body: { hidden: true } });
    expect((await b.call('GET', `/api/buyer/product/${product.productId}`)).json()).toMatchObject({ reviewCount: 0, averageRating: 0 });
    expect((await b.call('GET', `/api/buyer/getReviews/${product.productId}`)).json()).toEqual([]);
  });
});
