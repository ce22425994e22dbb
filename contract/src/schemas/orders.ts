import { z } from 'zod';
import { ORDER_STATUSES, SETTABLE_STATUSES } from '../constants.js';
import { VALIDATION } from '../messages.js';
import { idField } from './fields.js';

/** One row per ordered item; the client groups them by orderId (spec §3). */
export const buyerOrderRow = z.object({
  orderId: z.number(),
  orderDate: z.string(),
  orderStatus: z.string(),
  totalAmount: z.number(),
  shippingAddress: z.string(),
  postalCode: z.string(),
  deliveryStatus: z.string(),
  expectedDeliveryDate: z.string(),
  productId: z.number(),
  productName: z.string(),
  unitPrice: z.number(),
  quantity: z.number(),
  itemTotal: z.number(),
  vendorName: z.string(),
});
export type BuyerOrderRow = z.infer<typeof buyerOrderRow>;
export const buyerOrderRows = z.array(buyerOrderRow);

export const shippingAddress = z.object({
  addressLine1: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
});
export type ShippingAddress = z.infer<typeof shippingAddress>;

export const vendorOrderItem = z.object({
  id: z.number(),
  productId: z.number(),
  name: z.string(),
  quantity: z.number(),
  price: z.number(),
});
export type VendorOrderItem = z.infer<typeof vendorOrderItem>;

export const vendorOrder = z.object({
  id: z.number(),
  orderDate: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  status: z.enum(ORDER_STATUSES),
  total: z.number(),
  items: z.array(vendorOrderItem),
  shippingAddress,
  vendorId: z.number(),
  vendorName: z.string(),
  expectedDeliveryDate: z.string(),
  deliveredAt: z.string().nullable(),
});
export type VendorOrder = z.infer<typeof vendorOrder>;
export const vendorOrderList = z.array(vendorOrder);

export const orderIdBody = z.object({ orderId: idField(VALIDATION.orderIdRequired) });
export const orderStatusInput = z.object({
  orderId: idField(VALIDATION.orderIdRequired),
  status: z.enum(SETTABLE_STATUSES, { error: VALIDATION.statusInvalid }),
});
