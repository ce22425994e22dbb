import { RETURN_TEXTS } from '@seamline/contract';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { useReturnRequest } from '../hooks/use-return-request';
import type { ReturnableItem } from '../lib/return-choices';
import { ReturnLineFields } from './return-line-fields';

export type { ReturnableItem } from '../lib/return-choices';

/**
 * 'Return or exchange' (docs/architecture.md#returns): the order's lines still returnable, how many, why, and for an
 * exchange another size in stock at the same price (the colour bought, unless the buyer picks
 * another), with the product's fit hint.
 */
export function ReturnDialog({
  orderId,
  items,
  returnDays,
  open,
  onOpenChange,
}: {
  orderId: number;
  items: ReturnableItem[];
  returnDays: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const returnable = items.filter((i) => i.returnableQuantity > 0);
  const request = useReturnRequest(orderId, returnable, () => onOpenChange(false));
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${RETURN_TEXTS.returnOrExchange} · Order #${orderId}`}
      description={RETURN_TEXTS.policy(returnDays)}
      closeOnOutsideClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={request.submit} loading={request.sending}>
            Request return
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {returnable.map((i) => (
          <ReturnLineFields key={i.orderItemId} item={i} choice={request.choiceOf(i)} onChange={(change) => request.choose(i, change)} />
        ))}
        <div>
          <label htmlFor={`note-${orderId}`} className="text-sm font-medium text-zinc-900">
            Note for the shop (optional)
          </label>
          <Textarea
            id={`note-${orderId}`}
            className="mt-1.5"
            rows={2}
            value={request.note}
            onChange={(e) => request.setNote(e.target.value)}
            maxLength={1000}
          />
        </div>
        {request.error && (
          <p role="alert" className="text-sm text-red-700">
            {request.error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
