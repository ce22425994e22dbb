import { COUPON_TEXTS, type CartQuote, type ShippingMethod } from '@seamline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAuth } from '@/lib/auth';
import { ApiError, errorMessage } from '@/lib/api-error';
import { cartQuoteOptions, NO_CHOICES, type QuoteChoices, useCartQuote } from '../api/get-quote';
import { availableItems } from '../lib/line-problem';
import { lineKey } from '../lib/to-client-item';
import { useCart } from './use-cart';

/** What the code field last said: the discount, or why the code does not apply. */
export interface CodeResult {
  ok: boolean;
  message: string;
}

export interface QuoteState {
  quote: CartQuote | undefined;
  /** The quote could not be had (not a refused code): the cart's own figures stand meanwhile. */
  failed: boolean;
  /** Being priced again after a choice. */
  updating: boolean;
  choices: QuoteChoices;
  chooseShipping: (vendorId: string, method: ShippingMethod) => void;
  /** Prices the cart with `code`: kept when it applies, refused with the server's reason when not. */
  applyCode: (code: string) => Promise<void>;
  removeCode: () => void;
  codeResult: CodeResult | null;
  retry: () => void;
}

/** What the quote is of: the cart's version, else its lines (and quantities) still sold. */
function useCartKey(): string {
  const { items, version } = useCart();
  const lines = availableItems(items)
    .map((item) => `${lineKey(item)}x${item.quantity}`)
    .join(',');
  return lines && (version ?? lines);
}

/** The cart's quote with the buyer's delivery choices and code (docs/architecture.md#shipping-and-promotions). */
export function useQuote(): QuoteState {
  const buyerId = useAuth().user?.id;
  const cart = useCartKey();
  const queryClient = useQueryClient();
  const [choices, setChoices] = useState<QuoteChoices>(NO_CHOICES);
  const [codeResult, setCodeResult] = useState<CodeResult | null>(null);
  const query = useCartQuote(buyerId, cart, choices);

  // A code that applied may stop applying when the cart changes (below its minimum): it is dropped, and why said.
  const refused = query.error instanceof ApiError && query.error.status === 400 && choices.couponCode ? query.error : null;
  useEffect(() => {
    if (!refused) return;
    setChoices((c) => ({ ...c, couponCode: null }));
    setCodeResult({ ok: false, message: errorMessage(refused, COUPON_TEXTS.unknown) });
  }, [refused]);

  const applyCode = useCallback(
    async (code: string) => {
      const couponCode = code.trim().toUpperCase();
      if (!couponCode) return;
      const next = { ...choices, couponCode };
      try {
        const quote = await queryClient.fetchQuery(cartQuoteOptions(buyerId, cart, next));
        setChoices(next);
        setCodeResult({ ok: true, message: quote.coupon?.message ?? COUPON_TEXTS.applied(quote.discount) });
      } catch (error) {
        setCodeResult({ ok: false, message: errorMessage(error, COUPON_TEXTS.unknown) });
      }
    },
    [queryClient, buyerId, cart, choices],
  );
  const chooseShipping = useCallback((vendorId: string, method: ShippingMethod) => {
    setChoices((c) => ({ ...c, shipping: { ...c.shipping, [vendorId]: method } }));
  }, []);
  const removeCode = useCallback(() => {
    setChoices((c) => ({ ...c, couponCode: null }));
    setCodeResult(null);
  }, []);
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);

  const quote = refused ? undefined : query.data;
  return useMemo(
    () => ({
      quote,
      failed: Boolean(query.error) && !refused,
      updating: query.isFetching,
      choices,
      chooseShipping,
      applyCode,
      removeCode,
      codeResult,
      retry,
    }),
    [quote, query.error, refused, query.isFetching, choices, chooseShipping, applyCode, removeCode, codeResult, retry],
  );
}
