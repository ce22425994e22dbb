import { z } from 'zod';
import { cartBracket } from './fit.js';
import { LIMITS } from '../constants.js';
import { VALIDATION } from '../messages.js';
import { idField } from './fields.js';
import { couponCodeField, shippingChoice } from './promotions.js';

/** A cart line as the server answers it (spec §3: ids turned to text). */
export const cartItem = z.object({
  cartId: z.string(),
  buyerId: z.string(),
  productId: z.string(),
  productName: z.string(),
  unitPrice: z.number(),
  quantity: z.number(),
  totalPrice: z.number(),
  imageUrl: z.string(),
  availabilityStatus: z.string(),
  stockQuantity: z.number(),
  /** The unit price when the buyer added the line, present only when the price has changed since. */
  previousUnitPrice: z.number().optional(),
  /** The shop the line ships from (one order per shop at checkout). */
  vendorId: z.string(),
  vendorName: z.string(),
  /** False once the vendor deleted the product: the line stays, flagged, outside the totals and checkout. */
  available: z.boolean(),
  /** The size × colour of this line (docs/architecture.md#sizes-and-colours); size and colour are null for one size / one colour. */
  variantId: z.string(),
  size: z.string().nullable(),
  colour: z.string().nullable(),
  /** Two or more sizes of this product and colour in the cart: each of their lines says so (docs/decisions/254). */
  bracket: cartBracket.optional(),
});
export type CartItem = z.infer<typeof cartItem>;
export const cartList = z.array(cartItem);

export const cartAddInput = z.object({
  productId: idField(VALIDATION.productIdRequired),
  quantity: z
    .number({ error: VALIDATION.quantityRange })
    .int(VALIDATION.quantityRange)
    .min(LIMITS.quantityMin, VALIDATION.quantityRange)
    .max(LIMITS.quantityMax, VALIDATION.quantityRange)
    .default(1),
  /** Required when the product comes in more than one size or colour ('Please select a size'). */
  variantId: idField(VALIDATION.productIdRequired).optional(),
});
export type CartAddInput = z.input<typeof cartAddInput>;

/** `PUT /api/buyer/cart/quantity` (docs/architecture.md#server-rules): sets a line's quantity, 1–99 and at most the stock. */
export const cartQuantityInput = z.object({
  productId: idField(VALIDATION.productIdRequired),
  quantity: z
    .number({ error: VALIDATION.quantityRange })
    .int(VALIDATION.quantityRange)
    .min(LIMITS.quantityMin, VALIDATION.quantityRange)
    .max(LIMITS.quantityMax, VALIDATION.quantityRange),
  /** The line's variant; may be left out when the product has one line in the cart. */
  variantId: idField(VALIDATION.productIdRequired).optional(),
});
export type CartQuantityInput = z.input<typeof cartQuantityInput>;

/** `DELETE /api/buyer/cart/delete`: that variant's line, or every line of the product without `variantId`. */
export const cartDeleteInput = z.object({
  productId: idField(VALIDATION.productIdRequired),
  variantId: idField(VALIDATION.productIdRequired).optional(),
});
export type CartDeleteInput = z.input<typeof cartDeleteInput>;

/** Checkout's optional body: the total the buyer saw, tax included (docs/architecture.md#server-rules). */
export const checkoutFields = z.object({
  expectedTotal: z
    .number({ error: VALIDATION.expectedTotalInvalid })
    .min(0, VALIDATION.expectedTotalInvalid)
    .max(LIMITS.quantityMax * LIMITS.priceMax * 1000, VALIDATION.expectedTotalInvalid)
    .optional(),
  /** A delivery method per shop (vendor id → 'standard' | 'express'); standard where left out. */
  shipping: shippingChoice.optional(),
  /** One coupon code per checkout (a shop's or the platform's). */
  couponCode: couponCodeField.optional(),
});
// Spec clients send no body at all.
export const checkoutInput = checkoutFields.nullish();
export type CheckoutInput = z.input<typeof checkoutInput>;

/**
 * A refused checkout whose prices moved or whose cart changed since the buyer saw it ('Your cart has
 * changed'): the message and the cart as it now stands.
 */
export const checkoutConflict = z.object({
  message: z.string(),
  cart: z.array(cartItem).optional(),
  /** That cart's version (also its `ETag` header), to check out what is now shown. */
  cartVersion: z.string().optional(),
});

export const checkoutResponse = z.object({
  message: z.string(),
  orderIds: z.array(z.number()),
});
export type CheckoutResponse = z.infer<typeof checkoutResponse>;
