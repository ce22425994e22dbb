import { type Return, RETURN_SLIP_TEXTS } from '@seamline/contract';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ReturnSlipDialog } from './return-slip-dialog';
import { ShopAddress } from './shop-address';

/**
 * On an approved return (and while it is on its way): where to send the parcel, the shop's note,
 * what to write on it, and the slip to print (decision 221). Nothing while the return has no address.
 */
export function SendItBack({ ret }: { ret: Return }) {
  const [slip, setSlip] = useState(false);
  if (!ret.returnAddress) return null;
  const heading = `send-${ret.returnId}`;
  return (
    <section aria-labelledby={heading} className="space-y-3 rounded-lg border border-blue-200 bg-white p-3">
      <h4 id={heading} className="text-sm font-semibold text-zinc-900">
        {RETURN_SLIP_TEXTS.whereToSend}
      </h4>
      <ShopAddress name={ret.vendorName} address={ret.returnAddress} className="text-sm text-zinc-800" />
      {ret.returnInstructions && (
        <div className="text-sm text-zinc-800">
          <p className="font-medium text-zinc-900">{RETURN_SLIP_TEXTS.shopInstructions}</p>
          <p className="whitespace-pre-line">{ret.returnInstructions}</p>
        </div>
      )}
      <p className="text-sm text-zinc-800">{RETURN_SLIP_TEXTS.writeOnParcel(ret.returnId)}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {ret.slipCode && (
          <p className="text-sm text-zinc-700">
            {RETURN_SLIP_TEXTS.slipCode}: <span className="font-mono font-semibold text-zinc-900">{ret.slipCode}</span>
          </p>
        )}
        <Button size="sm" variant="secondary" onClick={() => setSlip(true)}>
          <Printer className="h-4 w-4" aria-hidden="true" />
          {RETURN_SLIP_TEXTS.printSlip}
        </Button>
      </div>
      <ReturnSlipDialog ret={ret} open={slip} onClose={() => setSlip(false)} />
    </section>
  );
}
