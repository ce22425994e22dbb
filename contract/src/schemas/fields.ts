import { z } from 'zod';
import { CATEGORIES, LIMITS, REGISTRATION_ROLES, SUBCATEGORIES } from '../constants.js';
import { VALIDATION } from '../messages.js';

/** Control characters other than tab and line breaks have no place in names, addresses or reviews. */
export function hasControlCharacters(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127) return true;
  }
  return false;
}

/** A required, trimmed text field whose every failure says `required` or names the limit. */
export function requiredText(required: string, label: string, max: number = LIMITS.textMax) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, VALIDATION.tooLong(label, max))
    .refine((s) => !hasControlCharacters(s), `${label} contains invalid characters`);
}

/**
 * Characters that draw nothing or reorder what follows, so a name could read as something it is
 * not: every control and format character (bidirectional overrides and isolates, zero-width
 * characters, BOM, soft hyphen), line and paragraph separators, lone surrogates, and the Hangul
 * fillers that render as blank letters.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\u115F\u1160\u3164\uFFA0]/u;

const hasInvisibleCharacters = (s: string): boolean => INVISIBLE.test(s);

/**
 * A required one-line text people read as a name: a person's, a shop's, a product's, or part of an
 * address. Free text (descriptions, reviews) keeps joiners, which emoji sequences need.
 */
export function visibleText(required: string, label: string, max: number = LIMITS.textMax) {
  return requiredText(required, label, max).refine((s) => !hasInvisibleCharacters(s), VALIDATION.invisibleCharacters(label));
}

/**
 * An optional one-line text shown as a label (a colour name, a SKU): blank is no value (null);
 * otherwise the rules of `visibleText`, with line breaks and tabs refused too.
 */
export function optionalVisibleText(label: string, max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((s) => !/[\t\r\n]/.test(s) && !hasControlCharacters(s), `${label} contains invalid characters`)
    .refine((s) => !hasInvisibleCharacters(s), VALIDATION.invisibleCharacters(label))
    .nullish()
    .transform((s) => (s ? s : null));
}

/** Address parts after the first are joined into one comma-separated string (spec §3), so none may hold a comma. */
export function addressPart(required: string, label: string) {
  return visibleText(required, label).refine((s) => !s.includes(','), `${label} ${VALIDATION.noCommas}`);
}

/** The form every e-mail is stored, looked up and compared in: NFKC, then lower case. */
export const normalizeEmail = (email: string): string => email.normalize('NFKC').toLowerCase();

// Still "text@text" (spec §5), but only of letters, digits and RFC 5322's atext without '?', '&'
// and '%', so an address cannot add a query (headers such as bcc) to the mailto: link vendors see.
const ATOM = "[\\p{L}\\p{M}\\p{N}!#$'*+/=^_`{|}~-]+";
const LABEL = '[\\p{L}\\p{M}\\p{N}-]+';
const EMAIL_PATTERN = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})*$`, 'u');

/** Checked after normalising: NFKC turns some look-alikes (full-width '？') into the characters refused. */
export const emailField = z
  .string({ error: VALIDATION.emailRequired })
  .trim()
  .min(1, VALIDATION.emailRequired)
  .overwrite(normalizeEmail)
  .max(LIMITS.emailMax, VALIDATION.tooLong('Email', LIMITS.emailMax))
  .regex(EMAIL_PATTERN, VALIDATION.emailInvalid);

export const roleField = z.enum(REGISTRATION_ROLES, { error: VALIDATION.roleRequired });
export const categoryField = z.enum(CATEGORIES, { error: VALIDATION.categoryRequired });
export const subcategoryField = z.enum(SUBCATEGORIES, { error: VALIDATION.subcategoryRequired });

/** A positive whole-number id; ids travel as numbers or numeric strings (cart ids are text, spec §3). */
export function idField(required: string) {
  return z.union([z.number(), z.string()], { error: required }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : /^\s*\d{1,15}\s*$/.test(v) ? Number(v) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    return n;
  });
}

export const addressFields = {
  addressLine1: visibleText(VALIDATION.addressRequired, 'Address'),
  city: addressPart(VALIDATION.cityRequired, 'City'),
  postalCode: addressPart(VALIDATION.postalCodeRequired, 'Postal Code'),
  country: addressPart(VALIDATION.countryRequired, 'Country'),
};

/** A password as registration takes it (spec §5): required, at least 8 characters. */
export const newPasswordField = z
  .string({ error: VALIDATION.passwordRequired })
  .min(1, VALIDATION.passwordRequired)
  .min(LIMITS.passwordMin, VALIDATION.passwordShort)
  .max(LIMITS.passwordMax, VALIDATION.passwordLong);
