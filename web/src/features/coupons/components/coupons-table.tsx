import { type Coupon, formatPrice, PROMO_SCREEN_TEXTS } from '@seamline/contract';
import { TableHead } from '@/components/ui/table-head';
import { datesText, usesText, valueText } from '../lib/describe-coupon';

export interface CouponsTableProps {
  coupons: readonly Coupon[];
  onToggle: (coupon: Coupon, active: boolean) => void;
  /** Switches being saved, with the value asked for: shown at once, and waiting for the answer. */
  saving: ReadonlyMap<string, boolean>;
}

const T = PROMO_SCREEN_TEXTS;
const HEAD = [
  { label: T.code, className: 'text-left' },
  { label: T.kind, className: 'text-left' },
  { label: T.value, align: 'right' as const },
  { label: T.uses, align: 'right' as const },
  { label: T.discount, align: 'right' as const },
  { label: T.dates, className: 'text-left' },
  { label: T.active, className: 'text-left' },
];

/** The coupons kept: each one's code, kind, value, uses of its maximum, what it took off, dates, and its on/off switch. */
export function CouponsTable({ coupons, onToggle, saving }: CouponsTableProps) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-zinc-200 bg-white shadow-sm">
      <table className="min-w-full text-sm">
        <caption className="sr-only">{T.coupons}</caption>
        <TableHead cells={HEAD} look="list" />
        <tbody className="divide-y divide-zinc-200">
          {coupons.map((c) => (
            <tr key={c.couponId}>
              <th scope="row" className="px-4 py-3 text-left font-mono font-semibold text-zinc-900">
                {c.code}
              </th>
              <td className="px-4 py-3 text-zinc-700">{T.kinds[c.kind]}</td>
              <td className="px-4 py-3 text-right tabular-nums">{valueText(c)}</td>
              <td className="px-4 py-3 text-right tabular-nums">{usesText(c)}</td>
              <td className="px-4 py-3 text-right tabular-nums">{formatPrice(c.discountGiven)}</td>
              <td className="whitespace-nowrap px-4 py-3 text-zinc-700">{datesText(c)}</td>
              <td className="px-4 py-3">
                <label className="inline-flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-brand-600"
                    checked={saving.get(c.couponId) ?? c.active}
                    disabled={saving.has(c.couponId)}
                    onChange={(e) => onToggle(c, e.target.checked)}
                    aria-label={`${T.active}: ${c.code}`}
                  />
                  <span className="text-zinc-700" aria-hidden="true">
                    {(saving.get(c.couponId) ?? c.active) ? 'On' : 'Off'}
                  </span>
                </label>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
