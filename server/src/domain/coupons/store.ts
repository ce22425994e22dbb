import { COUPON_TEXTS, type Coupon, type CouponKind, fromCents, toCents } from '@seamline/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.js';
import { pgArray } from '../../db/pg-array.js';
import { type Read, read } from '../../db/reads.js';
import { violatesUnique } from '../../db/violations.js';
import { conflict, invalidInput, notFound } from '../errors.js';
import type { CouponRules } from './evaluate.js';

/**
 * Coupons kept and read (docs/architecture.md#shipping-and-promotions): a shop's own (`vendorId`)
 * or the platform's (`vendorId` null), each answered with its uses and what it has taken off.
 */

/** Whatever runs one statement and answers its rows: checkout's statements, or a drizzle handle through `rowsOf`. */
export type RunsRows = { rows<T>(query: SQL, name?: string): Promise<T[]> };

/** A drizzle handle as `RunsRows`. */
export const rowsOf = (db: Db | Tx): RunsRows => ({ rows: (query) => queryRows(db, query) });

/** Whose coupons: a shop's, or the platform's (null). */
export type CouponOwner = { vendorId: number | null };

/** What POST …/coupons takes once the contract's `couponInput` has parsed it. */
export interface NewCoupon {
  code: string;
  kind: CouponKind;
  value?: number | undefined;
  minSubtotal?: number | null | undefined;
  startsAt?: string | null | undefined;
  endsAt?: string | null | undefined;
  maxUses?: number | null | undefined;
  maxUsesPerBuyer: number;
  productIds?: string[] | null | undefined;
  vendorIds?: string[] | null | undefined;
  categories?: string[] | null | undefined;
}

interface CouponRow {
  id: number;
  code: string;
  vendorId: number | null;
  kind: CouponKind;
  value: number;
  minSubtotalCents: string | null;
  startsAt: Date | string | null;
  endsAt: Date | string | null;
  maxUses: number | null;
  uses: number;
  maxUsesPerBuyer: number;
  productIds: number[] | null;
  vendorIds: number[] | null;
  categories: string[] | null;
  active: boolean;
  discountGivenCents: string;
}

/** A coupon's rules; `uses` as the caller counts them. */
const fields = (
  uses: SQL,
) => sql`c.id, c.code, c.vendor_id as "vendorId", c.kind, c.value, c.min_subtotal_cents::text as "minSubtotalCents",
  c.starts_at as "startsAt", c.ends_at as "endsAt", c.max_uses as "maxUses", ${uses} as uses, c.max_uses_per_buyer as "maxUsesPerBuyer",
  c.product_ids as "productIds", c.vendor_ids as "vendorIds", c.categories, c.active`;

/**
 * The owner's coupons with their uses and what they took off, counted from the uses themselves: a
 * coupon without a limit keeps no count on its row (uses.ts useCtes).
 */
const tallied = (where: SQL) => sql`select ${fields(sql`t.uses`)}, t.given as "discountGivenCents"
  from coupons c cross join lateral (
    select count(*)::int as uses, coalesce(sum(u.discount_cents), 0)::text as given
    from coupon_uses u where u.coupon_id = c.id and u.given_back_at is null) t
  where ${where}`;

const dateOf = (d: Date | string | null) => (d === null ? null : new Date(d));
const idsOf = (ids: number[] | null) => (ids === null ? null : ids.map(String));

/** The coupon's rules as the evaluator reads them. */
export const rulesOf = (r: Omit<CouponRow, 'discountGivenCents'>): CouponRules => ({
  ...r,
  minSubtotalCents: r.minSubtotalCents === null ? null : Number(r.minSubtotalCents),
  startsAt: dateOf(r.startsAt),
  endsAt: dateOf(r.endsAt),
});

/** The contract's `coupon`: dollars at the edge. */
const answerOf = (r: CouponRow): Coupon => ({
  couponId: String(r.id),
  code: r.code,
  vendorId: r.vendorId === null ? null : String(r.vendorId),
  kind: r.kind,
  value: r.kind === 'amount' ? fromCents(r.value) : r.value,
  minSubtotal: r.minSubtotalCents === null ? null : fromCents(Number(r.minSubtotalCents)),
  startsAt: dateOf(r.startsAt)?.toISOString() ?? null,
  endsAt: dateOf(r.endsAt)?.toISOString() ?? null,
  maxUses: r.maxUses,
  maxUsesPerBuyer: r.maxUsesPerBuyer,
  productIds: idsOf(r.productIds),
  vendorIds: idsOf(r.vendorIds),
  categories: r.categories,
  active: r.active,
  uses: r.uses,
  discountGiven: fromCents(Number(r.discountGivenCents)),
});

const ownedBy = (owner: CouponOwner) => (owner.vendorId === null ? sql`c.vendor_id is null` : sql`c.vendor_id = ${owner.vendorId}`);

/** The owner's coupons, newest first. */
export async function listCoupons(db: Db, owner: CouponOwner): Promise<Coupon[]> {
  const found = await queryRows<CouponRow>(db, sql`${tallied(ownedBy(owner))} order by c.id desc`);
  return found.map(answerOf);
}

async function ownCoupon(db: Db | Tx, owner: CouponOwner, id: number): Promise<Coupon> {
  const [row] = await queryRows<CouponRow>(db, tallied(sql`c.id = ${id} and ${ownedBy(owner)}`));
  if (!row) throw notFound(COUPON_TEXTS.notFound);
  return answerOf(row);
}

