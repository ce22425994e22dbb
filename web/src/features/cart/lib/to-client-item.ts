import type { CartItem } from '@seamline/contract';

/** A cart line as the screens use it (spec §3 "client item"). */
export interface ClientCartItem {
  id: string;
  cartId: string;
  buyerId: string;
  productId: string;
  name: string;
  price: number;
  quantity: number;
  totalPrice: number;
  imageUrl: string;
  availabilityStatus: string;
  stockQuantity: number | undefined;
  /** The unit price when the line was added, only when it has changed since. */
  previousPrice: number | undefined;
  /** The shop it ships from; each shop's lines become one order. */
  vendorId: string;
  vendorName: string;
  /** False once the vendor deleted the product: shown greyed, left out of the totals and of checkout. */
  available: boolean;
}

export function toClientItem(item: CartItem): ClientCartItem {
  const price = Number(item.unitPrice) || 0;
  const quantity = Number(item.quantity) || 0;
  return {
    id: String(item.cartId || item.productId),
    cartId: String(item.cartId ?? ''),
    buyerId: String(item.buyerId ?? ''),
    productId: String(item.productId),
    name: item.productName,
    price,
    quantity,
    totalPrice: typeof item.totalPrice === 'number' ? item.totalPrice : Math.round(price * quantity * 100) / 100,
    imageUrl: item.imageUrl ?? '',
    availabilityStatus: item.availabilityStatus ?? '',
    stockQuantity: item.stockQuantity,
    previousPrice: item.previousUnitPrice,
    vendorId: String(item.vendorId ?? ''),
    vendorName: item.vendorName ?? '',
    available: item.available !== false,
  };
}
