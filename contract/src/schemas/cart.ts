import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { VALIDATION } from '../messages.js';
import { idField } from './fields.js';

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
});
export type CartAddInput = z.input<typeof cartAddInput>;

/** Checkout's optional body: the total the buyer saw, tax included (DESIGN §5). */
export const checkoutInput = z
  .object({
    expectedTotal: z
      .number({ error: VALIDATION.expectedTotalInvalid })
      .min(0, VALIDATION.expectedTotalInvalid)
      .max(LIMITS.quantityMax * LIMITS.priceMax * 1000, VALIDATION.expectedTotalInvalid)
      .optional(),
  })
  // Spec clients send no body at all.
  .nullish();
export type CheckoutInput = z.input<typeof checkoutInput>;

/** A refused checkout whose prices moved: the message and the cart as it now stands. */
export const checkoutConflict = z.object({
  message: z.string(),
  cart: z.array(cartItem).optional(),
});

export const checkoutResponse = z.object({
  message: z.string(),
  orderIds: z.array(z.number()),
});
export type CheckoutResponse = z.infer<typeof checkoutResponse>;
