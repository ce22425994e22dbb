import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles } from '../../test/source-imports.js';

/**
 * The areas of server/src/domain (its folders, and its root files), lowest first. An area imports
 * only areas on rows below its own: never one on its row or above, so no two areas import each
 * other, whatever the path between them. A piece two areas share goes to the lower one, or to a
 * small area of its own (audit/). A new area gets a row before it gets code.
 */
const AREAS: readonly (readonly string[])[] = [
  ['errors.ts', 'paging.ts', 'queue-mails.ts'], // the domain's refusals, list pages, the mail outbox
  ['audit', 'cart', 'variants', 'sizes', 'reviews', 'wishlist', 'shops', 'analytics', 'money', 'shipping'], // each on its own tables; money: the one writer of each money status; shipping: delivery profiles, fees and dates
  ['coupons'], // coupons: their rules, what a code takes off a cart, their uses; read by the quote, checkout and the operator
  ['products', 'fit'], // a vendor's products: their fields, images and saving; size advice from charts, orders and returns
  ['catalogue', 'catalogue-csv', 'ledger'], // what buyers browse; products by CSV; the money's journals, payouts and commission
  ['returns'], // returns and exchanges, their refunds posted to the ledger
  ['orders'], // checkout's orders and their moves, which post to the ledger and open returns
  ['users', 'admin'], // accounts and profiles (which read orders); the operator's screens over everything
];

const domainDir = import.meta.dirname;
const rankOf = new Map(AREAS.flatMap((row, rank) => row.map((name) => [name, rank] as const)));

/** The area of a path relative to server/src/domain: its folder, or the root file itself. */
const areaOf = (relative: string) => relative.split('/')[0] ?? relative;

/**
 * Each import of `file` (relative to server/src/domain) that lands in another area on the file's
 * own row or above, or in an area the table does not rank. Imports leaving the domain are not
 * looked at (layers.test.ts holds those).
 */
function importsAcross(file: string, text: string): string[] {
  const from = areaOf(file);
  return importsOf(text).flatMap((spec) => {
    if (!spec.startsWith('.')) return [];
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)).replace(/\.js$/, '.ts');
    if (target.startsWith('..')) return [];
    const to = areaOf(target);
    if (to === from) return [];
    const [fromRank, toRank] = [rankOf.get(from), rankOf.get(to)];
    if (fromRank === undefined || toRank === undefined)
      return [`${file} imports ${target}: ${fromRank === undefined ? from : to} has no row`];
    if (toRank > fromRank) return [`${file} imports ${target}: ${from} sits below ${to}`];
    return toRank === fromRank ? [`${file} imports ${target}: ${from} and ${to} share a row`] : [];
  });
}

describe('the areas of server/src/domain', () => {
  // Tests inside an area are held too; the checks at the domain's root are not areas.
  const files = sourceFiles(domainDir, { tests: true })
    .map((full) => path.relative(domainDir, full).split(path.sep).join('/'))
    .filter((file) => file.includes('/') || !file.endsWith('.test.ts'));

  it('rank every area', () => {
    const unranked = [...new Set(files.map(areaOf))].filter((area) => !rankOf.has(area));
    expect(unranked).toEqual([]);
    expect(rankOf.size).toBe(new Set(files.map(areaOf)).size);
  });

  it('hold: every import between areas runs down a row', () => {
    expect(files.length).toBeGreaterThan(80);
    const offences = files.flatMap((file) => importsAcross(file, readFileSync(path.join(domainDir, file), 'utf8')));
    expect(offences).toEqual([]);
  });

  it('catch a pair of areas importing each other, an import along a row and an unranked area', () => {
    // Written as calls, so that layers.test.ts, reading this file, sees no imports in its samples.
    const imports = (...specs: string[]) => specs.map((spec) => `import { x } from '${spec}';`).join('\n');
    // ledger ↔ returns as it stood: one of the two imports runs up.
    const cycle = [
      importsAcross('ledger/postings.ts', imports('../returns/open-return.js')),
      importsAcross('returns/refunds.ts', imports('../ledger/postings.js')),
    ].flat();
    expect(cycle).toEqual(['ledger/postings.ts imports returns/open-return.ts: ledger sits below returns']);
    const text = imports(
      '../../ledger/vendor-ledger.js',
      '../filter-index/feed.js',
      '../../paging.js',
      '../../reports/x.js',
      '../../../db/schema.js',
      'fastify',
    );
    expect(importsAcross('catalogue/filter-index/cards.ts', text)).toEqual([
      'catalogue/filter-index/cards.ts imports ledger/vendor-ledger.ts: catalogue and ledger share a row',
      'catalogue/filter-index/cards.ts imports reports/x.ts: reports has no row',
    ]);
  });
});