/** A shop's coupon may name only its own products (400 otherwise). */
async function checkProducts(db: Db, owner: CouponOwner, productIds: number[] | null): Promise<void> {
  if (owner.vendorId === null || productIds === null || productIds.length === 0) return;
  const [found] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from products
      where id = any(${pgArray(productIds)}::int[]) and vendor_id = ${owner.vendorId} and deleted_at is null`,
  );
  if ((found?.n ?? 0) !== new Set(productIds).size) throw invalidInput(COUPON_TEXTS.unknownProducts);
}

const intArray = (ids: string[] | null | undefined) => (ids && ids.length > 0 ? ids.map(Number) : null);

/** Writes a new coupon for its owner; a code taken anywhere (any case) is 409. */
export async function createCoupon(db: Db, owner: CouponOwner, input: NewCoupon): Promise<Coupon> {
  const productIds = intArray(input.productIds);
  await checkProducts(db, owner, productIds);
  // A shop's coupon is its own: it names no other shop and no category of the platform's.
  const vendorIds = owner.vendorId === null ? intArray(input.vendorIds) : null;
  const categories = owner.vendorId === null && input.categories && input.categories.length > 0 ? input.categories : null;
  const value = input.kind === 'percent' ? (input.value ?? 0) : input.kind === 'amount' ? toCents(input.value ?? 0) : 0;
  const minSubtotal = input.minSubtotal ? toCents(input.minSubtotal) : null;
  try {
    const [made] = await queryRows<{ id: number }>(
      db,
      sql`insert into coupons (code, vendor_id, kind, value, min_subtotal_cents, starts_at, ends_at, max_uses, max_uses_per_buyer,
          product_ids, vendor_ids, categories)
        values (${input.code}, ${owner.vendorId}, ${input.kind}, ${value}, ${minSubtotal}, ${input.startsAt ?? null}::timestamptz,
          ${input.endsAt ?? null}::timestamptz, ${input.maxUses ?? null}, ${input.maxUsesPerBuyer},
          ${pgArray(productIds)}::int[], ${pgArray(vendorIds)}::int[], ${pgArray(categories)}::text[])
        returning id`,
    );
    return ownCoupon(db, owner, made?.id ?? 0);
  } catch (err) {
    if (violatesUnique(err, 'coupons_code_key')) throw conflict(COUPON_TEXTS.codeTaken);
    throw err;
  }
}

/** Turns the owner's coupon on or off; another owner's is 404. */
export async function setCouponActive(db: Db, owner: CouponOwner, id: number, active: boolean): Promise<Coupon> {
  const changed = await queryRows(db, sql`update coupons c set active = ${active} where c.id = ${id} and ${ownedBy(owner)} returning c.id`);
  if (changed.length === 0) throw notFound(COUPON_TEXTS.notFound);
  return ownCoupon(db, owner, id);
}

/** A code as a buyer's checkout reads it: its rules, the buyer's uses of it, and the cart's products' categories. */
export interface CouponForBuyer {
  rules: CouponRules;
  /** The uses of it the buyer holds now (placed checkouts not given back). */
  buyerUses: number;
  /** Product id → category, for the products asked about (only for a code limited to categories). */
  categories: Map<number, string>;
}

/**
 * The coupon a buyer typed (already upper-case), or null, as one read (db/reads.ts; the quote and
 * every checkout with a code read it beside the shops' delivery profiles): its row alone, whatever
 * its uses number, where `uses` is the row's count, kept for a coupon with a limit; the buyer's
 * uses, their row of `coupon_buyer_uses`. Only scalar parameters, so PostgreSQL plans it once per
 * connection; a code limited to categories reads the products' categories after it (`withCategories`).
 */
export function couponRead(code: string, buyerId: number): Read<CouponForBuyer | null> {
  return {
    query: sql`select ${fields(sql`c.uses`)},
      coalesce((select b.uses from coupon_buyer_uses b where b.coupon_id = c.id and b.buyer_id = ${buyerId}::int), 0) as "buyerUses"
    from coupons c where c.code = ${code}`,
    name: 'coupon_for_buyer',
    answer(rows) {
      const [row] = rows as (Omit<CouponRow, 'discountGivenCents'> & { buyerUses: number })[];
      if (!row) return null;
      const { buyerUses, ...rules } = row;
      return { rules: rulesOf(rules), buyerUses, categories: new Map() };
    },
  };
}

/** The code found with the categories of these products when it is limited to categories (one more statement then). */
export async function withCategories(
  db: RunsRows,
  found: CouponForBuyer | null,
  productIds: readonly number[],
): Promise<CouponForBuyer | null> {
  if (!found?.rules.categories) return found;
  const rows = await db.rows<{ id: number; category: string }>(
    sql`select id, category from products where id = any(${pgArray([...new Set(productIds)])}::int[])`,
    'coupon_categories',
  );
  return { ...found, categories: new Map(rows.map((r) => [r.id, r.category])) };
}

/** `couponRead` run alone, with the categories it needs. */
export async function couponForBuyer(
  db: RunsRows,
  code: string,
  buyerId: number,
  productIds: readonly number[],
): Promise<CouponForBuyer | null> {
  return withCategories(db, await read(db, couponRead(code, buyerId)), productIds);
}
