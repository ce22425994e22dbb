import { WISHLIST_TEXTS } from '@seamline/contract';
import { BellRing, Check } from 'lucide-react';
import { useId } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { useLoginHere } from '@/lib/auth/use-login-here';
import { Link } from '@/lib/router';
import { toast } from '@/lib/toast';
import { useStockAlerts } from '../api/get-stock-alerts';
import { useSetStockAlert } from '../api/set-stock-alert';

export interface NotifyMeProps {
  variantId: number;
  /** 'M · Navy', or empty for a one-size, one-colour product. */
  label: string;
}

/** 'Tell me when it's back' on a sold-out size: one mail when it is back, then asked again or not at all. */
export function NotifyMe({ variantId, label }: NotifyMeProps) {
  const alerts = useStockAlerts();
  const setAlert = useSetStockAlert({
    onError: (error) => toast.error(errorMessage(error, WISHLIST_TEXTS.variantUnknown), { id: 'stock-alert' }),
  });
  const pending = setAlert.isPending && setAlert.variables.variantId === variantId;
  const asked = pending ? setAlert.variables.asked : Boolean(alerts.data?.variantIds.includes(variantId));
  if (!asked) {
    return (
      <Button
        variant="secondary"
        size="lg"
        disabled={pending || alerts.isPending}
        onClick={() => setAlert.mutate({ variantId, asked: true })}
      >
        <BellRing className="h-5 w-5" aria-hidden="true" />
        {WISHLIST_TEXTS.notifyMe}
      </Button>
    );
  }
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
    >
      <Check className="h-5 w-5 shrink-0" aria-hidden="true" />
      <span className="flex-1">{label ? WISHLIST_TEXTS.notifying(label) : WISHLIST_TEXTS.notifyingOne}</span>
      <Button variant="link" size="sm" disabled={pending} onClick={() => setAlert.mutate({ variantId, asked: false })}>
        {WISHLIST_TEXTS.stopNotifying}
      </Button>
    </div>
  );
}

/**
 * A visitor's 'Tell me when it's back': it leads through login (or registering) back to this page
 * with the same colour and size chosen (they are in the address), where the buyer asks in one press.
 */
export function NotifyMeLogin({ label }: Pick<NotifyMeProps, 'label'>) {
  const loginHere = useLoginHere();
  const hintId = useId();
  return (
    <div className="space-y-2">
      <Link to={loginHere} aria-describedby={hintId} className={buttonClasses('secondary', 'lg')}>
        <BellRing className="h-5 w-5" aria-hidden="true" />
        {WISHLIST_TEXTS.notifyMe}
      </Link>
      <p id={hintId} className="text-sm text-zinc-600">
        {WISHLIST_TEXTS.loginToNotify(label)}
      </p>
    </div>
  );
}
