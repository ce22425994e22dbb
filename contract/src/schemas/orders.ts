import { z } from 'zod';
import { ORDER_STATUSES, SETTABLE_STATUSES } from '../constants.js';
import { ORDER_TEXTS, VALIDATION } from '../messages.js';
import { idField } from './fields.js';
import { TRACKING_LIMITS, TRACKING_MESSAGES } from '../tracking.js';
import { paymentMethod, paymentStatus } from './payments.js';
import { SHIPPING_METHODS } from './promotions.js';

/** One row per ordered item; the client groups them by orderId (spec §3). */
/**
 * Added (docs/architecture.md#shipping-and-promotions): the delivery the buyer chose for the order's
 * parcel and its fee, what the code took off, and the business days it is expected between
 * (YYYY-MM-DD; null for orders placed before delivery was priced).
 */
export const orderDelivery = {
  shippingMethod: z.enum(SHIPPING_METHODS),
  shippingFee: z.number(),
  discount: z.number(),
  deliveryFrom: z.string().nullable(),
  deliveryTo: z.string().nullable(),
};

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
  /** Added: the product's image, and whether its page still exists (a deleted product's line keeps its name). */
  imageUrl: z.string(),
  productAvailable: z.boolean(),
  /** Added: when a finished order was delivered (completed or Delivered) or cancelled; null otherwise. */
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Added: the size and colour bought (copied at checkout; null for one size / one colour). */
  size: z.string().nullable(),
  colour: z.string().nullable(),
  /** Added: the carrier and tracking number the vendor gave when shipping (null when none was given). */
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** Added (docs/architecture.md#payments): how the order is paid and where its money stands. */
  paymentMethod: paymentMethod,
  paymentStatus: paymentStatus,
  ...orderDelivery,
  /** Added (docs/architecture.md#returns): the order line, how many of its units may still be returned, and the window. */
  orderItemId: z.number(),
  returnableQuantity: z.number(),
  returnDays: z.number(),
  /** The last moment a return may be asked for; null until delivered. */
  returnUntil: z.string().nullable(),
  /** The order's open return, if any. */
  openReturnId: z.number().nullable(),
  /** 'exchange': the zero-total order that ships an exchange's replacement. */
  orderKind: z.enum(['sale', 'exchange']),
  /** An exchange order's return (the one whose replacement it ships); null for a sale. */
  exchangeForReturnId: z.number().nullable(),
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
  /** Added: the product's image, and whether its page still exists. */
  imageUrl: z.string(),
  productAvailable: z.boolean(),
  /** Added: the size and colour bought (null for one size / one colour). */
  size: z.string().nullable(),
  colour: z.string().nullable(),
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
  /** Added: when the order was cancelled; null otherwise. */
  cancelledAt: z.string().nullable(),
  /**
   * Added: the order's money in full. `total` stays the vendor's sales (the subtotal, before tax);
   * `tax` is this order's share of the tax the buyer paid, `totalPaid` what the buyer paid for it.
   */
  subtotal: z.number(),
  tax: z.number(),
  totalPaid: z.number(),
  /** Added: the carrier and tracking number given with Mark as Shipped (null when none was given). */
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** Added (docs/architecture.md#payments): how the order is paid and where its money stands. */
  paymentMethod: paymentMethod,
  paymentStatus: paymentStatus,
  /** Added (docs/decisions/217): 'exchange' ships a return's replacement at no charge; its return, null for a sale. */
  kind: z.enum(['sale', 'exchange']),
  exchangeForReturnId: z.number().nullable(),
  ...orderDelivery,
});
export type VendorOrder = z.infer<typeof vendorOrder>;
export const vendorOrderList = z.array(vendorOrder);

/** The dates an order card reads to say when it ended, or is expected. */
export interface OrderDates {
  expectedDeliveryDate: string;
  deliveredAt: string | null;
  cancelledAt: string | null;
}

export interface OrderEnd {
  /** 'Delivered', 'Cancelled', or 'Expected Delivery' while the order is open. */
  term: string;
  date: string;
  finished: boolean;
}

/**
 * The date an order shows beside its details, for buyer and vendor alike: a finished order says
 * when it was delivered or cancelled (its expected date means nothing any more); an open one when
 * it is expected.
 */
export function orderEnd(order: OrderDates): OrderEnd {
  if (order.cancelledAt) return { term: ORDER_TEXTS.cancelled, date: order.cancelledAt, finished: true };
  if (order.deliveredAt) return { term: ORDER_TEXTS.delivered, date: order.deliveredAt, finished: true };
  return { term: ORDER_TEXTS.expectedDelivery, date: order.expectedDeliveryDate, finished: false };
}

export const orderIdBody = z.object({ orderId: idField(VALIDATION.orderIdRequired) });
/** Optional text of at most `max` characters, trimmed; blank means none (null). */
const optionalTracking = (max: number, long: string, pattern: RegExp, invalid: string) =>
  z
    .string()
    .trim()
    .max(max, long)
    .regex(pattern, invalid)
    .nullish()
    .transform((v) => v || null);

