import { DEFAULT_SHIPPING_PROFILE, type ShippingProfile } from '@seamline/contract';

type Rate = NonNullable<ShippingProfile['express']>;

/** The Shipping screen's form: express and free delivery are switched on and off, their figures kept meanwhile. */
export interface ShippingFormValues {
  processingDays: number;
  standard: Rate;
  offerExpress: boolean;
  express: Rate;
  offerFreeOver: boolean;
  freeOver: number;
}

const EXPRESS_START: Rate = { firstItem: 9.95, additionalItem: 2, transitDays: [1, 2] };

export const toFormValues = (p: ShippingProfile): ShippingFormValues => ({
  processingDays: p.processingDays,
  standard: p.standard,
  offerExpress: p.express !== null,
  express: p.express ?? EXPRESS_START,
  offerFreeOver: p.freeOver !== null,
  freeOver: p.freeOver ?? DEFAULT_SHIPPING_PROFILE.freeOver ?? 75,
});

export const toProfile = (v: ShippingFormValues): ShippingProfile => ({
  processingDays: v.processingDays,
  standard: v.standard,
  express: v.offerExpress ? v.express : null,
  freeOver: v.offerFreeOver ? v.freeOver : null,
});

/** The form field a message of the server's (or the contract's) is about: a transit range's order shows under its last day. */
export const fieldOf = (path: string): string => (path.endsWith('.transitDays') ? `${path}.1` : path);
