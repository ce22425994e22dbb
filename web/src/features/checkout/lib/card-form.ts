import { addressFields, formatCardNumber, PAYMENT_TEXTS, type PspTokenInput, paymentMethod } from '@seamline/contract';
import { z } from 'zod';

/** The longest card number (19 digits). */
const MAX_DIGITS = 19;

export const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The card number as typed, grouped in fours: '4242 4242 4242 4242'. */
export const formatCardInput = (text: string) => formatCardNumber(digitsOf(text).slice(0, MAX_DIGITS));

/** The expiry as typed, month then year: '12 / 34'. */
export function formatExpiryInput(text: string): string {
  const digits = digitsOf(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** The Luhn checksum every card number carries, so a mistyped digit is caught before it is sent. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

export const validCardNumber = (text: string) => {
  const digits = digitsOf(text);
  return digits.length >= 12 && digits.length <= MAX_DIGITS && luhn(digits);
};

/** '12 / 34' → month 12 of 2034; null when it is not a month and a year. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text.replace(/\s+\/\s+/, '/'));
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

/** A card is good through the last day of its expiry month. */
const expired = ({ expMonth, expYear }: { expMonth: number; expYear: number }, now: Date) =>
  expYear < now.getFullYear() || (expYear === now.getFullYear() && expMonth < now.getMonth() + 1);

/**
 * The checkout form: how to pay, the card when paying by card, and the address when it is changed
 * for this order. The card and address fields exist only while they are on screen (the form
 * unregisters the others), so a field left out is one not asked for.
 */
export const checkoutForm = (now: Date) =>
  z.object({
    method: paymentMethod,
    cardNumber: z.string().refine(validCardNumber, PAYMENT_TEXTS.cardNumberInvalid).optional(),
    expiry: z
      .string()
      .superRefine((text, ctx) => {
        const parsed = parseExpiry(text);
        if (!parsed) ctx.addIssue({ code: 'custom', message: PAYMENT_TEXTS.expiryInvalid });
        else if (expired(parsed, now)) ctx.addIssue({ code: 'custom', message: PAYMENT_TEXTS.expiryPast });
      })
      .optional(),
    cvc: z
      .string()
      .regex(/^\d{3}$/, PAYMENT_TEXTS.cvcInvalid)
      .optional(),
    ...z.object(addressFields).partial().shape,
  });
export type CheckoutFormInput = z.input<ReturnType<typeof checkoutForm>>;
export type CheckoutFormValues = z.output<ReturnType<typeof checkoutForm>>;

/** What goes to the provider's token endpoint; null when the card fields are not on screen. */
export function cardOf(values: CheckoutFormValues): PspTokenInput | null {
  const expiry = values.expiry === undefined ? null : parseExpiry(values.expiry);
  if (values.cardNumber === undefined || !expiry || values.cvc === undefined) return null;
  return { number: digitsOf(values.cardNumber), ...expiry, cvc: values.cvc };
}

/** The form's fields as the page shows them, top to bottom: the address (when changed), then the card. */
export const FIELDS_IN_PAGE_ORDER = ['addressLine1', 'city', 'postalCode', 'country', 'cardNumber', 'expiry', 'cvc'] as const;
export type PageField = (typeof FIELDS_IN_PAGE_ORDER)[number];

/** The field a keyboard or screen-reader user should land on after a refused Place order: the first wrong one on the page. */
export const firstWrongField = (errors: Partial<Record<string, unknown>>): PageField | undefined =>
  FIELDS_IN_PAGE_ORDER.find((name) => errors[name] !== undefined);

export const CARD_FIELDS: readonly string[] = ['cardNumber', 'expiry', 'cvc'];

/**
 * A whole sandbox test card: its number, an expiry three years ahead (December, so it stays
 * valid all that year) and a CVC, so 'Use' leaves nothing to type before Place order.
 */
export const testCardValues = (number: string, now: Date) => ({
  cardNumber: formatCardNumber(number),
  expiry: formatExpiryInput(`12${String((now.getFullYear() + 3) % 100).padStart(2, '0')}`),
  cvc: '123',
});

/** Which card field a provider's 400 message is about, so it shows under that field. */
export function cardFieldOf(message: string): 'cardNumber' | 'expiry' | 'cvc' | null {
  if (message === PAYMENT_TEXTS.cardNumberInvalid) return 'cardNumber';
  if (message === PAYMENT_TEXTS.expiryInvalid || message === PAYMENT_TEXTS.expiryPast) return 'expiry';
  if (message === PAYMENT_TEXTS.cvcInvalid) return 'cvc';
  return null;
}
