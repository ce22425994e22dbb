import {
  API_MESSAGES,
  type CheckoutPayment,
  type CheckoutPlacedResponse,
  type CheckoutRequiresAction,
  type CheckoutShippingAddress,
  checkoutConflict,
  type ShippingMethod,
} from '@seamline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { describeCartChanges } from '../lib/describe-cart-changes';
import { toClientItem } from '../lib/to-client-item';
import { type ClientCart, cartQueryKey, cartQueryOptions } from './get-cart';

export interface CheckoutInput {
  /** The total the Order Summary showed, tax included; the server refuses to charge another (docs/architecture.md#server-rules). */
  expectedTotal: number;
  /**
   * The version (ETag) of the cart shown, sent as `If-Match`: the server refuses a cart changed since
   * (in another tab, say; docs/decisions/031-cart-version.md).
   */
  cartVersion?: string | null;
  /** A delivery method per shop (standard where left out) and the one code (docs/architecture.md#shipping-and-promotions). */
  shipping?: Record<string, ShippingMethod>;
  couponCode?: string;
  /** docs/architecture.md#payments: a card token from the provider, or on delivery. */
  payment?: CheckoutPayment;
  /** This order's address when the buyer changed it on the checkout page; the profile's otherwise. */
  shippingAddress?: CheckoutShippingAddress;
  /** One per attempt to place the order: the same key never places anything twice. */
  idempotencyKey?: string;
}

/** 201: the orders are placed; 202: the card needs 3-D Secure first (nothing placed yet). */
export type CheckoutResult = CheckoutPlacedResponse | CheckoutRequiresAction;

export const isPlaced = (result: CheckoutResult): result is CheckoutPlacedResponse => 'orderIds' in result;

export function checkout({ expectedTotal, cartVersion, shipping, couponCode, payment, shippingAddress, idempotencyKey }: CheckoutInput) {
  const headers: Record<string, string> = {};
  if (cartVersion) headers['If-Match'] = cartVersion;
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  return api.post<CheckoutResult>(
    '/api/buyer/cart/checkout',
    { expectedTotal, shipping, couponCode, payment, shippingAddress },
    { headers },
  );
}

/** The cart as it now stands, when checkout was refused because it changed or its prices moved (409 with `cart`). */
export function changedCart(error: unknown): (ClientCart & { message: string }) | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const answer = checkoutConflict.safeParse(error.body);
  if (!answer.success || !answer.data.cart) return undefined;
  return { message: answer.data.message, items: answer.data.cart.map(toClientItem), version: answer.data.cartVersion ?? null };
}

export interface CheckoutCallbacks {
  onSuccess?: (r: CheckoutResult) => void;
  onError?: (e: Error) => void;
  /** The cart changed since it was shown: what changed, in words (shown with the new cart). */
  onCartChanged?: (changes: string[]) => void;
}

/**
 * Spec §4: checkout success refreshes the cart, before `onSuccess` (which may leave the page); a
 * failure refreshes it too, since stock may have moved under the buyer. A refusal over moved
 * prices or a changed cart brings the cart along, which shows at once, before `onError` tells the buyer.
 */
export function useCheckout({ onSuccess, onError, onCartChanged }: CheckoutCallbacks = {}) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const refreshCart = () => queryClient.invalidateQueries({ queryKey: cartQueryKey });
  return useMutation({
    mutationFn: checkout,
    onSuccess: async (result) => {
      await refreshCart();
      onSuccess?.(result);
    },
    onError: (error) => {
      const cart = changedCart(error);
      if (cart && user) {
        const key = cartQueryOptions(user.id).queryKey;
        const shown = queryClient.getQueryData(key)?.items ?? [];
        queryClient.setQueryData(key, { items: cart.items, version: cart.version });
        if (cart.message === API_MESSAGES.cartChanged) onCartChanged?.(describeCartChanges(shown, cart.items));
      }
      onError?.(error);
      void refreshCart();
    },
  });
}
