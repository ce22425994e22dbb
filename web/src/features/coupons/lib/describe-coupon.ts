import { type Coupon, formatPrice, PROMO_SCREEN_TEXTS } from '@seamline/contract';
import { formatDate } from '@/lib/format-date';

/** '10%', '$5.00' or 'Free delivery'. */
export function valueText(c: Pick<Coupon, 'kind' | 'value'>): string {
  if (c.kind === 'percent') return `${c.value}%`;
  if (c.kind === 'amount') return formatPrice(c.value);
  return PROMO_SCREEN_TEXTS.kinds.free_shipping;
}

/** '3 / 50', '3 / ∞'. */
export const usesText = (c: Pick<Coupon, 'uses' | 'maxUses'>) => `${c.uses} / ${c.maxUses ?? PROMO_SCREEN_TEXTS.unlimited}`;

/** 'Dec 1, 2024 – Dec 31, 2024', 'From …', 'Until …', 'Any time'. */
export function datesText(c: Pick<Coupon, 'startsAt' | 'endsAt'>): string {
  if (c.startsAt && c.endsAt) return `${formatDate(c.startsAt)} – ${formatDate(c.endsAt)}`;
  if (c.startsAt) return `From ${formatDate(c.startsAt)}`;
  if (c.endsAt) return `Until ${formatDate(c.endsAt)}`;
  return PROMO_SCREEN_TEXTS.anyTime;
}
