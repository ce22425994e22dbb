import type { ShippingAddress } from './schemas/orders.js';

/** Joins the four address parts into the profile's one string (spec §3). */
export const joinAddress = (a: ShippingAddress): string => [a.addressLine1, a.city, a.postalCode, a.country].join(', ');

/**
 * Splits an address string into its four parts (spec §9). City, postal code and country hold no
 * comma (the API refuses one), so any extra commas belong to the address line.
 */
export function splitAddress(address: string | null | undefined): ShippingAddress {
  const parts = (address ?? '').split(',').map((p) => p.trim());
  if (parts.length <= 4) {
    const [addressLine1 = '', city = '', postalCode = '', country = ''] = parts;
    return { addressLine1, city, postalCode, country };
  }
  const tail = parts.slice(-3);
  return {
    addressLine1: parts.slice(0, -3).join(', '),
    city: tail[0] ?? '',
    postalCode: tail[1] ?? '',
    country: tail[2] ?? '',
  };
}
