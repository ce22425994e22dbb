import { ADMIN_TEXTS, type AuditEntry, formatPrice } from '@seamline/contract';

type Values = Record<string, unknown>;
const W = ADMIN_TEXTS.auditValues;

/** The order values are told in, whatever order the database kept them in. */
const ORDER = ['payoutId', 'status', 'outcome', 'amount', 'refundCents', 'payouts', 'minimum', 'note', 'commissionPercent', 'hidden'];
const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);

/** One recorded value in words: a rate as '12%' or 'default', money as '$1,247.86', a payout as 'payout #3'. */
export function auditValue(key: string, v: unknown): string {
  if (key === 'commissionPercent') return v === null ? W.defaultRate : `${v}%`;
  if (key === 'hidden') return v ? W.hidden : W.shown;
  if (v === null || v === undefined) return W.none;
  if (key === 'amount') return formatPrice(Number(v));
  if (key === 'minimum') return W.minimum(formatPrice(Number(v)));
  if (key === 'refundCents') return W.refund(formatPrice(Number(v) / 100));
  if (key === 'payouts') return W.payouts(Number(v));
  if (key === 'payoutId') return W.payout(v);
  return String(v);
}

const told = (values: [string, unknown][]) =>
  values
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, v]) => auditValue(key, v))
    .join(', ');

/**
 * An action's change as the operator reads it: what it concerned (values alike before and after,
 * e.g. 'payout #3: '), then before → after, each in words: 'payout #3: pending → paid, $1,247.86'.
 */
export function auditChange(entry: Pick<AuditEntry, 'before' | 'after'>): string {
  const before: Values = entry.before ?? {};
  const after: Values = entry.after ?? {};
  const same = Object.keys(after).filter((key) => key in before && before[key] === after[key]);
  const rest = (values: Values | null) => (values ? told(Object.entries(values).filter(([key]) => !same.includes(key))) || W.none : W.none);
  const context = told(same.map((key) => [key, after[key]]));
  return `${context ? `${context}: ` : ''}${rest(entry.before)} → ${rest(entry.after)}`;
}
