import { RETURN_TEXTS } from '@seamline/contract';
import { useBuyerReturns } from '../api/returns';
import { ReturnTimeline } from './return-timeline';

/** The buyer's returns, newest first (docs/architecture.md#returns); nothing while there are none. */
export function BuyerReturnsList() {
  const returns = useBuyerReturns().data ?? [];
  if (returns.length === 0) return null;
  return (
    <section aria-labelledby="my-returns" className="mt-10 space-y-3">
      <h2 id="my-returns" className="text-lg font-semibold text-zinc-900">
        {RETURN_TEXTS.returns}
      </h2>
      <p className="text-sm text-zinc-600">Open an order above to send a return back, cancel it or dispute a decision.</p>
      {returns.map((r) => (
        <ReturnTimeline key={r.returnId} ret={r} />
      ))}
    </section>
  );
}
