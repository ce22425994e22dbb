import { API_MESSAGES, defaultSizeChart, VALIDATION } from '@seamline/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createProduct, createVendor, type TestUser } from '../../factories.js';
import { useTestApp } from '../../test-app.js';

const t = useTestApp();
let vendor: TestUser;
let buyer: TestUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  vendor = await createVendor(t, { vendorName: 'Harbor Goods' });
  buyer = await createBuyer(t, { preferences: 'male', fullName: 'Mia Reviewer' });
  const make = async (key: string, o: Parameters<typeof createProduct>[2]) => {
    ids[key] = (await createProduct(t, vendor, o)).productId;
  };
  await make('sneakers', { productName: 'White Canvas Sneakers', price: 49.99, categoryName: 'female', subCategoryName: 'shoes' });
  await make('boots', {
    productName: 'Leather Chelsea Boots',
    price: 129.5,
    categoryName: 'male',
    subCategoryName: 'shoes',
    description: 'Full-grain leather boots.',
  });
  await make('tee', {
    productName: 'Organic Cotton Tee',
    price: 19,
    categoryName: 'male',
    subCategoryName: 'clothes',
    description: 'Soft organic cotton T-shirt.',
  });
  await make('dress', {
    productName: 'Linen Summer Dress',
    price: 89,
    categoryName: 'female',
    subCategoryName: 'clothes',
    description: 'Breezy linen dress.',
    stockQuantity: 0,
  });
  await make('kids', {
    productName: 'Kids Rain Jacket',
    price: 35.25,
    categoryName: 'children',
    subCategoryName: 'clothes',
    description: 'Waterproof jacket in a zebra print.',
  });
  await make('gone', { productName: 'Discontinued Sneakers', price: 10, categoryName: 'female' });
  await t.call('DELETE', '/api/vendors/deleteProduct', { token: vendor.token, body: { productId: ids.gone } });
});

const get = (url: string, token?: string) => t.call('GET', url, { token });
const names = (res: { json(): Array<{ productName: string }> }) => res.json().map((p) => p.productName);

