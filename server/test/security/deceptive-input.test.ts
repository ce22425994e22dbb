import { API_MESSAGES, VALIDATION } from '@seamline/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { dbChecksum } from '../db-checksum.js';
import { buyerPayload, createBuyer, createProduct, createVendor, productPayload, type TestUser, vendorPayload } from '../factories.js';
import { useTestApp } from '../test-app.js';

/**
 * Input that looks like one thing and is another: e-mail addresses that add headers to a mailto:
 * link, names that hide characters or turn text around, and e-mails or store names that differ
 * from another account's only in letter case or Unicode form.
 */
const t = useTestApp();

const register = (body: unknown) => t.call('POST', '/api/registration/register', { body });
const login = (email: string, password: string) => t.call('POST', '/api/registration/login', { body: { email, password } });

let seq = 0;
const tag = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

describe('e-mail addresses that would build mail headers', () => {
  const crafted = [
    'mailto@x.test?bcc=victim@y.test',
    'a?cc=b@x.test',
    'a@x.test&cc=b@y.test',
    'a%3Fbcc%3Db@x.test',
    '"quoted"@x.test',
    'a,b@x.test',
    '<a@x.test>',
    'a\r\nbcc:b@x.test',
    'a..b@x.test',
    'a@x..test',
    // Turned into '?' by NFKC: checked after normalising, not before.
    'mailto@x.test\uFF1Fbcc=victim@y.test',
  ];

  it.each(crafted)('refuses %j at registration with the spec message', async (email) => {
    const before = await dbChecksum(t.db);
    const res = await register(buyerPayload({ email }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VALIDATION.emailInvalid);
    expect(res.json().fieldErrors).toMatchObject({ email: VALIDATION.emailInvalid });
    expect(await dbChecksum(t.db)).toBe(before);
  });

  it('refuses a crafted address at login too: it cannot name an account', async () => {
    const res = await login('mailto@x.test?bcc=victim@y.test', 'correct horse battery');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: VALIDATION.emailInvalid, fieldErrors: { email: VALIDATION.emailInvalid } });
  });

  it.each([
    `plain-${tag()}@example.test`,
    `o'brien+shop-${tag()}@mail.example.test`,
    `first.last_${tag()}@sub-domain.example`,
    `x${tag()}@localhost`,
    `zoë-${tag()}@exämple.test`,
  ])('still accepts the ordinary address %j', async (email) => {
    const res = await register(buyerPayload({ email }));
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('names with invisible or direction-changing characters', () => {
  const HIDDEN: Array<[string, string]> = [
    ['right-to-left override', '\u202E'],
    ['left-to-right embedding', '\u202A'],
    ['pop directional formatting', '\u202C'],
    ['left-to-right isolate', '\u2066'],
    ['pop directional isolate', '\u2069'],
    ['zero-width space', '\u200B'],
    ['zero-width joiner', '\u200D'],
    ['right-to-left mark', '\u200F'],
    ['word joiner', '\u2060'],
    ['byte order mark', '\uFEFF'],
    ['soft hyphen', '\u00AD'],
    ['Arabic letter mark', '\u061C'],
    ['line separator', '\u2028'],
    ['next line', '\u0085'],
    ['Hangul filler', '\u3164'],
  ];
  const message = VALIDATION.invisibleCharacters;

  describe.each(HIDDEN)('a %s', (_name, ch) => {
    it.each([
      ['fullName', 'Full Name'],
      ['addressLine1', 'Address'],
      ['city', 'City'],
      ['postalCode', 'Postal Code'],
      ['country', 'Country'],
    ])('is refused in %s at registration', async (field, label) => {
      const res = await register(buyerPayload({ [field]: `Be${ch}a` }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message(label));
      expect(res.json().fieldErrors).toEqual({ [field]: message(label) });
    });

    it('is refused in a vendor name at registration', async () => {
      const res = await register(vendorPayload({ vendorName: `Shop${ch} ${tag()}` }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message('Vendor name'));
    });
  });

  describe('on saved profiles and products', () => {
    let buyer: TestUser;
    let vendor: TestUser;
    let productId: number;
    beforeAll(async () => {
      buyer = await createBuyer(t);
      vendor = await createVendor(t);
      productId = (await createProduct(t, vendor)).productId;
    });
    const vendorProfile = {
      vendorName: 'Plain Shop',
      fullName: 'Val',
      addressLine1: '1 Dock St',
      city: 'Oslo',
      postalCode: '0150',
      country: 'Norway',
    };
    const buyerProfile = {
      fullName: 'Bea',
      preferences: 'male',
      addressLine1: '1 Dock St',
      city: 'Oslo',
      postalCode: '0150',
      country: 'Norway',
    };

    it.each([
      ['vendorName', 'Store name'],
      ['fullName', 'Contact person name'],
      ['city', 'City'],
    ])('refuses a hidden character in the vendor profile %s', async (field, label) => {
      const res = await t.call('PUT', '/api/vendors/profile', {
        token: vendor.token,
        body: { ...vendorProfile, [field]: 'Gadget\u202Egnp.exe' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message(label));
    });

    it('refuses a hidden character in the buyer profile full name', async () => {
      const res = await t.call('PUT', '/api/buyer/profile', { token: buyer.token, body: { ...buyerProfile, fullName: 'Bea\u200BBuyer' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message('Full Name'));
    });

    it('refuses a hidden character in a product name, added or updated', async () => {
      const added = await t.call('POST', '/api/vendors/addProduct', {
        token: vendor.token,
        body: productPayload({ productName: 'Sneakers\u2066 (genuine)' }),
      });
      expect(added.statusCode).toBe(400);
      expect(added.json().message).toBe(message('Product name'));
      const updated = await t.call('PUT', '/api/vendors/updateProduct', {
        token: vendor.token,
        body: { productId, ...productPayload({ productName: 'Snea\uFEFFkers' }) },
      });
      expect(updated.statusCode).toBe(400);
      expect(updated.json().message).toBe(message('Product name'));
    });

    it('still takes accents, scripts written right to left, and emoji sequences in descriptions', async () => {
      const res = await t.call('POST', '/api/vendors/addProduct', {
        token: vendor.token,
        body: productPayload({ productName: 'Zoë’s חולצה 🧥', description: 'For the whole family 👩‍👩‍👧 (joined by U+200D).' }),
      });
      expect(res.statusCode, res.body).toBe(201);
      const saved = await t.call('PUT', '/api/vendors/profile', {
        token: vendor.token,
        body: { ...vendorProfile, vendorName: `Atelier Ñandú ${tag()}`, city: 'Zürich' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    });
  });
});

describe('colour names and SKUs follow the rules of names', () => {
  let vendor: TestUser;
  let productId: number;
  beforeAll(async () => {
    vendor = await createVendor(t);
    productId = (await createProduct(t, vendor)).productId;
  });
  const withVariant = (variant: Record<string, unknown>) => ({
    ...productPayload({ categoryName: 'female', subCategoryName: 'clothes' }),
    variants: [{ size: 'M', stockQuantity: 1, ...variant }],
  });

  it.each([
    ['colour', 'Red\u202Eder', VALIDATION.invisibleCharacters('Colour')],
    ['colour', 'Bl\u200Back', VALIDATION.invisibleCharacters('Colour')],
    ['colour', 'Red\r\nBcc: x@evil.example', 'Colour contains invalid characters'],
    ['colour', 'Red\u0007', 'Colour contains invalid characters'],
    ['colour', 'Red\tBlue', 'Colour contains invalid characters'],
    ['sku', 'AB\u202ECD', VALIDATION.invisibleCharacters('SKU')],
    ['sku', 'A\u200BB', VALIDATION.invisibleCharacters('SKU')],
    ['sku', 'A\nB', 'SKU contains invalid characters'],
  ])('refuses %s %j on add and on update, changing nothing', async (field, value, message) => {
    const before = await dbChecksum(t.db);
    const added = await t.call('POST', '/api/vendors/addProduct', {
      token: vendor.token,
      body: withVariant({ colour: 'Plain', [field]: value }),
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().message).toBe(message);
    const updated = await t.call('PUT', '/api/vendors/updateProduct', {
      token: vendor.token,
      body: { productId, ...withVariant({ colour: 'Plain', [field]: value }) },
    });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().message).toBe(message);
    expect(await dbChecksum(t.db)).toBe(before);
  });

  it('still takes accented colour names and ordinary SKUs', async () => {
    const res = await t.call('POST', '/api/vendors/addProduct', {
      token: vendor.token,
      body: withVariant({ colour: 'Bleu clair – Élysée', sku: `SKU-${tag()}/42` }),
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('e-mails compared after NFKC normalisation and case folding', () => {
  it('treats a full-width address as the same account', async () => {
    const payload = buyerPayload({ email: 'admin@example.test' });
    expect((await register(payload)).statusCode).toBe(201);

    const twin = await register(buyerPayload({ email: 'ＡＤＭＩＮ@example.test' }));
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe(API_MESSAGES.emailTaken);

    const res = await login('ＡＤＭＩＮ@ＥＸＡＭＰＬＥ.ＴＥＳＴ', payload.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('admin@example.test');
  });

  it('stores a full-width address in its normal form', async () => {
    const id = tag();
    const payload = buyerPayload({ email: `Ｓｈｏｐｐｅｒ-${id}@Ｅｘａｍｐｌｅ.test` });
    expect((await register(payload)).statusCode).toBe(201);
    const res = await login(`shopper-${id}@example.test`, payload.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(`shopper-${id}@example.test`);
  });
});

describe('store names unique after NFKC normalisation and case folding', () => {
  it('refuses a second shop whose name differs only in width or case, changing nothing', async () => {
    expect((await register(vendorPayload({ vendorName: 'Urban Thread' }))).statusCode).toBe(201);
    for (const vendorName of ['ＵＲＢＡＮ thread', 'urban thread', '  URBAN THREAD  ']) {
      const before = await dbChecksum(t.db);
      const res = await register(vendorPayload({ vendorName }));
      expect(res.statusCode, vendorName).toBe(409);
      expect(res.json()).toEqual({ message: API_MESSAGES.storeNameTaken });
      expect(await dbChecksum(t.db)).toBe(before);
    }
  });

  it('answers the e-mail conflict when both the e-mail and the store name are taken', async () => {
    const first = vendorPayload({ vendorName: `Twin Shop ${tag()}` });
    expect((await register(first)).statusCode).toBe(201);
    const res = await register(vendorPayload({ email: first.email, vendorName: first.vendorName }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(API_MESSAGES.emailTaken);
  });

  it('refuses a profile save that takes another shop’s name, and lets a shop recase its own', async () => {
    const name = `Harbor Goods ${tag()}`;
    await createVendor(t, { vendorName: name });
    const other = await createVendor(t);
    const body = { fullName: 'Val', addressLine1: '1 Dock St', city: 'Oslo', postalCode: '0150', country: 'Norway' };

    const before = await dbChecksum(t.db);
    const taken = await t.call('PUT', '/api/vendors/profile', { token: other.token, body: { ...body, vendorName: name.toUpperCase() } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: API_MESSAGES.storeNameTaken });
    expect(await dbChecksum(t.db)).toBe(before);

    const mine = `Other Goods ${tag()}`;
    expect((await t.call('PUT', '/api/vendors/profile', { token: other.token, body: { ...body, vendorName: mine } })).statusCode).toBe(200);
    const recased = await t.call('PUT', '/api/vendors/profile', { token: other.token, body: { ...body, vendorName: mine.toUpperCase() } });
    expect(recased.statusCode).toBe(200);
    expect(recased.json().vendorName).toBe(mine.toUpperCase());
  });

  it('lets exactly one of several parallel registrations of one store name through', async () => {
    const vendorName = `Race Rags ${tag()}`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => register(vendorPayload({ vendorName: i % 2 ? vendorName.toUpperCase() : vendorName }))),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().message).toBe(API_MESSAGES.storeNameTaken);
  });
});
