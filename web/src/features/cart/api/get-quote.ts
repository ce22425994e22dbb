import { type CartQuote, cartQuote, type ShippingMethod } from '@seamline/contract';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cartQueryKey } from './get-cart';

/** The buyer's choices the quote prices: a delivery method per shop (standard where left out) and one code. */
export interface QuoteChoices {
  shipping: Readonly<Record<string, ShippingMethod>>;
  couponCode: string | null;
}

export const NO_CHOICES: QuoteChoices = { shipping: {}, couponCode: null };

/** `GET /api/buyer/cart/quote?couponCode=…&shipping[<vendorId>]=express` (docs/architecture.md#shipping-and-promotions). */
export async function getCartQuote({ shipping, couponCode }: QuoteChoices): Promise<CartQuote> {
  const query = new URLSearchParams();
  if (couponCode) query.set('couponCode', couponCode);
  for (const [vendorId, method] of Object.entries(shipping)) if (method !== 'standard') query.set(`shipping[${vendorId}]`, method);
  const search = query.toString();
  return cartQuote.parse(await api.get<unknown>(`/api/buyer/cart/quote${search ? `?${search}` : ''}`));
}

/**
 * The quote of the cart as `cart` names it (its version, or its lines when it has none): under the
 * cart's key, so whatever refreshes the cart refreshes its quote too.
 */
export const cartQuoteOptions = (buyerId: number | undefined, cart: string, choices: QuoteChoices) =>
  queryOptions({
    queryKey: [...cartQueryKey, 'quote', buyerId, cart, choices.couponCode, choices.shipping],
    queryFn: buyerId === undefined || cart === '' ? skipToken : () => getCartQuote(choices),
    // A refused code is said at once, not retried behind the screen.
    retry: false,
    // While a new choice is priced the last figures stay, rather than a spinner in their place.
    placeholderData: keepPreviousData,
  });

export const useCartQuote = (buyerId: number | undefined, cart: string, choices: QuoteChoices) =>
  useQuery(cartQuoteOptions(buyerId, cart, choices));
