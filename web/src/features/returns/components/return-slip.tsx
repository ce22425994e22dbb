import { type Return, RETURN_SLIP_TEXTS, RETURN_TEXTS } from '@seamline/contract';
import type { ReactNode } from 'react';
import { ShopAddress } from './shop-address';

const outcomeText = (l: Return['lines'][number]) =>
  l.outcome === 'exchange'
    ? `Exchange for ${[l.exchangeSize, l.exchangeColour].filter(Boolean).join(' · ') || 'another size'}`
    : RETURN_TEXTS.outcomes.refund;

const Heading = ({ children }: { children: ReactNode }) => (
  <p className="text-xs font-semibold uppercase tracking-wider text-zinc-600">{children}</p>
);

/**
 * The slip the buyer puts in the parcel (decisions 221, 222): the order, the return, where it goes,
 * its lines and the code the shop scans or types at receipt. Sized to print on one page.
 */
export function ReturnSlip({ ret }: { ret: Return }) {
  return (
    <div className="return-slip space-y-4 text-sm text-zinc-800">
      <div className="flex flex-wrap items-start justify-between gap-4 border-b border-zinc-200 pb-4">
        <div>
          <Heading>Return slip</Heading>
          <p className="mt-1 text-xl font-bold text-zinc-900">Return #{ret.returnId}</p>
          <p>Order #{ret.orderId}</p>
        </div>
        {ret.slipCode && (
          <div className="text-right">
            <Heading>{RETURN_SLIP_TEXTS.slipCode}</Heading>
            <p className="mt-1 rounded-md border-2 border-zinc-900 px-3 py-1 font-mono text-2xl font-bold tracking-wider text-zinc-900">
              {ret.slipCode}
            </p>
          </div>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {ret.returnAddress && (
          <div>
            <Heading>Send to</Heading>
            <ShopAddress name={ret.vendorName} address={ret.returnAddress} className="mt-1" />
          </div>
        )}
        <div>
          <Heading>From</Heading>
          <p className="mt-1 font-medium text-zinc-900">{ret.buyerName}</p>
        </div>
      </div>
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">Items in the parcel</caption>
        <thead>
          <tr className="border-b border-zinc-300 text-xs uppercase tracking-wider text-zinc-600">
            <th scope="col" className="py-1.5 pr-2 font-semibold">
              Product
            </th>
            <th scope="col" className="py-1.5 pr-2 font-semibold">
              Size
            </th>
            <th scope="col" className="py-1.5 pr-2 font-semibold">
              Colour
            </th>
            <th scope="col" className="py-1.5 pr-2 text-right font-semibold">
              Qty
            </th>
            <th scope="col" className="py-1.5 font-semibold">
              Outcome
            </th>
          </tr>
        </thead>
        <tbody>
          {ret.lines.map((l) => (
            <tr key={l.returnLineId} className="border-b border-zinc-200 align-top">
              <td className="py-1.5 pr-2 font-medium text-zinc-900">{l.productName}</td>
              <td className="py-1.5 pr-2">{l.size ?? '—'}</td>
              <td className="py-1.5 pr-2">{l.colour ?? '—'}</td>
              <td className="py-1.5 pr-2 text-right">{l.quantity}</td>
              <td className="py-1.5">{outcomeText(l)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {ret.returnInstructions && (
        <div>
          <Heading>{RETURN_SLIP_TEXTS.shopInstructions}</Heading>
          <p className="mt-1 whitespace-pre-line">{ret.returnInstructions}</p>
        </div>
      )}
      <p className="border-t border-zinc-200 pt-3 text-xs text-zinc-600">{RETURN_SLIP_TEXTS.slipFooter}</p>
    </div>
  );
}
