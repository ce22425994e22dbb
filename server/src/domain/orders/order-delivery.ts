import { fromCents, type orderDelivery } from '@seamline/contract';
import type { z } from 'zod';
import { orders } from '../../db/schema.js';

/** The columns an order's delivery and discount are read from (drizzle select fields). */
export const deliveryColumns = {
  shippingMethod: orders.shippingMethod,
  shippingFeeCents: orders.shippingFeeCents,
  discountCents: orders.discountCents,
  deliveryFrom: orders.deliveryFrom,
  deliveryTo: orders.deliveryTo,
};

type DeliveryRow = { [K in keyof typeof deliveryColumns]: (typeof deliveryColumns)[K]['_']['data'] | null };
type Delivery = { [K in keyof typeof orderDelivery]: z.infer<(typeof orderDelivery)[K]> };

/** An order's delivery and discount as buyers and vendors read them (docs/architecture.md#shipping-and-promotions). */
export const deliveryOf = (o: DeliveryRow): Delivery => ({
  shippingMethod: o.shippingMethod ?? 'standard',
  shippingFee: fromCents(Number(o.shippingFeeCents ?? 0)),
  discount: fromCents(Number(o.discountCents ?? 0)),
  deliveryFrom: o.deliveryFrom,
  deliveryTo: o.deliveryTo,
});
