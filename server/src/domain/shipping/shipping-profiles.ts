import { DEFAULT_SHIPPING_PROFILE, fromCents, type ShippingProfile, toCents } from '@seamline/contract';
import { sql } from 'drizzle-orm';
import { pgArray } from '../../db/pg-array.js';
import type { Tx } from '../../db/client.js';
import { type Read, read } from '../../db/reads.js';
import type { Statements } from '../../db/statements.js';
import { shippingProfiles } from '../../db/schema.js';
import type { ProfileCents, RateCents } from './parcel-shipping.js';

type Row = Omit<typeof shippingProfiles.$inferSelect, 'updatedAt'>;
type Rate = ShippingProfile['standard'];

const rateCents = (r: Rate): RateCents => ({
  firstItemCents: toCents(r.firstItem),
  additionalItemCents: toCents(r.additionalItem),
  transitDays: r.transitDays,
});
const rateDollars = (r: RateCents): Rate => ({
  firstItem: fromCents(r.firstItemCents),
  additionalItem: fromCents(r.additionalItemCents),
  transitDays: [r.transitDays[0], r.transitDays[1]],
});

/** A profile the vendor sent (dollars), in cents. */
export const profileCents = (p: ShippingProfile): ProfileCents => ({
  processingDays: p.processingDays,
  standard: rateCents(p.standard),
  express: p.express ? rateCents(p.express) : null,
  freeOverCents: p.freeOver === null ? null : toCents(p.freeOver),
});

/** A profile in cents, as the vendor reads it (dollars). */
export const profileDollars = (p: ProfileCents): ShippingProfile => ({
  processingDays: p.processingDays,
  standard: rateDollars(p.standard),
  express: p.express ? rateDollars(p.express) : null,
  freeOver: p.freeOverCents === null ? null : fromCents(p.freeOverCents),
});

/** What a shop that never saved a profile delivers on. */
export const DEFAULT_PROFILE_CENTS: ProfileCents = profileCents(DEFAULT_SHIPPING_PROFILE);

function fromRow(r: Row): ProfileCents {
  const express =
    r.expressFirstCents === null || r.expressAdditionalCents === null || r.expressMinDays === null || r.expressMaxDays === null
      ? null
      : {
          firstItemCents: r.expressFirstCents,
          additionalItemCents: r.expressAdditionalCents,
          transitDays: [r.expressMinDays, r.expressMaxDays] as const,
        };
  return {
    processingDays: r.processingDays,
    standard: {
      firstItemCents: r.standardFirstCents,
      additionalItemCents: r.standardAdditionalCents,
      transitDays: [r.standardMinDays, r.standardMaxDays],
    },
    express,
    freeOverCents: r.freeOverCents === null ? null : Number(r.freeOverCents),
  };
}

/** The profiles of these shops as a read (db/reads.ts), the defaults for a shop that saved none. */
export function profilesRead(vendorIds: readonly number[]): Read<Map<number, ProfileCents>> {
  const ids = [...new Set(vendorIds)];
  return {
    query: sql`select vendor_id as "vendorId", processing_days as "processingDays", standard_first_cents as "standardFirstCents",
      standard_additional_cents as "standardAdditionalCents", standard_min_days as "standardMinDays", standard_max_days as "standardMaxDays",
      express_first_cents as "expressFirstCents", express_additional_cents as "expressAdditionalCents", express_min_days as "expressMinDays",
      express_max_days as "expressMaxDays", free_over_cents::int8 as "freeOverCents"
    from ${shippingProfiles} where vendor_id = any(${pgArray(ids)}::int[])`,
    // One text for any number of shops: prepared once per connection, checkout and quote alike.
    name: 'shipping_profiles',
    answer(rows) {
      const found = new Map((rows as Row[]).map((r) => [Number(r.vendorId), fromRow(r)]));
      return new Map(ids.map((id) => [id, found.get(id) ?? DEFAULT_PROFILE_CENTS]));
    },
  };
}

/**
 * The profiles of these shops, the defaults for a shop that saved none. Raw SQL through `rows`, so
 * checkout reads them inside its own transaction.
 */
export async function shippingProfilesOf(db: Pick<Statements, 'rows'>, vendorIds: readonly number[]): Promise<Map<number, ProfileCents>> {
  return vendorIds.length === 0 ? new Map() : read(db, profilesRead(vendorIds));
}

/** `GET /api/vendors/shipping`: the shop's profile, or the defaults. */
export async function getShippingProfile(db: Pick<Statements, 'rows'>, vendorId: number): Promise<ShippingProfile> {
  const profiles = await shippingProfilesOf(db, [vendorId]);
  return profileDollars(profiles.get(vendorId) ?? DEFAULT_PROFILE_CENTS);
}

/** `PUT /api/vendors/shipping`: the whole profile replaced (validated by the contract's shippingProfile). */
export async function setShippingProfile(db: Tx, vendorId: number, input: ShippingProfile, at: Date): Promise<ShippingProfile> {
  const p = profileCents(input);
  const values = {
    processingDays: p.processingDays,
    standardFirstCents: p.standard.firstItemCents,
    standardAdditionalCents: p.standard.additionalItemCents,
    standardMinDays: p.standard.transitDays[0],
    standardMaxDays: p.standard.transitDays[1],
    expressFirstCents: p.express?.firstItemCents ?? null,
    expressAdditionalCents: p.express?.additionalItemCents ?? null,
    expressMinDays: p.express?.transitDays[0] ?? null,
    expressMaxDays: p.express?.transitDays[1] ?? null,
    freeOverCents: p.freeOverCents,
    updatedAt: at,
  };
  await db
    .insert(shippingProfiles)
    .values({ vendorId, ...values })
    .onConflictDoUpdate({ target: shippingProfiles.vendorId, set: values });
  return profileDollars(p);
}
