import type { CartQuote, QuoteParcel, ShippingOption } from '@seamline/contract';
import { vi } from 'vitest';

/** A delivery option: standard by default, Tue 3 – Fri 6 Dec 2024. */
export const option = (over: Partial<ShippingOption> = {}): ShippingOption => ({
  method: 'standard',
  fee: 0,
  deliveryFrom: '2024-12-03',
  deliveryTo: '2024-12-06',
  ...over,
});

/** Linen Loft's parcel of 2 × $10.80, free standard delivery, 8% tax. */
export const parcel = (over: Partial<QuoteParcel> = {}): QuoteParcel => ({
  vendorId: '3',
  vendorName: 'Linen Loft',
  lines: [
    {
      productId: '8',
      variantId: '81',
      productName: 'Linen Shirt',
      size: null,
      colour: null,
      quantity: 2,
      unitPrice: 10.8,
      discount: 0,
    },
  ],
  subtotal: 21.6,
  discount: 0,
  shippingMethod: 'standard',
  shippingOptions: [option()],
  shipping: 0,
  freeShippingRemaining: 0,
  tax: 1.73,
  ...over,
});

/** The quote of `parcels` (one free parcel by default); the totals add up unless given. */
export function quoteOf(parcels: QuoteParcel[] = [parcel()], over: Partial<CartQuote> = {}): CartQuote {
  const sum = (pick: (p: QuoteParcel) => number) => Math.round(parcels.reduce((s, p) => s + pick(p) * 100, 0)) / 100;
  const subtotal = sum((p) => p.subtotal);
  const discount = sum((p) => p.discount);
  const shipping = sum((p) => p.shipping);
  const tax = sum((p) => p.tax);
  const total = Math.round((subtotal - discount + shipping + tax) * 100) / 100;
  return { parcels, coupon: null, subtotal, discount, shipping, tax, total, ...over };
}

/** The checkout page's quote props for a fixed quote, each action a spy. */
export const staticQuote = (quote: CartQuote = quoteOf()) => ({
  quote,
  failed: false,
  updating: false,
  choices: { shipping: {}, couponCode: null },
  chooseShipping: vi.fn(),
  applyCode: vi.fn(async () => undefined),
  removeCode: vi.fn(),
  codeResult: null,
  retry: vi.fn(),
});

/** The quote a server with free delivery everywhere gives for cart lines: one parcel per shop, 8% tax each. */
export function freeQuoteOf(lines: readonly { vendorId: string; vendorName: string; unitPrice: number; quantity: number }[]): CartQuote {
  const shops = [...new Set(lines.map((l) => l.vendorId))];
  return quoteOf(
    shops.map((vendorId) => {
      const own = lines.filter((l) => l.vendorId === vendorId);
      const cents = own.reduce((s, l) => s + Math.round(l.unitPrice * 100) * l.quantity, 0);
      return parcel({
        vendorId,
        vendorName: own[0]?.vendorName ?? '',
        lines: [],
        subtotal: cents / 100,
        tax: Math.round(cents * 0.08) / 100,
      });
    }),
  );
}
