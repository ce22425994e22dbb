/**
 * Where an approved return goes and the slip the buyer puts in the parcel (decisions 221 and 222):
 * the words, the limit of the shop's instructions, and the slip's code (no zod, so any page may
 * import them).
 */

import type { ReturnStatus } from './return-texts.js';

/**
 * While a return is in one of these, its buyer is told where to send it: from the shop's approval
 * until the parcel arrives. Never before approval: the shop's address is its own until then.
 */
export const RETURN_ADDRESS_STATUSES = ['approved', 'shipped'] as const satisfies readonly ReturnStatus[];

/** The shop's return instructions are a short note, not a policy page. */
export const RETURN_INSTRUCTIONS_MAX = 300;

export const RETURN_SLIP_TEXTS = {
  whereToSend: 'Where to send it',
  /** What the buyer writes on the parcel when they cannot print the slip. */
  writeOnParcel: (returnId: number) => `Write Return #${returnId} on the parcel, or put the printed return slip inside.`,
  shopInstructions: 'From the shop',
  slipCode: 'Return code',
  printSlip: 'Print return slip',
  /** The approval mail's link: the order shows the slip to print. */
  printSlipOnOrder: 'Your order and its return slip',
  slipTitle: (returnId: number) => `Return slip · Return #${returnId}`,
  slipFooter: 'Put this slip in the parcel. The shop scans or types the return code when the parcel arrives.',
  /** The vendor's profile: the return address and what it falls back to. */
  sameAsBusiness: 'Same as the business address',
  returnAddress: 'Return address',
  returnAddressHint: 'Buyers see it once you approve their return, on their order, in the approval mail and on the return slip.',
  instructionsLabel: 'Return instructions (optional)',
  instructionsHint: `For example opening hours or what to put in the parcel. Up to ${RETURN_INSTRUCTIONS_MAX} characters.`,
  /** The vendor's Returns screen: finding the return a parcel holds. */
  findLabel: 'Return code from the slip',
  find: 'Find',
  noneWithCode: 'None of your returns has this code.',
} as const;

export const RETURN_SLIP_MESSAGES = {
  instructionsTooLong: `Return instructions must be at most ${RETURN_INSTRUCTIONS_MAX} characters`,
  instructionsInvalid: 'Return instructions contain invalid characters',
  slipCodeInvalid: 'That is not a return code: please type it as printed on the slip, for example R-000004-5',
} as const;

// Damm's check digit (a quasigroup of order 10): it catches every single wrong digit and every swap
// of two neighbouring digits, and leading zeros leave it unchanged.
const DAMM = [
  [0, 3, 1, 7, 5, 9, 8, 6, 4, 2],
  [7, 0, 9, 2, 1, 5, 4, 8, 6, 3],
  [4, 2, 0, 6, 8, 7, 1, 3, 5, 9],
  [1, 7, 5, 0, 9, 8, 3, 4, 2, 6],
  [6, 1, 2, 3, 0, 4, 5, 9, 7, 8],
  [3, 6, 7, 4, 2, 0, 9, 5, 8, 1],
  [5, 8, 6, 9, 7, 2, 0, 1, 3, 4],
  [8, 9, 4, 5, 3, 6, 2, 0, 1, 7],
  [9, 4, 3, 8, 6, 1, 7, 2, 0, 5],
  [2, 5, 8, 1, 4, 3, 6, 7, 9, 0],
] as const;

/** The Damm check digit of a string of digits. */
export function dammDigit(digits: string): number {
  let interim = 0;
  for (const d of digits) interim = DAMM[interim]?.[Number(d)] ?? 0;
  return interim;
}

/** The return's code on its slip: 'R-000004-3' (its id, at least six digits, and a check digit). */
export function returnSlipCode(returnId: number): string {
  const digits = String(returnId).padStart(6, '0');
  return `R-${digits}-${dammDigit(digits)}`;
}

/**
 * The return id a typed or scanned code stands for, or null when it is no code (a wrong digit, two
 * digits swapped). Case, spaces and dashes do not matter, nor do the 'R' and the leading zeros.
 */
export function returnIdOfSlipCode(text: string): number | null {
  const compact = text.replace(/[\s-]/g, '').toUpperCase().replace(/^R/, '');
  if (!/^\d{2,11}$/.test(compact)) return null;
  const digits = compact.slice(0, -1);
  if (dammDigit(compact) !== 0) return null;
  const id = Number(digits);
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}
