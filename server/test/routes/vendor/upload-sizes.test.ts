import { imageSrcSet, LIMITS, sizedImageUrl } from '@seamline/contract';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageSizes } from '../../../src/db/schema.js';
import { deleteOrphanedImages } from '../../../src/images/delete-orphaned-images.js';
import { createVendor, productPayload, type TestUser } from '../../factories.js';
import { useTestApp } from '../../test-app.js';
import { smallImage, uploadImage } from '../../uploads.js';

// Each upload is also stored at smaller widths, so pages can offer srcset (docs/architecture.md#everyday-shop).
const t = useTestApp();
let vendor: TestUser;

beforeAll(async () => {
  vendor = await createVendor(t);
});

const upload = async (data: Buffer, type = 'image/jpeg') => {
  const res = await uploadImage(t, vendor.token, data, type === 'image/jpeg' ? 'photo.jpg' : 'photo.png', type);
  expect(res.statusCode).toBe(201);
  return res.json().imageUrl as string;
};
const served = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, type: res.headers['content-type'], bytes: res.rawPayload };
};
const widthOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).width;

describe('upload sizes', () => {
  it('serves a 1600-pixel photo at 320, 640 and 1280 pixels wide, each smaller in bytes, and whole as uploaded', async () => {
    const url = await upload(await smallImage('jpeg', 1600, 1200));
    const whole = await served(url);
    expect(await widthOf(whole.bytes)).toBe(1600);
    let previous = 0;
    for (const width of [320, 640, 1280] as const) {
      const sized = await served(sizedImageUrl(url, width));
      expect(sized.status).toBe(200);
      expect(sized.type).toBe('image/jpeg');
      expect(await widthOf(sized.bytes)).toBe(width);
      expect(sized.bytes.length).toBeGreaterThan(previous);
      expect(sized.bytes.length).toBeLessThan(whole.bytes.length);
      previous = sized.bytes.length;
    }
    expect(imageSrcSet(url)).toBe(`${sizedImageUrl(url, 320)} 320w, ${sizedImageUrl(url, 640)} 640w, ${sizedImageUrl(url, 1280)} 1280w`);
  });

  it('never makes an image larger: a width it is narrower than serves it as uploaded', async () => {
    const url = await upload(await smallImage('png', 500, 400), 'image/png');
    const id = url.split('/').pop() ?? '';
    const [stored] = await t.db.select({ n: count() }).from(imageSizes).where(eq(imageSizes.imageId, id));
    expect(stored?.n).toBe(1);
    expect(await widthOf((await served(sizedImageUrl(url, 320))).bytes)).toBe(320);
    expect(await widthOf((await served(sizedImageUrl(url, 640))).bytes)).toBe(500);
    expect(await widthOf((await served(sizedImageUrl(url, 1280))).bytes)).toBe(500);
  });

  it('answers 404 for a width it does not make, and for generated art offers no srcset', async () => {
    const url = await upload(await smallImage('jpeg', 700, 500));
    expect((await served(url.replace('.jpg', '-500w.jpg'))).status).toBe(404);
    expect((await served(url.replace('.jpg', '-640w.png'))).status).toBe(404);
    expect(imageSrcSet('/images/catalog/dress/navy.svg')).toBeUndefined();
    expect(imageSrcSet('https://photos.example.com/a.jpg')).toBeUndefined();
  });

  it("keeps an upload used only in a product's gallery or as a colour's image; deletes it and its sizes once nothing uses it", async () => {
    const inGallery = await upload(await smallImage('jpeg', 900, 600));
    const ofColour = await upload(await smallImage('jpeg', 800, 600));
    const orphan = await upload(await smallImage('jpeg', 700, 600));
    const res = await t.call('POST', '/api/vendors/addProduct', {
      token: vendor.token,
      body: {
        ...productPayload({ categoryName: 'female', subCategoryName: 'clothes', imageUrl: '' }),
        variants: [{ size: 'M', colour: 'Navy', stockQuantity: 2, imageUrl: ofColour }],
        images: [{ colour: 'Navy', urls: [ofColour, inGallery] }],
      },
    });
    expect(res.statusCode).toBe(201);
    const later = Date.now() + (LIMITS.uploadOrphanHours + 1) * 3_600_000;
    expect(await deleteOrphanedImages(t.db, later)).toBeGreaterThanOrEqual(1);
    expect((await served(inGallery)).status).toBe(200);
    expect((await served(sizedImageUrl(inGallery, 640))).status).toBe(200);
    expect((await served(ofColour)).status).toBe(200);
    expect((await served(orphan)).status).toBe(404);
    const orphanId = orphan.split('/').pop() ?? '';
    const [left] = await t.db.select({ n: count() }).from(imageSizes).where(eq(imageSizes.imageId, orphanId));
    expect(left?.n).toBe(0);
  });
});
