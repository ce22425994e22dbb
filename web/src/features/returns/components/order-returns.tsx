import { RETURN_TEXTS } from '@seamline/contract';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { useBuyerReturns } from '../api/returns';
import { BuyerReturnActions } from './buyer-return-actions';
import { ReturnDialog, type ReturnableItem } from './return-dialog';
import { ReturnTimeline } from './return-timeline';
import { SendItBack } from './send-it-back';

export interface ReturnableOrder {
  orderId: number;
  returnDays: number;
  returnUntil: string | null;
  openReturnId: number | null;
  items: ReturnableItem[];
}

/** On a buyer's order: the return window, 'Return or exchange' while it is open, and the order's returns. */
export function OrderReturns({ order }: { order: ReturnableOrder }) {
  const [open, setOpen] = useState(false);
  const returns = useBuyerReturns().data?.filter((r) => r.orderId === order.orderId) ?? [];
  const inWindow = order.returnUntil !== null && Date.now() <= new Date(order.returnUntil).getTime();
  const canReturn = inWindow && order.openReturnId === null && order.items.some((i) => i.returnableQuantity > 0);
  if (!order.returnUntil && returns.length === 0) return null;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-zinc-600">
          {inWindow && order.returnUntil ? RETURN_TEXTS.returnUntil(formatDate(order.returnUntil)) : RETURN_TEXTS.policy(order.returnDays)}
        </p>
        {canReturn && (
          <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
            <Undo2 className="h-4 w-4" aria-hidden="true" />
            {RETURN_TEXTS.returnOrExchange}
          </Button>
        )}
      </div>
      {returns.map((r) => (
        <ReturnTimeline key={r.returnId} ret={r}>
          <SendItBack ret={r} />
          <BuyerReturnActions ret={r} />
        </ReturnTimeline>
      ))}
      {canReturn && (
        <ReturnDialog orderId={order.orderId} items={order.items} returnDays={order.returnDays} open={open} onOpenChange={setOpen} />
      )}
    </div>
  );
}