/** Mark as Shipped's carrier and tracking number (both optional). */
export const trackingInput = z.object({
  carrier: optionalTracking(
    TRACKING_LIMITS.carrierMax,
    TRACKING_MESSAGES.carrierLong,
    /^[\p{L}\p{N} .&-]*$/u,
    TRACKING_MESSAGES.carrierInvalid,
  ),
  trackingNumber: optionalTracking(
    TRACKING_LIMITS.trackingNumberMax,
    TRACKING_MESSAGES.trackingNumberLong,
    /^[A-Za-z0-9 -]*$/,
    TRACKING_MESSAGES.trackingNumberInvalid,
  ),
});
export type TrackingInput = z.input<typeof trackingInput>;

export const orderStatusInput = z
  .object({
    orderId: idField(VALIDATION.orderIdRequired),
    status: z.enum(SETTABLE_STATUSES, { error: VALIDATION.statusInvalid }),
    /** Added: with Mark as Shipped only. */
    ...trackingInput.shape,
  })
  .superRefine((input, ctx) => {
    if (input.status !== 'shipped' && (input.carrier || input.trackingNumber)) {
      ctx.addIssue({
        code: 'custom',
        path: [input.trackingNumber ? 'trackingNumber' : 'carrier'],
        message: TRACKING_MESSAGES.trackingOnlyWhenShipping,
      });
    }
  });
export type OrderStatusInput = z.input<typeof orderStatusInput>;
// A vendor order as the web reads it from `pendingOrders` and the status calls (spec §3, §7): items
// and shippingAddress may arrive as JSON text; numbers may arrive as text; the status stays text,
// so one the web does not know still shows. What cannot be read counts as missing.

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** JSON text parsed; anything else as it is; unreadable text is missing. */
function fromJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

const readNumber = z.coerce.number().catch(0);
const readText = z.union([z.string(), z.number().transform(String)]).catch('');
/** A number that may be missing: a number (or its text), else undefined. */
const optionalNumber = z
  .preprocess((v) => (v === null || v === '' ? undefined : typeof v === 'string' ? Number(v) : v), z.number().finite().optional())
  .catch(undefined);
/** A time that may be missing or null: text, else null. */
const optionalText = z
  .unknown()
  .default(null)
  .transform((v) => (v ? readText.parse(v) : null));

const receivedItem = z.preprocess(
  // Spec §3 names an item's fields name and price; productName and unitPrice are read too.
  (raw) => (isRecord(raw) ? { ...raw, name: raw.name ?? raw.productName, price: raw.price ?? raw.unitPrice } : raw),
  z.object({
    id: readNumber.optional(),
    productId: readNumber,
    name: readText,
    quantity: readNumber,
    price: readNumber,
    imageUrl: readText.default(''),
    // A server that does not say counts the product as still there.
    productAvailable: z.boolean().catch(true),
    size: z.string().nullable().catch(null),
    colour: z.string().nullable().catch(null),
  }),
);

/** The items, a list or its JSON text; an item without an id takes its place in the list. */
export const receivedOrderItems = z.preprocess(fromJsonText, z.array(z.unknown()).catch([])).transform((list): VendorOrderItem[] =>
  list.flatMap((raw, index) => {
    const item = receivedItem.safeParse(raw);
    return item.success ? [{ ...item.data, id: item.data.id ?? index }] : [];
  }),
);

/** The shipping address, an object or its JSON text; a part that cannot be read is blank. */
export const receivedShippingAddress = z.preprocess(
  fromJsonText,
  z
    .object({ addressLine1: readText, city: readText, postalCode: readText, country: readText })
    .catch({ addressLine1: '', city: '', postalCode: '', country: '' }),
);

export const receivedVendorOrder = z.object({
  id: z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]),
  orderDate: readText,
  buyerName: readText,
  buyerEmail: readText,
  status: readText,
  total: readNumber,
  items: receivedOrderItems,
  shippingAddress: receivedShippingAddress,
  vendorId: readNumber,
  vendorName: readText,
  expectedDeliveryDate: readText,
  deliveredAt: optionalText,
  cancelledAt: optionalText,
  // Servers that answer only `total` leave these out; the screen then shows the total alone.
  subtotal: optionalNumber,
  tax: optionalNumber,
  totalPaid: optionalNumber,
  carrier: optionalText,
  trackingNumber: optionalText,
  // Servers from before payments leave these out.
  paymentMethod: paymentMethod.optional().catch(undefined),
  paymentStatus: paymentStatus.optional().catch(undefined),
  // Servers from before exchanges answer sales only.
  kind: z.enum(['sale', 'exchange']).catch('sale'),
  exchangeForReturnId: z.number().nullable().catch(null),
  // Servers from before delivery was priced leave these out.
  shippingMethod: z.enum(SHIPPING_METHODS).optional().catch(undefined),
  shippingFee: optionalNumber,
  discount: optionalNumber,
  deliveryFrom: optionalText,
  deliveryTo: optionalText,
});
export type ReceivedVendorOrder = z.output<typeof receivedVendorOrder>;

/** Spec §7: an answer that is not a list counts as no orders; a row without a readable id is left out. */
export const receivedVendorOrderList = z.unknown().transform((answer): ReceivedVendorOrder[] =>
  Array.isArray(answer)
    ? answer.flatMap((row) => {
        const order = receivedVendorOrder.safeParse(row);
        return order.success ? [order.data] : [];
      })
    : [],
);
