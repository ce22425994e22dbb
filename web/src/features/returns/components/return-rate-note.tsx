import { RETURN_TEXTS } from '@seamline/contract';
import { useReturnStats } from '../api/returns';

/** '12 % returned · 38 % of returns: too small', for the vendor's product table; nothing before a return. */
export function ReturnRateNote({ productId }: { productId: number }) {
  const stats = useReturnStats().data?.find((s) => s.productId === productId);
  if (!stats || stats.returnedUnits === 0) return null;
  return (
    <p className="mt-0.5 text-xs text-amber-800">
      {RETURN_TEXTS.returnRate(stats.returnRate)}
      {stats.topReason ? ` · ${RETURN_TEXTS.topReason(stats.topReasonPercent, stats.topReason)}` : ''}
    </p>
  );
}
