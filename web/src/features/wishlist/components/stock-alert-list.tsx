import { type StockAlert, variantLabel, WISHLIST_TEXTS } from '@seamline/contract';
import { BellRing } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { ProductImage } from '@/components/ui/product-image';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { Link } from '@/lib/router';
import { toast } from '@/lib/toast';
import { useStockAlerts } from '../api/get-stock-alerts';
import { useSetStockAlert } from '../api/set-stock-alert';
import { sendMutation } from '@/lib/send-mutation';

const LOAD_FAILED = "Your 'Tell me when it's back' list could not be loaded";

/** 'Rain Jacket (M · Navy)': what an ask waits for. */
const alertName = (a: StockAlert) => {
  const variant = variantLabel(a.size, a.colour);
  return variant ? `${a.productName} (${variant})` : a.productName;
};

/**
 * The buyer's 'Tell me when it's back' asks on the Wishlist screen (docs/decisions/220), newest first,
 * each with the size and colour waited for and a way to stop it. Nothing shows without an ask.
 */
export function StockAlertList() {
  const alerts = useStockAlerts();
  const setAlert = useSetStockAlert({
    onError: (error) => toast.error(errorMessage(error, LOAD_FAILED), { id: 'stock-alert' }),
  });
  if (alerts.isPending) return null;
  if (alerts.isError) return <ErrorBox message={errorMessage(alerts.error, LOAD_FAILED)} onRetry={() => alerts.refetch()} />;
  const list = alerts.data.alerts ?? [];
  if (list.length === 0) return null;
  const stop = (a: StockAlert) =>
    sendMutation(
      setAlert,
      { variantId: a.variantId, asked: false },
      { onSuccess: () => toast.success(WISHLIST_TEXTS.alertStopped(alertName(a)), { id: 'stock-alert' }) },
    );
  return (
    <section aria-labelledby="stock-alerts-title" className="mt-10">
      <h2 id="stock-alerts-title" className="flex items-center gap-2 text-lg font-semibold text-zinc-900">
        <BellRing className="h-5 w-5 text-brand-700" aria-hidden="true" />
        {WISHLIST_TEXTS.notifyMe}
      </h2>
      <p className="mt-1 text-sm text-zinc-600">{WISHLIST_TEXTS.alertsHint}</p>
      <ul className="mt-4 divide-y divide-zinc-200 rounded-2xl border border-zinc-200 bg-white shadow-sm">
        {list.map((a) => {
          const variant = variantLabel(a.size, a.colour);
          const stopping = setAlert.isPending && setAlert.variables.variantId === a.variantId;
          return (
            <li key={a.variantId} className="flex items-center gap-4 p-4">
              <ProductImage src={a.imageUrl} alt="" width={64} height={80} className="h-20 w-16 shrink-0 rounded-lg object-cover" />
              <div className="min-w-0 flex-1">
                <h3 className="text-base font-semibold text-zinc-900">
                  {a.available ? (
                    <Link to={paths.buyer.product(a.productId)} className="rounded hover:text-brand-700">
                      {a.productName}
                    </Link>
                  ) : (
                    a.productName
                  )}
                </h3>
                {variant && <p className="text-sm text-zinc-700">{variant}</p>}
                <p className="truncate text-sm text-zinc-600">{a.available ? `Sold by ${a.vendorName}` : WISHLIST_TEXTS.unavailable}</p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                disabled={stopping}
                aria-label={WISHLIST_TEXTS.stopAlert(alertName(a))}
                onClick={() => stop(a)}
              >
                {WISHLIST_TEXTS.stopNotifying}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
