import type { ShippingProfile } from '@seamline/contract';
import type { Tx } from '../db/client.js';
import { setShippingProfile } from '../domain/shipping/shipping-profiles.js';

/**
 * The six demo shops' delivery (docs/architecture.md#shipping-and-promotions), in the catalogue's
 * VENDORS order: each different, two with express, one that never delivers for free.
 */
export const DEMO_SHIPPING: readonly ShippingProfile[] = [
  // Northwind Apparel: the defaults a new shop starts with, and express.
  {
    processingDays: 2,
    standard: { firstItem: 4.95, additionalItem: 1, transitDays: [2, 5] },
    express: { firstItem: 14.95, additionalItem: 2.5, transitDays: [1, 2] },
    freeOver: 75,
  },
  // Lumière Femme: ships from France, slower, free over $120.
  { processingDays: 3, standard: { firstItem: 7.5, additionalItem: 2, transitDays: [4, 8] }, express: null, freeOver: 120 },
  // Stride & Co Shoes: heavy boxes, never free.
  { processingDays: 1, standard: { firstItem: 8.95, additionalItem: 3.5, transitDays: [3, 6] }, express: null, freeOver: null },
  // Little Sprouts Kids: cheap and free over $40.
  { processingDays: 2, standard: { firstItem: 3.5, additionalItem: 0.5, transitDays: [5, 9] }, express: null, freeOver: 40 },
  // Urban Thread Apparel: same-week express.
  {
    processingDays: 1,
    standard: { firstItem: 5.95, additionalItem: 1.5, transitDays: [2, 4] },
    express: { firstItem: 12, additionalItem: 2, transitDays: [1, 1] },
    freeOver: 90,
  },
  // Fjord Outdoor Outfitters: long way, free over $150.
  { processingDays: 4, standard: { firstItem: 9.95, additionalItem: 2, transitDays: [5, 10] }, express: null, freeOver: 150 },
];

/** Each demo shop's profile, written as the vendor's PUT writes it. */
export async function seedDemoShipping(tx: Tx, vendorIds: readonly number[], now: Date): Promise<void> {
  for (const [i, vendorId] of vendorIds.entries()) {
    const profile = DEMO_SHIPPING[i % DEMO_SHIPPING.length];
    if (profile) await setShippingProfile(tx, vendorId, profile, now);
  }
}
