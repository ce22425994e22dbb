import { type CartBracket, type CartItem, variantLabel } from '@seamline/contract';

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
  /** The size × colour of the line (docs/architecture.md#sizes-and-colours): two sizes of one product are two lines. */
  variantId: string;
  /** 'M · Navy'; empty for one size, one colour. */
  variant: string;
  size?: string | null;
  colour?: string | null;
  /** Two or more sizes of this product and colour are in the cart: which, and the likely one. */
  bracket?: CartBracket;
}

/** What names one cart line: its product and its variant. */
export interface CartLineRef {
  productId: number | string;
  variantId?: string;
}

/** One line's key, as pending requests and unsaved quantities are kept by. */
export const lineKey = ({ productId, variantId }: CartLineRef): string => (variantId ? `${productId}:${variantId}` : String(productId));

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
    variantId: item.variantId ? String(item.variantId) : '',
    variant: variantLabel(item.size, item.colour),
    size: item.size ?? null,
    colour: item.colour ?? null,
    bracket: item.bracket,
  };
}
