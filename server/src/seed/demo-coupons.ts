import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';

const DAY = 86_400_000;

/** The demo's coupons (docs/architecture.md#shipping-and-promotions): vendorIndex null is the platform's. */
export const DEMO_COUPONS: ReadonlyArray<{
  code: string;
  vendorIndex: number | null;
  kind: 'percent' | 'amount' | 'free_shipping';
  /** A percent, or cents. */
  value: number;
  minSubtotalCents?: number;
  endsInDays?: number;
  maxUses?: number;
}> = [
  { code: 'WELCOME10', vendorIndex: null, kind: 'percent', value: 10 },
  { code: 'FREESHIP', vendorIndex: null, kind: 'free_shipping', value: 0, minSubtotalCents: 5000 },
  { code: 'NORTHWIND15', vendorIndex: 0, kind: 'percent', value: 15, minSubtotalCents: 4000 },
  { code: 'STRIDE5', vendorIndex: 2, kind: 'amount', value: 500, maxUses: 100 },
  { code: 'FJORD20', vendorIndex: 5, kind: 'percent', value: 20, endsInDays: 30 },
];

/** Writes the demo's coupons: two of the platform's and three shops' own, usable from the first start. */
export async function seedDemoCoupons(tx: Tx, vendorIds: readonly number[], now: Date): Promise<number> {
  for (const c of DEMO_COUPONS) {
    const vendorId = c.vendorIndex === null ? null : (vendorIds[c.vendorIndex] ?? null);
    const endsAt = c.endsInDays === undefined ? null : new Date(now.getTime() + c.endsInDays * DAY).toISOString();
    await tx.execute(sql`insert into coupons (code, vendor_id, kind, value, min_subtotal_cents, ends_at, max_uses, max_uses_per_buyer, created_at)
      values (${c.code}, ${vendorId}, ${c.kind}, ${c.value}, ${c.minSubtotalCents ?? null}, ${endsAt}::timestamptz, ${c.maxUses ?? null}, 1,
        ${now.toISOString()}::timestamptz)`);
  }
  return DEMO_COUPONS.length;
}
