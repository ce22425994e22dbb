/**
 * A cart line with its size × colour and product as they stand now: the one row type the cart
 * shows (cart-item.ts adds what only the screen needs) and checkout prices and orders.
 */
export interface CartLine {
  cartId: number;
  productId: number;
  variantId: number;
  size: string | null;
  colour: string | null;
  quantity: number;
  productName: string;
  /** The variant's effective price: its own, else the product's base price. */
  priceCents: number;
  vendorId: number;
  /** The variant's stock. */
  stock: number;
  /** The vendor deleted the product (or retired the variant): not ordered, it leaves the cart with the rest. */
  deleted: boolean;
}
