import {
  API_MESSAGES,
  type BuyerProfile,
  type buyerProfileInput,
  type Category,
  joinAddress,
  type Role,
  type VendorProfile,
  type vendorProfileInput,
} from '@seamline/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Remember } from '../../cache/kept.js';
import type { Tx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { users } from '../../db/schema.js';
import { notFound } from '../errors.js';
import { readReturnAddress, saveReturnAddress } from './return-address.js';
import { storeNameConflict } from './store-name.js';

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
  };
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
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set(account)
      .where(and(eq(users.id, id), eq(users.role, 'vendor')))
      .returning({ id: users.id })
      .catch((err: unknown) => {
        throw storeNameConflict(err);
      });
    if (updated.length > 0) await saveReturnAddress(tx, id, input);
  });
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
