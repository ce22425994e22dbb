import {
  API_MESSAGES,
  type BuyerProfile,
  type buyerProfileInput,
  type Category,
  joinAddress,
  type Role,
  type VendorProfile,
  type vendorProfileInput,
  SHOP_ADDRESS,
  SHOP_TEXTS,
} from '@seamline/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Remember } from '../../cache/kept.js';
import { queryRows, type Tx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { users } from '../../db/schema.js';
import { readReturnAddress, saveReturnAddress } from './return-address.js';
import { raisedByDatabase } from '../../db/violations.js';
import { type AppError, notFound, rateLimited } from '../errors.js';
import { isoText } from '../orders/finished-at.js';
import { storeNameConflict } from './store-name.js';

/** The SQLSTATE the shop-slug trigger raises for a 4th address change within the window (migration 0034). */
const ADDRESS_MOVED_TOO_OFTEN = 'SL429';

async function findUser(db: Tx, id: number, role: Role) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, role)));
  if (!user) throw notFound(API_MESSAGES.notFound);
  return user;
}

const addressOf = (u: { addressLine1: string; city: string; postalCode: string; country: string }) =>
  joinAddress({ addressLine1: u.addressLine1, city: u.city, postalCode: u.postalCode, country: u.country });

export async function getBuyerProfile(db: Tx, id: number): Promise<BuyerProfile> {
  const u = await findUser(db, id, 'buyer');
  return { fullName: u.fullName, emailAddress: u.email, preferences: u.preferences ?? '', address: addressOf(u) };
}

export async function getVendorProfile(db: Tx, id: number): Promise<VendorProfile> {
  const u = await findUser(db, id, 'vendor');
  return {
    fullName: u.fullName,
    emailAddress: u.email,
    vendorName: u.vendorName ?? '',
    address: addressOf(u),
    returnDays: u.returnDays,
    shopStatus: u.shopStatus,
    ...(await readReturnAddress(db, id)),
    shopSlug: u.shopSlug ?? '',
    oldAddresses: await oldAddresses(db, id),
  };
}

/** The slugs a shop gave up that still send visitors to it (decision 208), latest first. */
async function oldAddresses(db: Tx, vendorId: number): Promise<NonNullable<VendorProfile['oldAddresses']>> {
  const until = sql`(s.released_at + make_interval(days => ${SHOP_ADDRESS.redirectDays}))`;
  return queryRows<{ slug: string; redirectsUntil: string }>(
    db,
    sql`select s.slug, ${isoText(until)} as "redirectsUntil" from shop_slugs s
      where s.vendor_id = ${vendorId} and s.released_at is not null and ${until} > now()
      order by s.released_at desc, s.slug`,
  );
}

/**
 * The store name would move the shop's address a 4th time in 30 days (the database refuses it,
 * migration 0034): 429 with the day the oldest of those moves leaves the window.
 */
async function addressMovedTooOften(db: Tx, vendorId: number): Promise<AppError> {
  const [row] = await queryRows<{ at: string }>(
    db,
    sql`select ${isoText(sql`(r.at + make_interval(days => ${SHOP_ADDRESS.windowDays}))`)} as at from shop_renames r
      where r.vendor_id = ${vendorId} order by r.at desc offset ${SHOP_ADDRESS.movesPerWindow - 1} limit 1`,
  );
  const from = row?.at ?? new Date().toISOString();
  const seconds = Math.max(1, Math.ceil((Date.parse(from) - Date.now()) / 1000));
  return rateLimited(SHOP_TEXTS.addressMovedTooOften(from), seconds);
}

export async function updateBuyerProfile(db: Tx, id: number, input: z.output<typeof buyerProfileInput>): Promise<BuyerProfile> {
  await db
    .update(users)
    .set(input)
    .where(and(eq(users.id, id), eq(users.role, 'buyer')));
  return getBuyerProfile(db, id);
}

export async function updateVendorProfile(db: Tx, id: number, input: z.output<typeof vendorProfileInput>): Promise<VendorProfile> {
  const { returnAddress: _a, returnInstructions: _i, ...account } = input;
  try {
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(users)
        .set(account)
        .where(and(eq(users.id, id), eq(users.role, 'vendor')))
        .returning({ id: users.id });
      if (updated.length > 0) await saveReturnAddress(tx, id, input);
    });
  } catch (err) {
    // Read after the transaction ended: on the embedded database a read beside it would wait for it.
    if (raisedByDatabase(err, ADDRESS_MOVED_TOO_OFTEN)) throw await addressMovedTooOften(db, id);
    throw storeNameConflict(err);
  }
  return getVendorProfile(db, id);
}

/** The preferred category of a buyer, for personalised recommendations. */
export function preferenceOf(db: Tx, id: number, remember: Remember): Promise<Category | null> {
  return remember(String(id), async () => {
    const [row] = await prepared(db, 'buyer_preference', preferenceQuery).execute({ id });
    return row?.p ?? null;
  });
}

const preferenceQuery = (db: Tx) =>
  db
    .select({ p: users.preferences })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('buyer_preference');
