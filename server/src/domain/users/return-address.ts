import type { ShippingAddress, VendorProfile, vendorProfileInput } from '@seamline/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { returnAddresses } from '../../db/schema.js';

type Input = z.output<typeof vendorProfileInput>;

/** The shop's own return address and note (decision 221); a null address is the business address. */
export async function readReturnAddress(db: Tx, vendorId: number): Promise<Pick<VendorProfile, 'returnAddress' | 'returnInstructions'>> {
  const [row] = await db.select().from(returnAddresses).where(eq(returnAddresses.vendorId, vendorId));
  const { addressLine1, city, postalCode, country } = row ?? {};
  const returnAddress: ShippingAddress | null =
    addressLine1 && city && postalCode && country ? { addressLine1, city, postalCode, country } : null;
  return { returnAddress, returnInstructions: row?.instructions ?? null };
}

/** Saves what the profile form sent of them; a part left out stays as it is. */
export async function saveReturnAddress(tx: Tx, vendorId: number, { returnAddress, returnInstructions }: Input): Promise<void> {
  if (returnAddress === undefined && returnInstructions === undefined) return;
  const address =
    returnAddress === undefined
      ? {}
      : {
          addressLine1: returnAddress?.addressLine1 ?? null,
          city: returnAddress?.city ?? null,
          postalCode: returnAddress?.postalCode ?? null,
          country: returnAddress?.country ?? null,
        };
  const instructions = returnInstructions === undefined ? {} : { instructions: returnInstructions };
  await tx
    .insert(returnAddresses)
    .values({ vendorId, ...address, ...instructions })
    .onConflictDoUpdate({ target: returnAddresses.vendorId, set: { ...address, ...instructions, updatedAt: sql`now()` } });
}
