import { type CartQuote, fromCents, type QuoteParcel, toCents } from '@seamline/contract';
import type { Tx } from '../../db/client.js';
import type { Statements } from '../../db/statements.js';
import { getCart } from '../cart/cart.js';
import type { CartLine } from '../cart/cart-line.js';
import { type CheckoutChoices, type PricedCheckout, type PricedParcel, priceCheckout } from './price-checkout.js';

const sum = (ns: number[]) => ns.reduce((a, b) => a + b, 0);

function parcelAnswer(p: PricedParcel, vendorName: string, priced: PricedCheckout): QuoteParcel {
  return {
    vendorId: String(p.vendorId),
    vendorName,
    lines: p.lines.map((l) => ({
      productId: String(l.productId),
      variantId: String(l.variantId),
      productName: l.productName,
      size: l.size,
      colour: l.colour,
      quantity: l.quantity,
      unitPrice: fromCents(l.priceCents),
      discount: fromCents(priced.coupon?.lineDiscounts.get(l.cartId) ?? 0),
    })),
    subtotal: fromCents(p.subtotalCents),
    discount: fromCents(p.discountCents),
    shippingMethod: p.shipping.method,
    shippingOptions: p.shipping.options.map((o) => ({
      method: o.method,
      fee: fromCents(o.feeCents),
      deliveryFrom: o.deliveryFrom,
      deliveryTo: o.deliveryTo,
    })),
    shipping: fromCents(p.shipping.feeCents),
    freeShippingRemaining: p.shipping.freeShippingRemainingCents === null ? null : fromCents(p.shipping.freeShippingRemainingCents),
    tax: fromCents(p.taxCents),
  };
}

/**
 * `GET /api/buyer/cart/quote` (docs/architecture.md#shipping-and-promotions): the cart's lines that can
 * be bought, priced as checkout will charge them on `now` (the money clock): a parcel per shop with
 * its delivery options and dates, the code's discount, and totals whose `total` is the
 * `expectedTotal` checkout takes. A code that does not apply, or express from a shop without it, is 400.
 */
export async function quoteCart(
  db: { db: Tx; statements: Pick<Statements, 'rows'> },
  buyerId: number,
  choices: CheckoutChoices,
  now: Date,
): Promise<CartQuote> {
  // The lines the cart counts: a product no longer sold, or a size sold out, is left out of the total
  // (the cart says so beside the line); checkout refuses a cart with a sold-out line.
  const cart = (await getCart(db.db, buyerId)).filter((i) => i.available && i.stockQuantity !== 0);
  const names = new Map(cart.map((i) => [Number(i.vendorId), i.vendorName]));
  const live: CartLine[] = cart.map((i) => ({
    cartId: Number(i.cartId),
    productId: Number(i.productId),
    variantId: Number(i.variantId),
    size: i.size,
    colour: i.colour,
    quantity: i.quantity,
    productName: i.productName,
    priceCents: toCents(i.unitPrice),
    vendorId: Number(i.vendorId),
    stock: i.stockQuantity,
    deleted: false,
  }));
  const priced = await priceCheckout(db.statements, live, { ...choices, buyerId, now });
  const parcels = priced.parcels.map((p) => parcelAnswer(p, names.get(p.vendorId) ?? '', priced));
  const discountCents = sum(priced.parcels.map((p) => p.discountCents));
  const c = priced.coupon;
  return {
    parcels,
    coupon: c && { code: c.code, discount: fromCents(discountCents), message: c.message },
    subtotal: fromCents(sum(priced.parcels.map((p) => p.subtotalCents))),
    discount: fromCents(discountCents),
    shipping: fromCents(sum(priced.parcels.map((p) => p.shipping.feeCents))),
    tax: fromCents(sum(priced.parcels.map((p) => p.taxCents))),
    total: fromCents(priced.totalCents),
  };
}
