import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase, queryRows } from '../server/src/db/client.js';
import { closeDatabase, createBenchDatabase, type DbKind } from './bench-database.js';
import { captureHotQueries } from './capture-queries.js';
import { explainStatement, type PlanReport, SEQ_SCAN_LIMIT, WATCHED_TABLES } from './explain-plans.js';
import { generateCatalogue } from './generate.js';
import { localDate } from './report.js';

/**
 * npm run explain -w bench -- --products N: EXPLAIN (ANALYZE, BUFFERS) of every statement the hot
 * routes send, on a generated catalogue. Prints each plan with the indexes it uses, writes the
 * report to bench/results/<date>-<size>-<db>-explain.md, and exits 1 when a statement reads a
 * large table sequentially. --url / --data-dir explain a database kept by `npm run bench -- --keep`.
 */

const USAGE = `npm run explain -w bench -- [--products N] [--db postgres|pglite] [--keep]
                               [--url postgres://…/seamline_bench_… | --data-dir DIR]`;

const oneLine = (sqlText: string, max = 160) => {
  const flat = sqlText.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};

async function kept(database: Database, kind: DbKind) {
  const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int n from products`);
  return { database, label: String(row?.n ?? 0), kind, remove: null };
}

async function openTarget(values: Record<string, string | boolean | undefined>) {
  if (typeof values.url === 'string') return kept(await openDatabase({ databaseUrl: values.url }), 'postgres');
  if (typeof values['data-dir'] === 'string') return kept(await openDatabase({ dataDir: values['data-dir'] }), 'pglite');
  const kind = (values.db ?? (process.env.DATABASE_URL ? 'postgres' : 'pglite')) as DbKind;
  if (kind !== 'postgres' && kind !== 'pglite') throw new Error(`--db must be postgres or pglite`);
  const products = Number(values.products ?? 1000);
  if (!Number.isSafeInteger(products) || products < 1) throw new Error('--products must be a positive whole number');
  const bdb = await createBenchDatabase(kind, `${products}x`);
  const database = await bdb.open();
  console.log(`generating ${products.toLocaleString('en-US')} products into ${bdb.where}`);
  const catalogue = await generateCatalogue(database.db, { products });
  console.log(`generated in ${catalogue.timings.total?.toFixed(1)} s`);
  if (values.keep) console.log(`keeping ${bdb.where}`);
  return { database, label: String(products), kind, remove: values.keep ? null : () => bdb.remove() };
}

async function explainAll(database: Database): Promise<{ markdown: string; failures: string[] }> {
  const routes = await captureHotQueries(database);
  const out: string[] = [];
  const summary: string[] = ['| route | # | statement | ms | indexes | seq scans |', '| --- | ---: | --- | ---: | --- | --- |'];
  const failures: string[] = [];
  // The rotating scenarios' samples repeat most statements of the routes before them: only the
  // statement texts not yet explained are (parameters aside, one plan per text).
  const explained = new Set<string>();
  let sampled = 0;
  for (const route of routes) {
    const fresh = route.statements.flatMap((statement, i) => {
      const isNew = !explained.has(statement.text);
      explained.add(statement.text);
      return !route.onlyNew || isNew ? [{ statement, i }] : [];
    });
    if (route.status >= 300) failures.push(`${route.label}: answered ${route.status}`);
    if (route.onlyNew) {
      sampled += 1;
      if (!fresh.length && route.status < 300) continue;
    }
    const counted = route.onlyNew ? `, ${fresh.length} not sent before` : '';
    out.push(`## ${route.label}: ${route.method} ${route.url} → ${route.status}, ${route.statements.length} statement(s)${counted}`, '');
    for (const { statement, i } of fresh) {
      const plan: PlanReport = await explainStatement(database, statement);
      const scans = plan.seqScans.map((s) => `${s.table} (${s.rows.toLocaleString('en-US')} rows)`).join(', ') || 'none';
      const verdict = plan.violations.length ? `FAIL: ${plan.violations.join('; ')}` : 'ok';
      out.push(
        `### ${i + 1}. \`${oneLine(statement.text)}\``,
        '',
        '```',
        plan.text,
        '```',
        '',
        `→ indexes: ${plan.indexes.join(', ') || 'NONE'}; seq scans: ${scans}; ${plan.executionMs.toFixed(2)} ms; ${verdict}`,
        '',
      );
      for (const v of plan.violations) failures.push(`${route.label} #${i + 1}: ${v}`);
      summary.push(
        `| ${route.label} | ${i + 1} | \`${oneLine(statement.text, 70).replace(/\|/g, '\\|')}\` | ${plan.executionMs.toFixed(2)} | ${plan.indexes.join(', ') || '**none**'} | ${plan.violations.length ? `**${scans}**` : scans} |`,
      );
    }
  }
  const markdown = [
    ...out,
    '## Summary',
    '',
    ...summary,
    '',
    `${sampled} questions of the rotating scenarios (search-rotating, filtered-lists, facets) were asked too; the statements they sent that no route above had sent are explained under their own headings.`,
    '',
    `A sequential scan reading more than ${SEQ_SCAN_LIMIT} rows of ${WATCHED_TABLES.join(', ')}, or an index scan discarding as many by filter (and more than it keeps), fails the check; search's full-text walk of the popularity index may discard up to ten rows per row kept.`,
    '',
  ].join('\n');
  return { markdown, failures };
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      db: { type: 'string' },
      url: { type: 'string' },
      'data-dir': { type: 'string' },
      keep: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const target = await openTarget(values);
  try {
    const { markdown, failures } = await explainAll(target.database);
    const title = `# EXPLAIN ANALYZE of the hot queries: ${target.label} products on ${target.kind}\n\nDate: ${new Date().toISOString()}\n\n`;
    const dir = path.join(import.meta.dirname, 'results');
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `${localDate()}-${target.label}-${target.kind}-explain.md`);
    await writeFile(file, title + markdown);
    console.log(title + markdown);
    console.log(`written to ${path.relative(process.cwd(), file)}`);
    if (failures.length) {
      console.error(`\n${failures.length} problem(s):\n  ${failures.join('\n  ')}`);
      return 1;
    }
    console.log('\nno large sequential scans and no index scans that discard many rows');
    return 0;
  } finally {
    await closeDatabase(target.database);
    await target.remove?.();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
