import { LIMITS } from '@seamline/contract';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { deleteOrphanedImages } from '../../src/images/delete-orphaned-images.js';
import { orphanedImagesPlugin } from '../../src/plugins/orphaned-images.js';
import { createProduct, createVendor, type TestUser } from '../factories.js';
import { TEST_CONFIG, useTestApp } from '../test-app.js';
import { smallImage, uploadImage } from '../uploads.js';

const HOUR = 3_600_000;
const GRACE = LIMITS.uploadOrphanHours * HOUR;
const t = useTestApp();

let vendor: TestUser;
beforeAll(async () => {
  vendor = await createVendor(t);
});

const upload = async () => {
  const res = await uploadImage(t, vendor.token, await smallImage('png'));
  expect(res.statusCode).toBe(201);
  return res.json().imageUrl as string;
};
const isServed = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode === 200;

/** Another instance on the same database, whose clock says `now`: it sweeps once it is ready. */
async function instanceAt(now: number) {
  const other = await buildApp({ ...TEST_CONFIG, now: () => now }, t.database);
  await other.ready();
  await other.close();
}

describe('orphaned uploads', () => {
  it(`deletes an upload no product uses once it is ${LIMITS.uploadOrphanHours} hours old; used ones stay`, async () => {
    const used = await upload();
    const usedByDeleted = await upload();
    const orphan = await upload();
    await createProduct(t, vendor, { imageUrl: used });
    const gone = await createProduct(t, vendor, { imageUrl: usedByDeleted });
    await t.call('DELETE', '/api/vendors/deleteProduct', { token: vendor.token, body: { productId: gone.productId } });

    // Within the grace a vendor has to save the product form, nothing goes.
    await instanceAt(Date.now() + GRACE - HOUR);
    expect(await isServed(orphan)).toBe(true);

    await instanceAt(Date.now() + GRACE + HOUR);
    expect(await isServed(orphan)).toBe(false);
    expect(await isServed(used)).toBe(true);
    // A deleted product still shows in past orders, with its image.
    expect(await isServed(usedByDeleted)).toBe(true);
  });

  it('is one idempotent statement: a second run, as by another instance, deletes nothing more', async () => {
    await upload();
    await upload();
    const later = Date.now() + GRACE + HOUR;
    const [first, second] = await Promise.all([deleteOrphanedImages(t.db, later), deleteOrphanedImages(t.db, later)]);
    expect(first + second).toBe(2);
    expect(await deleteOrphanedImages(t.db, later)).toBe(0);
  });

  it('looks again every hour while the app runs, and stops when it closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      let now = Date.now();
      const sweeper = Fastify();
      sweeper.decorate('db', t.db);
      await sweeper.register(orphanedImagesPlugin, { now: () => now }).ready();
      expect(vi.getTimerCount()).toBe(1);

      const orphan = await upload();
      now += GRACE + HOUR;
      vi.advanceTimersByTime(HOUR);
      // Closing waits for the sweep under way.
      await sweeper.close();
      expect(await isServed(orphan)).toBe(false);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
