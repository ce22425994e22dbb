import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../test/source-imports.js';

/**
 * Each money status has one writer, which checks its declared table of moves (contract's
 * money-moves.ts): no other module of server/src may write the column. Inserts are not moves: a
 * row starts in a status its table's STARTS list names.
 */
const OWNERS = {
  'payments.status': 'domain/money/move-payment.ts',
  'orders.payment_status': 'domain/money/move-share.ts',
  'returns.status': 'domain/returns/return-status.ts',
} as const;
type Column = keyof typeof OWNERS;

/** Files allowed to write a column besides its owner, and why. */
const EXCEPTIONS: Record<string, { column: Column; why: string }> = {
  // The demo's orders are given the history they would have had (card captured as shipped, paid on
  // delivery), not moved: there is no earlier status to move from.
  'seed/demo-money.ts': { column: 'orders.payment_status', why: 'writes the demo’s history, not a move' },
};

/** The text of each SQL SET list in `text` after an UPDATE of `table` (up to WHERE, RETURNING or the template's end). */
function setLists(text: string, table: string): string[] {
  const update = new RegExp(
    String.raw`\bupdate\s+(?:\$\{${table}\}|"?${table}"?)(?![\w_])[^\x60]*?\bset\s+([\s\S]*?)(?:\bwhere\b|\breturning\b|\x60)`,
    'gi',
  );
  return [...text.matchAll(update)].map((m) => m[1] ?? '');
}

/** The argument text of each drizzle `.update(<table>)…set(…)` call in `text`. */
function drizzleSets(text: string, table: string): string[] {
  const found: string[] = [];
  const start = new RegExp(String.raw`\.update\(\s*${table}\s*\)\s*\.set\(`, 'g');
  for (const m of text.matchAll(start)) {
    let depth = 1;
    let i = (m.index ?? 0) + m[0].length;
    const from = i;
    for (; i < text.length && depth > 0; i += 1) depth += text[i] === '(' ? 1 : text[i] === ')' ? -1 : 0;
    found.push(text.slice(from, i - 1));
  }
  return found;
}

/** The columns `text` writes outside their writer: `payment_status` only through `shareStatusAfter`. */
function writes(text: string): Column[] {
  const columns = new Set<Column>();
  const status = /(^|[\s,])status\s*=(?!=)/;
  if (setLists(text, 'payments').some((s) => status.test(s))) columns.add('payments.status');
  if (drizzleSets(text, 'payments').some((s) => /\bstatus\s*:/.test(s))) columns.add('payments.status');
  if (setLists(text, 'returns').some((s) => status.test(s))) columns.add('returns.status');
  if (drizzleSets(text, 'returns').some((s) => /\bstatus\s*:/.test(s))) columns.add('returns.status');
  if (setLists(text, 'orders').some((s) => /\bpayment_status\s*=(?!=)(?!\s*\$\{shareStatusAfter\()/.test(s)))
    columns.add('orders.payment_status');
  if (drizzleSets(text, 'orders').some((s) => /\bpaymentStatus\s*:(?!\s*shareStatusAfter\()/.test(s))) columns.add('orders.payment_status');
  return [...columns];
}

/** Each write of `file` (relative to server/src) that is not its column's writer's, nor an allowed exception. */
function offences(file: string, text: string): string[] {
  return writes(text)
    .filter((column) => OWNERS[column] !== file && EXCEPTIONS[file]?.column !== column)
    .map((column) => `${file} writes ${column}; only ${OWNERS[column]} may`);
}

/** Sample source text: `#{x}` stands for a template's `${x}`. */
const source = (lines: string[]) => lines.join('\n').replaceAll('#{', '${');

describe('the money statuses', () => {
  const srcDir = path.resolve(import.meta.dirname, '..');
  const files = sourceFiles(srcDir).map((full) => path.relative(srcDir, full).split(path.sep).join('/'));

  it('are each written by one module', () => {
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => offences(file, readFileSync(path.join(srcDir, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('have their writers where the table says', () => {
    for (const owner of Object.values(OWNERS)) expect(files).toContain(owner);
    for (const file of Object.keys(EXCEPTIONS)) expect(files).toContain(file);
  });

  it('catch a write by SQL or by drizzle, and leave reads and other columns alone', () => {
    const offender = [
      "await tx.execute(sql`update #{orders} set updated_at = now(), payment_status = 'captured' where id = #{id}`);",
      "await tx.update(orders).set({ status: 'cancelled', paymentStatus: 'voided' }).where(eq(orders.id, id));",
      "await s.rows(sql`update payments p set message = #{m}, status = 'failed', updated_at = now() where p.id = #{id}`);",
      "await tx.update(returns).set({ status: 'closed', updatedAt: now });",
      'await tx.execute(sql`update returns r set status = #{to} where r.id = #{id}`);',
    ];
    expect(offences('domain/orders/sample.ts', source(offender))).toEqual([
      'domain/orders/sample.ts writes payments.status; only domain/money/move-payment.ts may',
      'domain/orders/sample.ts writes returns.status; only domain/returns/return-status.ts may',
      'domain/orders/sample.ts writes orders.payment_status; only domain/money/move-share.ts may',
    ]);
    const innocent = [
      "sql`select id from #{orders} where payment_status = 'authorized' and status = 'cancelled'`",
      "sql`update #{orders} set refunded_cents = refunded_cents + 1 where payment_status = 'captured'`",
      "sql`update returns set refund_status = 'refunded' where status = 'closed'`",
      'sql`update payment_events set status = 1 where true`',
      "tx.update(orders).set({ status: 'shipped', paymentStatus: shareStatusAfter([{ to: 'captured' }]) })",
      'sql`update orders o set payment_status = #{shareStatusAfter(cases)}, updated_at = now() where o.id = 1`',
    ];
    expect(offences('domain/orders/sample.ts', source(innocent))).toEqual([]);
    expect(offences('domain/money/move-share.ts', source(["sql`update #{orders} set payment_status = 'captured' where id = 1`"]))).toEqual(
      [],
    );
  });
});
