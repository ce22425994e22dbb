import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createVendor } from '../factories.js';
import { onPostgres } from '../test-db.js';
import { useTestApp } from '../test-app.js';

// The filters index reads rows stamped since its last look's oldest running transaction
// (docs/decisions/080). Two sessions at once need PostgreSQL: skipped on PGlite.
describe.skipIf(!onPostgres)('the filters index after commits out of order', () => {
  // Nothing kept: every answer is the index's.
  const t = useTestApp({ cacheSeconds: 0 });
  let early: pg.Client;
  let late: pg.Client;
  const ids: number[] = [];

  beforeAll(async () => {
    const vendor = await createVendor(t, { vendorName: 'Order Of Commits' });
    for (const productName of ['Early Coat', 'Late Coat'])
      ids.push((await createProduct(t, vendor, { productName, price: 50, categoryName: 'male' })).productId);
    early = new pg.Client({ connectionString: t.database.url });
    late = new pg.Client({ connectionString: t.database.url });
    await early.connect();
    await late.connect();
  });

  afterAll(async () => {
    await early?.end();
    await late?.end();
  });

  const priceSpan = async () => (await t.call('GET', '/api/buyer/facets?category=male')).json().price;

  it('sees a write that committed after a look that saw a later one', async () => {
    expect(await priceSpan()).toEqual({ min: 50, max: 50 });
    // The early transaction writes first and commits last.
    await early.query('begin');
    await early.query('update products set price_cents = 1000 where id = $1', [ids[0]]);
    await late.query('update products set price_cents = 9000 where id = $1', [ids[1]]);
    t.app.catalogueFeed.changed();
    expect(await priceSpan()).toEqual({ min: 50, max: 90 });
    await early.query('commit');
    t.app.catalogueFeed.changed();
    expect(await priceSpan()).toEqual({ min: 10, max: 90 });
  });
});
