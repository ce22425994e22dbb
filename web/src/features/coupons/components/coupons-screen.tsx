import { type Coupon, PROMO_SCREEN_TEXTS } from '@seamline/contract';
import { Tag } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { PageSpinner } from '@/components/ui/spinner';
import { endedSession, errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { type CouponOwner, useCoupons, useSetCouponActive } from '../api/coupons';
import type { ScopeChoices } from '../lib/scope-choices';
import { CouponForm } from './coupon-form';
import { CouponsTable } from './coupons-table';
import { sendMutation } from '@/lib/send-mutation';

export interface CouponsScreenProps {
  owner: CouponOwner;
  /** What a new coupon can be kept to, by name: the shop's products, or the platform's shops. */
  choices: ScopeChoices;
}

/** The Coupons screen's body, the shop's or the platform's: the list with its switches, and the create form. */
export function CouponsScreen({ owner, choices }: CouponsScreenProps) {
  const coupons = useCoupons(owner);
  const setActive = useSetCouponActive(owner);
  // The value asked for shows at once and the switch waits, until the server's answer replaces the row.
  const [saving, setSaving] = useState<ReadonlyMap<string, boolean>>(new Map());
  const settle = (couponId: string) => setSaving((now) => new Map([...now].filter(([id]) => id !== couponId)));
  const toggle = (coupon: Coupon, active: boolean) => {
    setSaving((now) => new Map(now).set(coupon.couponId, active));
    sendMutation(
      setActive,
      { couponId: coupon.couponId, active },
      {
        onSettled: () => settle(coupon.couponId),
        onError: (error) => {
          if (!endedSession(error))
            toast.error(PROMO_SCREEN_TEXTS.couponSaveFailed, { description: errorMessage(error, PROMO_SCREEN_TEXTS.couponSaveFailed) });
        },
      },
    );
  };

  let list: React.ReactNode;
  if (coupons.error)
    list = <ErrorBox message={errorMessage(coupons.error, PROMO_SCREEN_TEXTS.couponsLoadFailed)} onRetry={() => void coupons.refetch()} />;
  else if (!coupons.data) list = <PageSpinner label="Loading coupons" />;
  else if (coupons.data.length === 0)
    list = <EmptyState icon={Tag} title={PROMO_SCREEN_TEXTS.noCoupons} hint={PROMO_SCREEN_TEXTS.couponsIntro} />;
  else list = <CouponsTable coupons={coupons.data} onToggle={toggle} saving={saving} />;

  return (
    <div className="space-y-8">
      {list}
      <CouponForm owner={owner} choices={choices} />
    </div>
  );
}
