import { type CartItem, fromCents, STOCK_TEXTS } from '@seamline/contract';
import type { CartLine } from './cart-line.js';

/** A cart line as the cart shows it: the line checkout orders (cart-line.ts) and what the screen adds. */
export interface CartRow extends CartLine {
  /** The variant's effective image: its own, else the product's. */
  imageUrl: string;
  seenPriceCents: number | null;
  vendorName: string;
}

/** The live variant a cart write reads, and the line it wrote (no line: the write was refused). */
export type WrittenLine = Pick<
  CartRow,
  'productName' | 'priceCents' | 'imageUrl' | 'stock' | 'vendorId' | 'vendorName' | 'variantId' | 'size' | 'colour'
> & {
  cartId: number | null;
  quantity: number | null;
};

function availability(r: CartRow): string {
  if (r.deleted) return STOCK_TEXTS.noLongerAvailable;
  if (r.stock === 0) return STOCK_TEXTS.outOfStock;
  if (r.quantity > r.stock) return STOCK_TEXTS.onlyLeft(r.stock);
  return STOCK_TEXTS.inStock;
}

/** A cart line as the API answers it; a deleted product's line shows no stock and is not available. */
export function toCartItem(buyerId: number, r: CartRow): CartItem {
  return {
    cartId: String(r.cartId),
    buyerId: String(buyerId),
    productId: String(r.productId),
    productName: r.productName,
    unitPrice: fromCents(r.priceCents),
    quantity: r.quantity,
    totalPrice: fromCents(r.priceCents * r.quantity),
    imageUrl: r.imageUrl,
    availabilityStatus: availability(r),
    stockQuantity: r.deleted ? 0 : r.stock,
    ...(r.seenPriceCents !== null && r.seenPriceCents !== r.priceCents ? { previousUnitPrice: fromCents(r.seenPriceCents) } : {}),
    vendorId: String(r.vendorId),
    vendorName: r.vendorName,
    available: !r.deleted,
    variantId: String(r.variantId),
    size: r.size,
    colour: r.colour,
  };
}
