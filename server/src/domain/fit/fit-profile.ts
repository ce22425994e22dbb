import type { BodyMeasurements, FitProfile, FitProfileInput, UsualSizes } from '@seamline/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fitProfiles } from '../../db/schema.js';
import type { Statements } from '../../db/statements.js';
import { historyEntries, outcomesOf, readDeliveredLines } from './fit-history.js';

/** The part of the profile the buyer gives: measurements and usual sizes. */
export interface GivenProfile {
  measurements: BodyMeasurements;
  usualSizes: UsualSizes;
}

type ProfileRow = {
  chest: number | null;
  waist: number | null;
  hips: number | null;
  inseam: number | null;
  footLength: number | null;
  tops: string | null;
  bottoms: string | null;
  dresses: string | null;
  shoes: string | null;
};

/** The fields that are set, the others left out. */
const present = <T extends object>(row: T) =>
  Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null && v !== undefined)) as { [K in keyof T]?: NonNullable<T[K]> };

/** What the buyer gave, or nothing. */
export async function readGivenProfile(statements: Statements, buyerId: number): Promise<GivenProfile> {
  const [row] = await statements.rows<ProfileRow>(
    sql`select chest_cm as chest, waist_cm as waist, hips_cm as hips, inseam_cm as inseam, foot_length_cm as "footLength",
      usual_tops as tops, usual_bottoms as bottoms, usual_dresses as dresses, usual_shoes as shoes
    from ${fitProfiles} where buyer_id = ${buyerId}::int`,
    'fit_profile',
  );
  if (!row) return { measurements: {}, usualSizes: {} };
  const { tops, bottoms, dresses, shoes, ...measurements } = row;
  return { measurements: present(measurements), usualSizes: present({ tops, bottoms, dresses, shoes }) };
}

/** `GET /api/buyer/fitProfile`: what the buyer gave, and the history read from orders and returns by `now` (the money clock). */
export async function getFitProfile(statements: Statements, buyerId: number, now: Date): Promise<FitProfile> {
  const [given, lines] = await Promise.all([readGivenProfile(statements, buyerId), readDeliveredLines(statements, buyerId)]);
  return { ...given, history: historyEntries(outcomesOf(lines, now)) };
}

/** `PUT`: the measurements and usual sizes sent replace those kept; one left out is forgotten. */
export async function saveFitProfile(db: Db, buyerId: number, input: FitProfileInput, now: Date): Promise<void> {
  const { measurements: m, usualSizes: u } = input;
  const values = {
    chestCm: m.chest ?? null,
    waistCm: m.waist ?? null,
    hipsCm: m.hips ?? null,
    inseamCm: m.inseam ?? null,
    footLengthCm: m.footLength ?? null,
    usualTops: u.tops ?? null,
    usualBottoms: u.bottoms ?? null,
    usualDresses: u.dresses ?? null,
    usualShoes: u.shoes ?? null,
    updatedAt: now,
  };
  await db
    .insert(fitProfiles)
    .values({ buyerId, ...values })
    .onConflictDoUpdate({ target: fitProfiles.buyerId, set: values });
}

/** `DELETE`: the measurements and usual sizes are forgotten; the history stays with the orders. */
export async function forgetFitProfile(db: Db, buyerId: number): Promise<void> {
  await db.delete(fitProfiles).where(eq(fitProfiles.buyerId, buyerId));
}
