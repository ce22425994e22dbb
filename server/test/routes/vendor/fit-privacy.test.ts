import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBuyer } from '../../factories.js';
import { rows } from '../../payments/pay.js';
import { useTestApp } from '../../test-app.js';
import { chestChart, fitShop } from '../buyer/fit-shop.js';

const t = useTestApp();
const shop = fitShop(t);

/** Measurements no chart, price or count here has: any answer holding one of them carries the buyer's profile. */
const MEASUREMENTS = { chest: 93.7, waist: 71.3, hips: 99.1, inseam: 77.9, footLength: 24.7 };
/**
 * Each value as a whole number in a text: not inside a longer one, such as a timestamp's seconds
 * ('17:38:24.713' holds '24.7', a foot length).
 */
const PROFILE_VALUES = Object.values(MEASUREMENTS).map((n) => new RegExp(`(?<!\\d)${String(n).replace('.', '\\.')}(?!\\d)`));

describe("a buyer's fit profile is the buyer's alone (docs/decisions/252)", () => {
  it('appears in no answer of any vendor route, nor any mail, through a whole journey', async () => {
    const buyer = await createBuyer(t);
    const vendor = await shop.vendor('Quiet Tailors', chestChart({ S: [81, 86], M: [86, 91], L: [91, 97] }));
    const { productId, ids } = await shop.product(vendor, ['S', 'M', 'L'], { productName: 'Linen Shirt' });
    const put = await shop.call('PUT', '/api/buyer/fitProfile', buyer, { measurements: MEASUREMENTS, usualSizes: { tops: 'M' } });
    expect(put.statusCode).toBe(200);
    // The journey: advice, a bracketed cart, an order, a delivery, a return for size, a review.
    expect((await shop.call('GET', `/api/buyer/product/${productId}/sizeAdvice`, buyer)).json().size).toBe('L');
    const line = await shop.delivered(buyer, vendor, productId, ids.L as number);
    await shop.sendBack(buyer, line, 'too_large');
    await shop.call('POST', '/api/buyer/addReview', buyer, { productId, rating: 4, comment: 'Nice linen', fit: 'large' });
    await shop.later(31);

    // Every GET the vendor may call, with this journey's ids in its path.
    const fill = (route: string) => route.replace(':productId', String(productId)).replace(':id', String(line.orderId));
    const vendorGets = t.app.routeList.filter((r) => r.startsWith('GET /api/vendors/')).map((r) => fill(r.slice(4)));
    expect(vendorGets.length).toBeGreaterThan(10);
    const answers: string[] = [];
    for (const url of vendorGets) {
      const res = await shop.call('GET', url, vendor);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      answers.push(`${url} ${res.body}`);
    }
    // And the public pages and shop page anyone reads.
    for (const url of [`/api/buyer/product/${productId}`, `/api/buyer/getReviews/${productId}`])
      answers.push((await t.call('GET', url)).body);
    // Every mail of the journey, the vendor's among them.
    const mails = await rows<{ payload: unknown }>(t, sql`select payload from outbox`);
    expect(mails.length).toBeGreaterThan(0);
    answers.push(...mails.map((m) => JSON.stringify(m.payload)));

    const leaks = answers.filter((answer) => PROFILE_VALUES.some((value) => value.test(answer)));
    expect(leaks).toEqual([]);
    // The check itself finds the values where they are.
    const own = (await shop.call('GET', '/api/buyer/fitProfile', buyer)).body;
    expect(PROFILE_VALUES.every((value) => value.test(own))).toBe(true);
    expect(PROFILE_VALUES.some((value) => value.test('"reviewDate":"2026-11-28T17:38:24.713Z"'))).toBe(false);
  });
});
