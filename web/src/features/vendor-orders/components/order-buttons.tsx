import { EXCHANGE_TEXTS, LABELS, type SettableStatus } from '@seamline/contract';
import { CheckCheck, PackageCheck, Printer, Truck, XCircle, Zap } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Button } from '@/components/ui/button';

/** Which move of an order is on its way, if any. */
export type OrderBusy = 'advance' | 'deliver' | 'cancel' | null;

const ADVANCE_ICONS = { processing: PackageCheck, shipped: Truck, completed: CheckCheck } as const;

/**
 * A double click is one click: its second click (detail 2) is dropped. Without this, when the
 * first click's change comes back before the second lands, the next step's button (Mark as
 * Shipped sits where Process Order was) takes it and the order moves two steps.
 */
const singleClick = (run: () => void) => (event: MouseEvent) => {
  if (event.detail > 1) return;
  run();
};

export interface OrderButtonsProps {
  /** The next status offered, if any. */
  advanceTo: SettableStatus | undefined;
  canDeliver: boolean;
  canCancel: boolean;
  /** An exchange's replacement: cancelling it refunds the buyer. */
  exchange: boolean;
  busy: OrderBusy;
  onAdvance: (to: SettableStatus) => void;
  onDeliver: () => void;
  onCancel: () => void;
  onPrint: () => void;
}

/** The moves an order's status allows, and its invoice; all locked while one runs. */
export function OrderButtons({
  advanceTo,
  canDeliver,
  canCancel,
  exchange,
  busy,
  onAdvance,
  onDeliver,
  onCancel,
  onPrint,
}: OrderButtonsProps) {
  const AdvanceIcon = advanceTo ? ADVANCE_ICONS[advanceTo] : null;
  const locked = busy !== null;
  return (
    <div className="flex flex-wrap gap-2 px-5 pb-5 sm:px-6">
      {advanceTo && AdvanceIcon && (
        <Button size="sm" onClick={singleClick(() => onAdvance(advanceTo))} loading={busy === 'advance'} disabled={locked}>
          {busy !== 'advance' && <AdvanceIcon className="h-4 w-4" aria-hidden="true" />}
          {LABELS.statusActions[advanceTo]}
        </Button>
      )}
      {canDeliver && (
        <Button size="sm" variant="secondary" onClick={singleClick(onDeliver)} loading={busy === 'deliver'} disabled={locked}>
          {busy !== 'deliver' && <Zap className="h-4 w-4" aria-hidden="true" />}
          Auto Deliver
        </Button>
      )}
      <Button size="sm" variant="secondary" onClick={onPrint}>
        <Printer className="h-4 w-4" aria-hidden="true" />
        Print Invoice
      </Button>
      {canCancel && (
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={singleClick(onCancel)}
          loading={busy === 'cancel'}
          disabled={locked}
        >
          {busy !== 'cancel' && <XCircle className="h-4 w-4" aria-hidden="true" />}
          {exchange ? EXCHANGE_TEXTS.cancelAndRefund : 'Cancel Order'}
        </Button>
      )}
    </div>
  );
}
