import { fromCents, LEDGER_MESSAGES, type Payout, type PayoutStatus } from '@seamline/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.js';
import { recordAction } from '../audit/audit.js';
import { conflict, notFound } from '../errors.js';
import { type PageQuery, Paged } from '../paging.js';
import { postJournal } from './post.js';

interface PayoutRow {
  id: number;
  vendorId: number;
  vendorName: string;
  amountCents: number;
  status: PayoutStatus;
  createdAt: Date | string;
  updatedAt: Date | string;
  transferId: string | null;
  entryIds: number[] | null;
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

const toPayout = (r: PayoutRow): Payout => ({
  id: r.id,
  vendorId: r.vendorId,
  vendorName: r.vendorName,
  amount: fromCents(Number(r.amountCents)),
  status: r.status,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
  transferId: r.transferId,
  entryIds: (r.entryIds ?? []).map(Number).sort((a, b) => a - b),
});

/** Payouts with the entries each settles (its own payout entry left out: their sum is its amount). */
async function selectPayouts(db: Tx, where: SQL, page?: PageQuery): Promise<Payout[]> {
  const rows = await queryRows<PayoutRow>(
    db,
    sql`select p.id, p.vendor_id as "vendorId", coalesce(u.vendor_name, u.email) as "vendorName", p.amount_cents::int8 as "amountCents",
      p.status, p.created_at as "createdAt", p.updated_at as "updatedAt", p.transfer_id as "transferId",
      (select array_agg(i.entry_id) from payout_items i join ledger_entries e on e.id = i.entry_id
        where i.payout_id = p.id and not (e.kind = 'payout' and e.payout_id = p.id)) as "entryIds"
    from payouts p join users u on u.id = p.vendor_id
    where ${where} order by p.id desc ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  );
  return rows.map(toPayout);
}

async function countPayouts(db: Tx, where: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from payouts p where ${where}`);
  return row?.n ?? 0;
}

export async function listPayouts(db: Tx, page: PageQuery): Promise<Paged<Payout>> {
  const [items, total] = await Promise.all([selectPayouts(db, sql`true`, page), countPayouts(db, sql`true`)]);
  return new Paged(items, total);
}

export async function vendorPayouts(db: Tx, vendorId: number, page: PageQuery): Promise<Paged<Payout>> {
  const mine = sql`p.vendor_id = ${vendorId}`;
  const [items, total] = await Promise.all([selectPayouts(db, mine, page), countPayouts(db, mine)]);
  return new Paged(items, total);
}

export async function getPayout(db: Tx, id: number): Promise<Payout> {
  const [found] = await selectPayouts(db, sql`p.id = ${id}`);
  if (!found) throw notFound(LEDGER_MESSAGES.payoutNotFound);
  return found;
}

/** What the operator's next run would pay: every available balance at or over the minimum, of shops not suspended. */
export async function payoutsDueCents(db: Tx, minimumCents: number): Promise<number> {
  const [row] = await queryRows<{ cents: number }>(
    db,
    sql`select coalesce(sum(a.balance_cents), 0)::int8 as cents from ledger_accounts a join users u on u.id = a.vendor_id
      where a.kind = 'available' and a.balance_cents >= ${minimumCents} and u.shop_status <> 'suspended'`,
  );
  return Number(row?.cents ?? 0);
}

/**
 * One vendor's payout, if its available balance reaches the minimum: the account row is locked
 * first, so of two runs at once the second finds the balance already paid out and makes none.
 * The payout takes the whole balance (available → bank) and settles every entry of the
 * account no payout settled before.
 */
async function payOne(tx: Tx, accountId: number, minimumCents: number, operatorId: number, at: Date): Promise<number | null | 'suspended'> {
  const [account] = await queryRows<{ vendorId: number; cents: number }>(
    tx,
    sql`select vendor_id as "vendorId", balance_cents::int8 as cents from ledger_accounts where id = ${accountId} for update`,
  );
  const cents = Number(account?.cents ?? 0);
  if (!account || cents < minimumCents || cents <= 0) return null;
  // A suspended shop is paid nothing until it is reactivated (decision 209); a suspension racing the
  // run waits for this share lock, or this read waits for the suspension.
  const [shop] = await queryRows<{ status: string }>(
    tx,
    sql`select shop_status as status from users where id = ${account.vendorId} for share`,
  );
  if (shop?.status === 'suspended') return 'suspended';
  const [made] = await queryRows<{ id: number }>(
    tx,
    sql`insert into payouts (vendor_id, amount_cents, status, created_at, updated_at)
      values (${account.vendorId}, ${cents}, 'pending', ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz) returning id`,
  );
  if (!made) throw new Error('the payout was not written');
  await postJournal(tx, { kind: 'payout', cause: `payout:${made.id}`, vendorId: account.vendorId, payoutId: made.id, at }, [
    { account: 'available', kind: 'payout', amountCents: -cents },
    { account: 'bank', kind: 'payout', amountCents: cents },
  ]);
  await tx.execute(sql`
    insert into payout_items (entry_id, payout_id)
    select e.id, ${made.id} from ledger_entries e
    where e.account_id = ${accountId} and not exists (select 1 from payout_items i where i.entry_id = e.id)`);
  await recordAction(tx, {
    actorId: operatorId,
    action: 'payout.created',
    targetType: 'vendor',
    targetId: account.vendorId,
    before: null,
    after: { payoutId: made.id, amount: fromCents(cents), status: 'pending' },
    at,
  });
  return made.id;
}

/** A shop a payout run left out, with the available balance it would have been paid. */
export interface LeftOutShop {
  vendorId: number;
  vendorName: string;
  amount: number;
  reason: 'suspended';
}

/** What a payout run did: the payouts it made, and the shops it left out. */
export interface PayoutRunResult {
  payouts: Payout[];
  leftOut: LeftOutShop[];
}

/**
 * The operator's payout run (docs/architecture.md#money-and-operator): every vendor whose available balance reaches the
 * minimum gets one payout, except a suspended shop, which is left out and named (decision 209);
 * its balance waits for the first run after it is reactivated. Audited as a run, with the shops
 * left out, and each payout as made.
 */
export async function runPayoutRun(db: Db, operatorId: number, minimumCents: number, at: Date): Promise<PayoutRunResult> {
  const candidates = await queryRows<{ id: number; vendorId: number; vendorName: string; cents: number }>(
    db,
    sql`select a.id, a.vendor_id as "vendorId", coalesce(u.vendor_name, u.email) as "vendorName", a.balance_cents::int8 as cents
      from ledger_accounts a join users u on u.id = a.vendor_id
      where a.kind = 'available' and a.balance_cents >= ${minimumCents} and a.balance_cents > 0 order by a.id`,
  );
  const made: number[] = [];
  const leftOut: LeftOutShop[] = [];
  for (const c of candidates) {
    const payoutId = await db.transaction((tx) => payOne(tx, c.id, minimumCents, operatorId, at));
    if (payoutId === 'suspended')
      leftOut.push({ vendorId: c.vendorId, vendorName: c.vendorName, amount: fromCents(Number(c.cents)), reason: 'suspended' });
    else if (payoutId !== null) made.push(payoutId);
  }
  await recordAction(db, {
    actorId: operatorId,
    action: 'payouts.run',
    targetType: 'user',
    targetId: operatorId,
    before: null,
    after: { payouts: made.length, minimum: fromCents(minimumCents), leftOut },
    at,
  });
  const payouts = made.length === 0 ? [] : await selectPayouts(db, sql`p.id in ${sql.raw(`(${made.join(', ')})`)}`);
  return { payouts, leftOut };
}

/** The run's payouts alone (the seed and tests that need no more). */
export async function runPayouts(db: Db, operatorId: number, minimumCents: number, at: Date): Promise<Payout[]> {
  return (await runPayoutRun(db, operatorId, minimumCents, at)).payouts;
}

/** The provider's transfer for a payout, once made. */
export async function recordTransfer(db: Tx, payoutId: number, transferId: string): Promise<void> {
  await db.execute(sql`update payouts set transfer_id = ${transferId} where id = ${payoutId} and transfer_id is null`);
}

/**
 * Marks a payout paid or failed (docs/architecture.md#money-and-operator), once: a failed one returns its amount to the
 * vendor's available balance (payout_failed). Asking again for the status it has changes
 * nothing; a settled payout keeps its status (409). `operatorId` null: the provider refused it.
 */
export async function settlePayout(
  db: Db,
  operatorId: number | null,
  payoutId: number,
  status: 'paid' | 'failed',
  at: Date,
): Promise<Payout> {
  await db.transaction(async (tx) => {
    const [p] = await queryRows<{ vendorId: number; cents: number; status: PayoutStatus }>(
      tx,
      sql`select vendor_id as "vendorId", amount_cents::int8 as cents, status from payouts where id = ${payoutId} for update`,
    );
    if (!p) throw notFound(LEDGER_MESSAGES.payoutNotFound);
    if (p.status === status) return;
    if (p.status !== 'pending') throw conflict(LEDGER_MESSAGES.payoutSettled(p.status));
    await tx.execute(sql`update payouts set status = ${status}, updated_at = ${at.toISOString()}::timestamptz where id = ${payoutId}`);
    const cents = Number(p.cents);
    if (status === 'failed') {
      await postJournal(tx, { kind: 'payout_failed', cause: `payout:${payoutId}`, vendorId: p.vendorId, payoutId, at }, [
        { account: 'available', kind: 'payout_failed', amountCents: cents },
        { account: 'bank', kind: 'payout_failed', amountCents: -cents },
      ]);
    }
    if (operatorId !== null) {
      await recordAction(tx, {
        actorId: operatorId,
        action: status === 'paid' ? 'payout.paid' : 'payout.failed',
        targetType: 'vendor',
        targetId: p.vendorId,
        before: { payoutId, status: p.status },
        after: { payoutId, status, amount: fromCents(cents) },
        at,
      });
    }
  });
  return getPayout(db, payoutId);
}
