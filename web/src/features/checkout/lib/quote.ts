import type { CartQuote, ShippingMethod } from '@seamline/contract';

/**
 * The cart's quote as the checkout page uses it (the route passes the cart's): the figures, the
 * buyer's delivery choices and code, and how to change them (docs/architecture.md#shipping-and-promotions).
 */
export interface CheckoutQuote {
  quote: CartQuote | undefined;
  failed: boolean;
  updating: boolean;
  choices: { shipping: Readonly<Record<string, ShippingMethod>>; couponCode: string | null };
  chooseShipping: (vendorId: string, method: ShippingMethod) => void;
  applyCode: (code: string) => Promise<void>;
  removeCode: () => void;
  codeResult: { ok: boolean; message: string } | null;
  retry: () => void;
}
