import { type CartItem, fromCents, STOCK_TEXTS } from '@seamline/contract';

/** A cart line with its size × colour and product as they stand now. */
export interface CartRow {
  cartId: number;
  productId: number;
  variantId: number;
  size: string | null;
  colour: string | null;
  quantity: number;
  productName: string;
  /** The variant's effective price: its own, else the product's base price. */
  priceCents: number;
  /** The variant's effective image: its own, else the product's. */
  imageUrl: string;
  /** The variant's stock. */
  stock: number;
  seenPriceCents: number | null;
  vendorId: number;
  vendorName: string;
  /** The vendor deleted the product (or retired the variant). */
  deleted: boolean;
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
