import { fromCents, toCents } from '@seamline/contract';

/** A cart line as the checkout page shows it (the cart's client item has these fields). */
export interface CheckoutLine {
  id: string;
  productId: string;
  name: string;
  variant: string;
  price: number;
  quantity: number;
  imageUrl: string;
  vendorId: string;
  vendorName: string;
  /** The unit price when the line was added, only when it has changed since. */
  previousPrice?: number;
  /** What stops checkout on this line, in words ('Out of Stock'); none when nothing does. */
  problem?: string;
}

/** One shop's lines: one order, one parcel. */
export interface Parcel {
  vendorId: string;
  vendorName: string;
  lines: CheckoutLine[];
  subtotal: number;
}

/** The lines grouped by shop, in the order the shops first appear (docs/architecture.md#server-rules: one order per shop). */
export function parcelsOf(lines: readonly CheckoutLine[]): Parcel[] {
  const byShop = new Map<string, Parcel>();
  for (const line of lines) {
    let parcel = byShop.get(line.vendorId);
    if (!parcel) {
      parcel = { vendorId: line.vendorId, vendorName: line.vendorName, lines: [], subtotal: 0 };
      byShop.set(line.vendorId, parcel);
    }
    parcel.lines.push(line);
  }
  for (const parcel of byShop.values()) {
    parcel.subtotal = fromCents(parcel.lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0));
  }
  return [...byShop.values()];
}
