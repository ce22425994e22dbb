// Issue 27, point 6: a first visit stays light, measured as Chromium loads the page (every script
// it downloads, the ones the page fetches once it runs included), not as the build's import graph
// predicts. `node scripts/js-budget.mjs` runs this spec alone and prints the table.

import { firstVisitScripts, JS_BUDGETS, kb, totalOf } from '../first-visit-js';
import { expect, test } from '../fixtures';

test('a first visit to the home page, the shop and a product page downloads at most its JS budget', async ({
  browser,
  baseURL,
  request,
}) => {
  const [first] = await (await request.get('/api/buyer/recommended?limit=1')).json();
  const rows: string[] = ['| Page | JS (gzip -9) | Scripts | Budget (issue 27) |', '|---|---:|---:|---|'];
  const over: string[] = [];
  for (const { page, budget } of JS_BUDGETS) {
    const scripts = await firstVisitScripts(browser, `${baseURL}${page.replace(':id', String(first.productId))}`);
    const total = totalOf(scripts);
    rows.push(
      `| ${page} | ${kb(total)} | ${scripts.length} | ${total > budget ? 'OVER' : 'ok'} (≤ ${kb(budget)}) |`,
    );
    if (total > budget) {
      const largest = [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5);
      over.push(`${page}: ${kb(total)} > ${kb(budget)}; largest ${largest.map((s) => `${s.path} ${kb(s.gzipBytes)}`).join(', ')}`);
    }
    // The entry and React come on every page: a visit that downloaded nothing measured nothing.
    expect(scripts.length, page).toBeGreaterThanOrEqual(2);
  }
  console.log(`\nJS a first visit downloads in Chromium:\n${rows.join('\n')}\n`);
  expect(over).toEqual([]);
});
