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

export const checkoutResponse = z.object({
  message: z.string(),
  orderIds: z.array(z.number()),
});
export type CheckoutResponse = z.infer<typeof checkoutResponse>;
