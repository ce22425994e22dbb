import type { Category, CouponInput, CouponKind } from '@seamline/contract';

/** The create form's fields as typed (text) or checked (ids), turned into the API's shape on submit. */
export interface CouponFormValues {
  code: string;
  kind: CouponKind;
  value: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerBuyer: string;
  /** The shop's products checked; none is every product. */
  productIds: string[];
  /** The shops checked (the operator's coupons); none is every shop. */
  vendorIds: string[];
  categories: Category[];
}

export const EMPTY_COUPON: CouponFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  minSubtotal: '',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  maxUsesPerBuyer: '1',
  productIds: [],
  vendorIds: [],
  categories: [],
};

/** A number typed, or null for an empty field (NaN stays, for the contract to name). */
const numberOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));
/** A `datetime-local` value in the buyer's time zone, as an ISO instant. */
const instantOf = (text: string): string | null => (text ? new Date(text).toISOString() : null);
/** The ids checked, or null for none checked: the coupon is then not kept to any. */
const idsOf = (ids: readonly string[]): string[] | null => (ids.length ? [...ids] : null);

export function toCouponInput(v: CouponFormValues): CouponInput {
  return {
    code: v.code,
    kind: v.kind,
    value: v.kind === 'free_shipping' ? undefined : (numberOf(v.value) ?? undefined),
    minSubtotal: numberOf(v.minSubtotal),
    startsAt: instantOf(v.startsAt),
    endsAt: instantOf(v.endsAt),
    maxUses: numberOf(v.maxUses),
    maxUsesPerBuyer: numberOf(v.maxUsesPerBuyer) ?? 1,
    productIds: idsOf(v.productIds),
    vendorIds: idsOf(v.vendorIds),
    categories: v.categories.length ? v.categories : null,
  };
}