describe('catalogue lists', () => {
  it('recommended answers every list field, no token needed, and hides deleted products', async () => {
    const res = await get('/api/buyer/recommended');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('5');
    const tee = res.json().find((p: { productId: number }) => p.productId === ids.tee);
    expect(tee).toEqual({
      productId: ids.tee,
      productName: 'Organic Cotton Tee',
      price: 19,
      imageUrl: '/images/catalog/sneakers/white.svg',
      categoryName: 'male',
      description: 'Soft organic cotton T-shirt.',
      vendorName: 'Harbor Goods',
      vendorSlug: 'harbor-goods',
      inStock: true,
      colours: [],
      compareAtPrice: null,
      salePercent: null,
    });
    expect(names(res)).not.toContain('Discontinued Sneakers');
  });

  it('says which listed products are out of stock, in every list and in search', async () => {
    for (const url of [
      '/api/buyer/recommended',
      '/api/buyer/selected?category=female',
      '/api/buyer/search?searchTerm=linen',
      '/api/buyer/search?searchTerm=linen&sort=price_asc',
    ]) {
      const dress = (await get(url)).json().find((p: { productId: number }) => p.productId === ids.dress);
      expect(dress, url).toMatchObject({ inStock: false });
    }
  });

  it("puts a buyer's preferred category first", async () => {
    const res = await get('/api/buyer/recommended', buyer.token);
    const cats = res.json().map((p: { categoryName: string }) => p.categoryName);
    expect(cats.slice(0, 2)).toEqual(['male', 'male']);
    expect(cats).toHaveLength(5);
  });

  it('selected filters by category and keeps out-of-stock products', async () => {
    const res = await get('/api/buyer/selected?category=female');
    expect(res.statusCode).toBe(200);
    expect(names(res).sort()).toEqual(['Linen Summer Dress', 'White Canvas Sneakers']);
  });

  it('refuses an unknown category', async () => {
    const res = await get('/api/buyer/selected?category=pets');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VALIDATION.categoryInvalid);
  });

  it.each([
    ['price_asc', ['Organic Cotton Tee', 'Kids Rain Jacket', 'White Canvas Sneakers', 'Linen Summer Dress', 'Leather Chelsea Boots']],
    ['price_desc', ['Leather Chelsea Boots', 'Linen Summer Dress', 'White Canvas Sneakers', 'Kids Rain Jacket', 'Organic Cotton Tee']],
    ['newest', ['Kids Rain Jacket', 'Linen Summer Dress', 'Organic Cotton Tee', 'Leather Chelsea Boots', 'White Canvas Sneakers']],
  ])('sorts by %s', async (sort, expected) => {
    const res = await get(`/api/buyer/recommended?sort=${sort}`);
    expect(names(res)).toEqual(expected);
  });

  it('pages with limit and offset', async () => {
    const first = await get('/api/buyer/recommended?sort=price_asc&limit=2');
    const second = await get('/api/buyer/recommended?sort=price_asc&limit=2&offset=2');
    expect(names(first)).toEqual(['Organic Cotton Tee', 'Kids Rain Jacket']);
    expect(names(second)).toEqual(['White Canvas Sneakers', 'Linen Summer Dress']);
    expect(second.headers['x-total-count']).toBe('5');
  });

  it.each([
    ['sort=cheapest', VALIDATION.sortInvalid],
    ['limit=0', VALIDATION.limitInvalid],
    ['limit=101', VALIDATION.limitInvalid],
    ['limit=-1', VALIDATION.limitInvalid],
    ['offset=abc', VALIDATION.offsetInvalid],
  ])('refuses %s', async (query, message) => {
    const res = await get(`/api/buyer/recommended?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('search', () => {
  it('finds by name, ranks full-text matches first', async () => {
    const res = await get('/api/buyer/search?searchTerm=sneakers');
    expect(res.statusCode).toBe(200);
    expect(names(res)[0]).toBe('White Canvas Sneakers');
    expect(names(res)).not.toContain('Discontinued Sneakers');
  });

  it('finds near-misses of a word', async () => {
    expect(names(await get('/api/buyer/search?searchTerm=sneeker'))).toContain('White Canvas Sneakers');
    expect(names(await get('/api/buyer/search?searchTerm=lether'))).toContain('Leather Chelsea Boots');
  });

  it('matches descriptions, categories and the vendor name', async () => {
    expect(names(await get('/api/buyer/search?searchTerm=zebra'))).toEqual(['Kids Rain Jacket']);
    expect(names(await get('/api/buyer/search?searchTerm=women%20shoes'))).toEqual(['White Canvas Sneakers']);
    expect(names(await get('/api/buyer/search?searchTerm=harbor'))).toHaveLength(5);
  });

  it('narrows by category and sorts when asked', async () => {
    const res = await get('/api/buyer/search?searchTerm=harbor&category=male&sort=price_desc');
    expect(names(res)).toEqual(['Leather Chelsea Boots', 'Organic Cotton Tee']);
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await get('/api/buyer/search?searchTerm=submarine');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });

  it('counts live matches only, and pages through them in one order', async () => {
    // "sneakers" matches the live pair and the deleted one; the total counts the live ones.
    const res = await get('/api/buyer/search?searchTerm=sneakers');
    expect(res.headers['x-total-count']).toBe(String(res.json().length));
    const all = names(await get('/api/buyer/search?searchTerm=harbor'));
    const paged = [];
    for (let offset = 0; offset < 5; offset += 2) {
      const page = await get(`/api/buyer/search?searchTerm=harbor&limit=2&offset=${offset}`);
      expect(page.headers['x-total-count']).toBe('5');
      paged.push(...names(page));
    }
    expect(paged).toEqual(all);
  });

  it('sorts matches by every sort key', async () => {
    const by = async (sort: string) => names(await get(`/api/buyer/search?searchTerm=harbor&sort=${sort}`));
    expect(await by('price_asc')).toEqual([
      'Organic Cotton Tee',
      'Kids Rain Jacket',
      'White Canvas Sneakers',
      'Linen Summer Dress',
      'Leather Chelsea Boots',
    ]);
    expect(await by('price_desc')).toEqual([
      'Leather Chelsea Boots',
      'Linen Summer Dress',
      'White Canvas Sneakers',
      'Kids Rain Jacket',
      'Organic Cotton Tee',
    ]);
    expect(await by('newest')).toEqual([
      'Kids Rain Jacket',
      'Linen Summer Dress',
      'Organic Cotton Tee',
      'Leather Chelsea Boots',
      'White Canvas Sneakers',
    ]);
  });

  it('answers an empty list for a term of stop words only', async () => {
    const res = await get('/api/buyer/search?searchTerm=the%20and');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });

  it('treats quotes and operators as text', async () => {
    const res = await get(`/api/buyer/search?searchTerm=${encodeURIComponent(`' OR 1=1; -- "sneakers`)}`);
    expect(res.statusCode).toBe(200);
  });

  it('requires a search term', async () => {
    for (const url of ['/api/buyer/search', '/api/buyer/search?searchTerm=%20%20']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(VALIDATION.searchTermRequired);
    }
  });
});

describe('product detail and reviews', () => {
  it('answers the detail fields', async () => {
    const res = await get(`/api/buyer/product/${ids.boots}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      productId: ids.boots,
      productName: 'Leather Chelsea Boots',
      price: 129.5,
      imageUrl: '/images/catalog/sneakers/white.svg',
      categoryName: 'male',
      subCategoryName: 'shoes',
      description: 'Full-grain leather boots.',
      vendorName: 'Harbor Goods',
      vendorSlug: 'harbor-goods',
      returnDays: 30,
      images: [{ colour: null, urls: ['/images/catalog/sneakers/white.svg'] }],
      inStock: true,
      stockQuantity: 10,
      averageRating: 0,
      reviewCount: 0,
      fit: { small: 0, true: 0, large: 0 },
      sizeChart: defaultSizeChart('male', 'shoes'),
      sizeFlags: [],
      colours: [],
      compareAtPrice: null,
      salePercent: null,
      saleEndsAt: null,
      basePrice: 129.5,
      variants: [
        {
          variantId: expect.any(Number),
          size: null,
          colour: null,
          colourHex: null,
          sku: null,
          price: 129.5,
          ownPrice: null,
          compareAtPrice: null,
          salePercent: null,
          ownCompareAtPrice: null,
          stockQuantity: 10,
          imageUrl: '/images/catalog/sneakers/white.svg',
        },
      ],
    });
  });

  it('answers 404 for a missing or deleted product and 400 for a malformed id', async () => {
    for (const id of [999999, ids.gone]) {
      const res = await get(`/api/buyer/product/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(API_MESSAGES.productNotFound);
    }
    expect((await get('/api/buyer/product/abc')).statusCode).toBe(400);
  });

  it('takes one review per buyer, updates the rating and lists reviews newest first', async () => {
    const other = await createBuyer(t, { fullName: 'Omar Other' });
    const first = await t.call('POST', '/api/buyer/addReview', {
      token: buyer.token,
      body: { productId: ids.tee, rating: 5, comment: 'Lovely fabric' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      reviewId: expect.any(Number),
      buyerId: buyer.id,
      reviewerName: 'Mia Reviewer',
      rating: 5,
      comment: 'Lovely fabric',
      reviewDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      fit: null,
      verifiedPurchase: false,
    });
    await t.call('POST', '/api/buyer/addReview', {
      token: other.token,
      body: { productId: String(ids.tee), rating: 2, comment: 'Runs small' },
    });
    const again = await t.call('POST', '/api/buyer/addReview', {
      token: buyer.token,
      body: { productId: ids.tee, rating: 1, comment: 'x' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(API_MESSAGES.alreadyReviewed);

    const detail = (await get(`/api/buyer/product/${ids.tee}`)).json();
    expect(detail.averageRating).toBe(3.5);
    expect(detail.reviewCount).toBe(2);
    const list = await get(`/api/buyer/getReviews/${ids.tee}`);
    expect(list.json().map((r: { comment: string }) => r.comment)).toEqual(['Runs small', 'Lovely fabric']);
  });

  it.each([
    [{ rating: 5 }, VALIDATION.commentRequired],
    [{ rating: 5, comment: '   ' }, VALIDATION.commentRequired],
    [{ comment: 'ok' }, VALIDATION.ratingRequired],
    [{ rating: 0, comment: 'ok' }, VALIDATION.ratingRange],
    [{ rating: 6, comment: 'ok' }, VALIDATION.ratingRange],
    [{ rating: 4.5, comment: 'ok' }, VALIDATION.ratingRange],
    [{ rating: 4, comment: 'x'.repeat(2001) }, VALIDATION.tooLong('Comment', 2000)],
  ])('refuses review %#', async (patch, message) => {
    const res = await t.call('POST', '/api/buyer/addReview', { token: buyer.token, body: { productId: ids.boots, ...patch } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('needs a buyer to write a review and an existing product', async () => {
    const body = { productId: ids.boots, rating: 4, comment: 'Good' };
    expect((await t.call('POST', '/api/buyer/addReview', { body })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/buyer/addReview', { token: vendor.token, body })).statusCode).toBe(403);
    const missing = await t.call('POST', '/api/buyer/addReview', { token: buyer.token, body: { ...body, productId: 999999 } });
    expect(missing.statusCode).toBe(404);
  });

  it('stores review text exactly as written', async () => {
    const comment = '<img src=x onerror=alert(1)> «très bien» 👟';
    const res = await t.call('POST', '/api/buyer/addReview', { token: buyer.token, body: { productId: ids.kids, rating: 4, comment } });
    expect(res.statusCode).toBe(201);
    expect((await get(`/api/buyer/getReviews/${ids.kids}`)).json()[0].comment).toBe(comment);
  });
});

describe('recommended for a buyer, deep in the list', () => {
  it('pages through the preferred category and then the rest without gaps or repeats', async () => {
    const shopper = await createBuyer(t, { preferences: 'children' });
    const all: { productId: number; categoryName: string }[] = [];
    for (let offset = 0; ; offset += 7) {
      const page = (await t.call('GET', `/api/buyer/recommended?limit=7&offset=${offset}`, { token: shopper.token })).json();
      all.push(...page);
      if (page.length < 7) break;
    }
    const total = Number((await t.call('GET', '/api/buyer/recommended?limit=1', { token: shopper.token })).headers['x-total-count']);
    expect(all).toHaveLength(total);
    expect(new Set(all.map((p) => p.productId)).size).toBe(total);
    const firstOther = all.findIndex((p) => p.categoryName !== 'children');
    expect(firstOther).toBeGreaterThan(0);
    expect(all.slice(firstOther).every((p) => p.categoryName !== 'children')).toBe(true);
  });
});
