import { PAYMENT_TEXTS, SANDBOX_TEST_CARDS, type SandboxCardOutcome } from '@seamline/contract';

/** What the sandbox keeps of a card: never its number or CVC (docs/architecture.md#payments). */
export interface CardFacts {
  outcome: SandboxCardOutcome;
  last4: string;
  brand: string;
}

/** The Luhn check every card number passes. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const brandOf = (digits: string) =>
  digits.startsWith('4') ? 'visa' : /^5[1-5]/.test(digits) ? 'mastercard' : /^3[47]/.test(digits) ? 'amex' : 'card';

/**
 * Reads a card as the sandbox's token endpoint takes it: the number (spaces allowed), a month and
 * year not in the past, three digits of CVC. A test card picks its outcome; any other valid number
 * is authorised. Answers the refusal's message, or the facts kept.
 */
export function readCard(
  card: { number: string; expMonth: number; expYear: number; cvc: string },
  now: Date,
): CardFacts | { message: string } {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return { message: PAYMENT_TEXTS.cardNumberInvalid };
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (card.expMonth - 1) < thisMonth) return { message: PAYMENT_TEXTS.expiryPast };
  if (year > now.getUTCFullYear() + 50) return { message: PAYMENT_TEXTS.expiryInvalid };
  if (!/^\d{3}$/.test(card.cvc)) return { message: PAYMENT_TEXTS.cvcInvalid };
  const test = SANDBOX_TEST_CARDS.find((c) => c.number === digits);
  return { outcome: test?.outcome ?? 'authorized', last4: digits.slice(-4), brand: brandOf(digits) };
}
