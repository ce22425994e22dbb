import { parseArgs } from 'node:util';
import { facetsQuery, filtersOf } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../server/src/db/client.js';
import type { IndexQuery } from '../server/src/domain/catalogue/filter-index/catalogue-index.js';
import { CatalogueFeed } from '../server/src/domain/catalogue/filter-index/feed.js';
import { facetQuestions, queryOf } from './filter-questions.js';

/**
 * npm run index-cost -w bench -- --url postgres://…/seamline_bench_… : the filters index's own
 * time per facet question, in one process with nothing else running, on a database kept by
 * `npm run bench -- --keep`. It fills the index as an instance does, then answers the facets
 * scenario's questions (those without a search term, which would also ask PostgreSQL) a few
 * rounds over, and prints the mean time per question, in all and by kind. What the HTTP scenario
 * measures on top of it: routing, validation, naming and serialising the answer.
 */

/** The index question an address of the facets scenario asks. */
function indexQuery(address: string): IndexQuery | null {
  const query = queryOf(address);
  if (query.searchTerm !== undefined) return null;
  const q = facetsQuery.parse(query);
  return { category: q.category, filters: filtersOf(q) };
}

const kindOf = (q: IndexQuery) => {
  const f = q.filters;
  const chosen =
    f.sizes.length > 0 && f.colours.length > 0
      ? 'sizes and colours'
      : f.sizes.length + f.colours.length > 0
        ? 'sizes or colours'
        : 'neither';
  return `${q.category ? 'a category' : 'the whole shop'}, ${chosen}${f.minPriceCents !== undefined || f.maxPriceCents !== undefined ? ', a price range' : ''}`;
};

const { values } = parseArgs({ options: { url: { type: 'string' }, rounds: { type: 'string', default: '3' } } });
if (!values.url) {
  console.error('usage: npm run index-cost -w bench -- --url postgres://…/seamline_bench_… [--rounds 3]');
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: values.url });
const feed = new CatalogueFeed(database.db);
const started = performance.now();
await feed.fresh();
const index = feed.index;
console.log(
  `index filled in ${((performance.now() - started) / 1000).toFixed(1)} s, ${index.count()} live products, ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB RSS`,
);
const shops = await queryRows<{ name: string }>(
  database.db,
  sql`select vendor_name as name from users where role = 'vendor' and vendor_name is not null`,
);
const questions = facetQuestions({ vendorNames: shops.map((s) => s.name), seed: 1 }).flatMap((a) => indexQuery(a) ?? []);

const byKind = new Map<string, { n: number; ms: number }>();
for (let round = 1; round <= Number(values.rounds); round++) {
  let total = 0;
  for (const q of questions) {
    const t = performance.now();
    index.facets(q);
    const ms = performance.now() - t;
    total += ms;
    if (round > 1) {
      const kind = byKind.get(kindOf(q)) ?? { n: 0, ms: 0 };
      byKind.set(kindOf(q), { n: kind.n + 1, ms: kind.ms + ms });
    }
  }
  console.log(`round ${round}: ${questions.length} questions, ${((total / questions.length) * 1000).toFixed(0)} µs each`);
}
console.log('\nby kind (rounds after the first):');
for (const [kind, { n, ms }] of [...byKind].sort((a, b) => b[1].ms - a[1].ms)) {
  console.log(
    `  ${kind.padEnd(56)} ${((ms / n) * 1000).toFixed(0).padStart(5)} µs   ${((ms / [...byKind.values()].reduce((s, k) => s + k.ms, 0)) * 100).toFixed(0).padStart(3)}% of the time`,
  );
}
await database.close();
process.exit(0);
