import { API_MESSAGES, VALIDATION } from '@seamline/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createVendor, type TestUser } from '../../factories.js';
import { useTestApp } from '../../test-app.js';

const t = useTestApp();
let buyer: TestUser;
let vendor: TestUser;

beforeAll(async () => {
  buyer = await createBuyer(t, { fullName: 'Pia Profile', preferences: 'children' });
  vendor = await createVendor(t, {
    fullName: 'Val Vendor',
    vendorName: 'Val Goods',
    addressLine1: '5 Dock St',
    city: 'Oslo',
    postalCode: '0150',
    country: 'Norway',
  });
});

describe('buyer profile', () => {
  it('answers the spec fields with the address as one string', async () => {
    const res = await t.call('GET', '/api/buyer/profile', { token: buyer.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      fullName: 'Pia Profile',
      emailAddress: buyer.email,
      preferences: 'children',
      address: '12 Market Street, Springfield, 12345, USA',
    });
  });

  it('saves changes that persist, keeping the email', async () => {
    const body = {
      fullName: 'Pia Updated',
      preferences: 'female',
      addressLine1: 'Flat 2, 7 High St',
      city: 'York',
      postalCode: 'YO1 7HH',
      country: 'UK',
      emailAddress: 'hacker@example.test',
    };
    const res = await t.call('PUT', '/api/buyer/profile', { token: buyer.token, body });
    expect(res.statusCode).toBe(200);
    const again = (await t.call('GET', '/api/buyer/profile', { token: buyer.token })).json();
    expect(again).toEqual({
      fullName: 'Pia Updated',
      emailAddress: buyer.email,
      preferences: 'female',
      address: 'Flat 2, 7 High St, York, YO1 7HH, UK',
    });
  });

  it.each([
    [{ fullName: '' }, VALIDATION.fullNameRequired],
    [{ preferences: '' }, VALIDATION.preferencesProfileRequired],
    [{ addressLine1: ' ' }, VALIDATION.addressRequired],
    [{ city: '' }, VALIDATION.cityRequired],
    [{ postalCode: '' }, VALIDATION.postalCodeRequired],
    [{ country: '' }, VALIDATION.countryRequired],
  ])('refuses %j and changes nothing', async (patch, message) => {
    const before = (await t.call('GET', '/api/buyer/profile', { token: buyer.token })).json();
    const body = { fullName: 'X', preferences: 'male', addressLine1: 'A', city: 'B', postalCode: 'C', country: 'D', ...patch };
    const res = await t.call('PUT', '/api/buyer/profile', { token: buyer.token, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await t.call('GET', '/api/buyer/profile', { token: buyer.token })).json()).toEqual(before);
  });

  it('is for buyers only', async () => {
    expect((await t.call('GET', '/api/buyer/profile', { token: vendor.token })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/buyer/profile')).statusCode).toBe(401);
  });
});

describe('vendor profile', () => {
  it('answers the spec fields', async () => {
    const res = await t.call('GET', '/api/vendors/profile', { token: vendor.token });
    expect(res.json()).toEqual({
      fullName: 'Val Vendor',
      emailAddress: vendor.email,
      vendorName: 'Val Goods',
      address: '5 Dock St, Oslo, 0150, Norway',
      returnDays: 30,
      shopStatus: 'active',
      returnAddress: null,
      returnInstructions: null,
      shopSlug: 'val-goods',
      oldAddresses: [],
    });
  });

  it('saves the store name, which then shows on its products', async () => {
    await t.call('POST', '/api/vendors/addProduct', {
      token: vendor.token,
      body: {
        productName: 'Fjord Parka',
        description: 'Warm.',
        price: 200,
        stockQuantity: 1,
        categoryName: 'male',
        subCategoryName: 'clothes',
      },
    });
    const body = {
      vendorName: 'Val Outdoor',
      fullName: 'Val V.',
      addressLine1: '6 Dock St',
      city: 'Bergen',
      postalCode: '5003',
      country: 'Norway',
    };
    const res = await t.call('PUT', '/api/vendors/profile', { token: vendor.token, body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      fullName: 'Val V.',
      emailAddress: vendor.email,
      vendorName: 'Val Outdoor',
      address: '6 Dock St, Bergen, 5003, Norway',
      returnDays: 30,
      shopStatus: 'active',
      returnAddress: null,
      returnInstructions: null,
      // The shop's address moved with its name; the old one still sends visitors here for 30 days.
      shopSlug: 'val-outdoor',
      oldAddresses: [{ slug: 'val-goods', redirectsUntil: expect.any(String) }],
    });
    const found = (await t.call('GET', '/api/buyer/search?searchTerm=outdoor')).json();
    expect(found.map((p: { vendorName: string }) => p.vendorName)).toEqual(['Val Outdoor']);
  });

  it.each([
    [{ vendorName: '' }, VALIDATION.storeNameRequired],
    [{ fullName: '' }, VALIDATION.contactPersonRequired],
    [{ addressLine1: '' }, VALIDATION.addressRequired],
    [{ city: '' }, VALIDATION.cityRequired],
    [{ postalCode: '' }, VALIDATION.postalCodeRequired],
    [{ country: '' }, VALIDATION.countryRequired],
  ])('refuses %j', async (patch, message) => {
    const body = { vendorName: 'S', fullName: 'F', addressLine1: 'A', city: 'B', postalCode: 'C', country: 'D', ...patch };
    const res = await t.call('PUT', '/api/vendors/profile', { token: vendor.token, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('is for vendors only', async () => {
    const res = await t.call('PUT', '/api/vendors/profile', { token: buyer.token, body: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(API_MESSAGES.forbidden);
  });
});
