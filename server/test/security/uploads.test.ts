import { API_MESSAGES, LIMITS } from '@seamline/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { images } from '../../src/db/schema.js';
import { createVendor, type TestUser } from '../factories.js';
import { startTestApp, useTestApp } from '../test-app.js';
import { blackPng, heldUpload, pngClaiming, smallImage, uploadImage, withPngText } from '../uploads.js';

const PER_MINUTE = 5;
const QUOTA = 48_000;
const t = useTestApp({ rateLimit: true, uploadsPerMinute: PER_MINUTE, uploadQuotaBytes: QUOTA });

// A vendor per test: each test's uploads stay within the per-minute limit.
let vendor: TestUser;
beforeEach(async () => {
  vendor = await createVendor(t);
});

const storedCount = async (who: TestUser) => (await t.db.select({ id: images.id }).from(images).where(eq(images.ownerId, who.id))).length;
const served = async (url: string) => (await t.app.inject({ method: 'GET', url })).rawPayload;
/** About 30 kB of PNG that does not compress: two of them go over the test's quota. */
const noisyPng = () =>
  sharp({ create: { width: 100, height: 100, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png()
    .toBuffer();

describe('uploads are decoded within a pixel cap and stored re-encoded', () => {
  it('refuses a 16,000 × 16,000 PNG (30 kB that decode to 256 megapixels) before decoding it', async () => {
    const bomb = blackPng(16_000, 16_000);
    expect(bomb.length).toBeLessThan(LIMITS.uploadBytesMax);
    const before = await storedCount(vendor);
    // Decoding and re-encoding it would take seconds of CPU: only its header may be read. The same
    // watch sees a small image decoded.
    const small = await smallImage('png');
    const decodes = vi.spyOn(sharp.prototype, 'toBuffer');
    let bombDecodes: number;
    let res: Awaited<ReturnType<typeof uploadImage>>;
    try {
      res = await uploadImage(t, vendor.token, bomb);
      bombDecodes = decodes.mock.calls.length;
      expect((await uploadImage(t, vendor.token, small)).statusCode).toBe(201);
      expect(decodes.mock.calls.length).toBeGreaterThan(0);
    } finally {
      decodes.mockRestore();
    }
    expect(bombDecodes).toBe(0);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(API_MESSAGES.imageTooManyPixels);
    expect(await storedCount(vendor)).toBe(before + 1);
  });

  it('refuses a header that claims more pixels than the cap, or a side longer than the cap', async () => {
    for (const [width, height] of [
      [100_000, 100_000],
      [8_000, 5_001],
      [LIMITS.uploadSideMax + 1, 1],
    ] as const) {
      const res = await uploadImage(t, vendor.token, width * height > 1e8 ? pngClaiming(width, height) : blackPng(width, height));
      expect(res.statusCode, `${width} × ${height}`).toBe(413);
      expect(res.json().message).toBe(API_MESSAGES.imageTooManyPixels);
    }
  });

  it('stores a JPEG re-encoded: EXIF and anything after the image are gone, the pixels stay', async () => {
    const photo = await sharp(await smallImage('jpeg'))
      .withExif({ IFD0: { Artist: 'Secret Person', Copyright: 'Home address' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await uploadImage(
      t,
      vendor.token,
      Buffer.concat([photo, Buffer.from('<?php system($_GET["c"]); ?>')]),
      'photo.jpg',
      'image/jpeg',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().imageUrl).toMatch(/\.jpg$/);
    const stored = await served(res.json().imageUrl);
    expect(stored.includes('Secret Person')).toBe(false);
    expect(stored.includes('<?php')).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 32, height: 24 });
    expect(meta.exif).toBeUndefined();
  });

  it('stores a PNG re-encoded: text chunks and trailing bytes are gone, every pixel is the same', async () => {
    const png = await smallImage('png');
    const res = await uploadImage(
      t,
      vendor.token,
      Buffer.concat([withPngText(png, 'Author', 'Secret Person'), Buffer.from('<html>payload</html>')]),
    );
    expect(res.statusCode).toBe(201);
    const stored = await served(res.json().imageUrl);
    expect(stored.includes('Secret Person')).toBe(false);
    expect(stored.includes('payload')).toBe(false);
    const pixels = (image: Buffer) => sharp(image).raw().toBuffer();
    expect((await pixels(stored)).equals(await pixels(png))).toBe(true);
  });

  it('stores a WebP as WebP', async () => {
    const res = await uploadImage(t, vendor.token, await smallImage('webp'), 'a.webp', 'image/webp');
    expect(res.statusCode).toBe(201);
    expect(res.json().imageUrl).toMatch(/\.webp$/);
    expect((await sharp(await served(res.json().imageUrl)).metadata()).format).toBe('webp');
  });

  it('answers a damaged image with a 400 that says so, never a 500', async () => {
    const png = await smallImage('png');
    const truncated = png.subarray(0, png.length - 30);
    const garbage = Buffer.concat([png.subarray(0, 8), Buffer.from('<script>alert(1)</script>'.repeat(4))]);
    const webpHeaderOnly = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(20)]);
    for (const damaged of [truncated, garbage, webpHeaderOnly]) {
      const res = await uploadImage(t, vendor.token, damaged);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(API_MESSAGES.imageUnreadable);
    }
  });
});

describe('per-vendor upload limits', () => {
  it('refuses an upload that would take the vendor over the quota, counted from the database', async () => {
    const [spender, other] = await Promise.all([createVendor(t), createVendor(t)]);
    expect((await uploadImage(t, spender.token, await noisyPng())).statusCode).toBe(201);
    const over = await uploadImage(t, spender.token, await noisyPng());
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(API_MESSAGES.uploadQuotaReached);
    expect(await storedCount(spender)).toBe(1);
    // Small images still fit; other vendors have their own quota.
    expect((await uploadImage(t, spender.token, await smallImage('png'))).statusCode).toBe(201);
    expect((await uploadImage(t, other.token, await noisyPng())).statusCode).toBe(201);
  });

  it(`lets a vendor have ${LIMITS.uploadsAtOnceMax} uploads in progress at once; more answer 429 with Retry-After`, async () => {
    const [busy, other] = await Promise.all([createVendor(t), createVendor(t)]);
    const png = await smallImage('png');
    const held = Array.from({ length: LIMITS.uploadsAtOnceMax }, () => heldUpload(t, busy.token, png));
    await Promise.all(held.map((h) => h.reading));

    const refused = await uploadImage(t, busy.token, png);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(API_MESSAGES.uploadsInProgress);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await uploadImage(t, other.token, png)).statusCode).toBe(201);

    for (const h of held) h.finish();
    for (const h of held) expect((await h.response).statusCode).toBe(201);
    expect((await uploadImage(t, busy.token, png)).statusCode).toBe(201);
  });

  it(`limits each vendor to ${PER_MINUTE} uploads a minute, whatever address they come from`, async () => {
    const [eager, neighbour] = await Promise.all([createVendor(t), createVendor(t)]);
    const png = await smallImage('png');
    for (let i = 0; i < PER_MINUTE; i++) expect((await uploadImage(t, eager.token, png)).statusCode).toBe(201);
    const limited = await uploadImage(t, eager.token, png);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(API_MESSAGES.tooManyUploads);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Keyed by vendor, not by address: another vendor behind the same address is not held back.
    expect((await uploadImage(t, neighbour.token, png)).statusCode).toBe(201);
  });

  it('has no per-minute limit with RATE_LIMIT=off (load tests)', async () => {
    const open = await startTestApp({ uploadsPerMinute: 1 });
    try {
      const someone = await createVendor(open);
      const png = await smallImage('png');
      for (let i = 0; i < 3; i++) expect((await uploadImage(open, someone.token, png)).statusCode).toBe(201);
    } finally {
      await open.close();
    }
  });
});
