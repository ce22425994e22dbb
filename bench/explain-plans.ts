import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../server/src/db/client.js';
import type { Statement } from './capture-queries.js';

/** Tables big enough that a sequential scan over them in a request is a missing index. */
export const WATCHED_TABLES = ['products', 'product_variants', 'orders', 'order_items', 'reviews', 'order_events', 'users', 'cart_items'];
/** Rows a sequential scan may read before it counts as a problem ("a few hundred"). */
export const SEQ_SCAN_LIMIT = 300;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Filter?: string;
  Plans?: PlanNode[];
}

export interface PlanReport {
  text: string;
  executionMs: number;
  indexes: string[];
  seqScans: { table: string; rows: number }[];
  /** Sequential scans over a watched table reading more than SEQ_SCAN_LIMIT rows, or index scans discarding as many. */
  violations: string[];
}

/**
 * Search's walk of the popularity index, filtered by the full-text match, until it has its LIMIT of
 * matches. Search takes it only for a word on a tenth of the shop or more (searchProducts), where
 * it beats reading every match: it reads fewer than ten rows per match kept, which is allowed here.
 */
function fullTextWalk(n: PlanNode, removed: number, loops: number): boolean {
  return (n.Filter ?? '').includes('@@') && removed < 10 * (n['Actual Rows'] ?? 0) * loops;
}

type Run = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/** Runs EXPLAIN inside a transaction that is rolled back, so explaining a write changes nothing. */
function rolledBack(database: Database): (work: (run: Run) => Promise<void>) => Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: $client is the driver the database was opened with.
  const client = (database.db as any).$client as pg.Pool | PGlite;
  if (database.kind === 'postgres') {
    return async (work) => {
      const conn = await (client as pg.Pool).connect();
      try {
        await conn.query('begin');
        await work(async (text, params) => (await conn.query(text, params)).rows);
      } finally {
        await conn.query('rollback').catch(() => {});
        conn.release();
      }
    };
  }
  const lite = client as PGlite;
  return async (work) => {
    await lite.exec('begin');
    try {
      await work(async (text, params) => (await lite.query<Record<string, unknown>>(text, params)).rows);
    } finally {
      await lite.exec('rollback');
    }
  };
}

function walk(node: PlanNode, visit: (n: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

export async function explainStatement(database: Database, statement: Statement): Promise<PlanReport> {
  const inTransaction = rolledBack(database);
  let text = '';
  let json: { Plan: PlanNode; 'Execution Time': number } | undefined;
  await inTransaction(async (run) => {
    const rows = await run(`explain (analyze, buffers) ${statement.text}`, statement.params);
    text = rows.map((r) => String(r['QUERY PLAN'])).join('\n');
  });
  await inTransaction(async (run) => {
    const rows = await run(`explain (analyze, format json) ${statement.text}`, statement.params);
    const raw = rows[0]?.['QUERY PLAN'];
    json = (typeof raw === 'string' ? JSON.parse(raw) : raw)?.[0];
  });
  if (!json) throw new Error(`no plan for: ${statement.text}`);

  const indexes = new Set<string>();
  const seqScans: { table: string; rows: number }[] = [];
  const violations: string[] = [];
  walk(json.Plan, (n) => {
    const table = n['Relation Name'];
    const loops = n['Actual Loops'] ?? 1;
    const removed = (n['Rows Removed by Filter'] ?? 0) * loops;
    if (n['Index Name']) indexes.add(n['Index Name']);
    if (n['Node Type'] === 'Seq Scan' && table) {
      const rows = (n['Actual Rows'] ?? 0) * loops + removed;
      seqScans.push({ table, rows });
      if (WATCHED_TABLES.includes(table) && rows > SEQ_SCAN_LIMIT) {
        violations.push(`Seq Scan on ${table} reading ${rows.toLocaleString('en-US')} rows`);
      }
    } else if (
      table &&
      WATCHED_TABLES.includes(table) &&
      removed > SEQ_SCAN_LIMIT &&
      removed > (n['Actual Rows'] ?? 0) * loops &&
      !fullTextWalk(n, removed, loops)
    ) {
      // An index that does not match the WHERE or ORDER BY: it walks more rows than it keeps.
      violations.push(
        `${n['Node Type']} on ${table}${n['Index Name'] ? ` via ${n['Index Name']}` : ''} discarding ${removed.toLocaleString('en-US')} rows by filter`,
      );
    }
  });
  return { text, executionMs: json['Execution Time'], indexes: [...indexes], seqScans, violations };
}
