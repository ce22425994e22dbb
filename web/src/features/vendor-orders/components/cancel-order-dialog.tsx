import { VALIDATION } from '@seamline/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { Order } from '../lib/normalize-order';

/** Asks before an order is cancelled: its items go back to stock. Open while `order` is set. */
export function CancelOrderDialog(props: { order: Order | null; busy: boolean; onClose: () => void; onConfirm: (order: Order) => void }) {
  const { order, busy, onClose, onConfirm } = props;
  return (
    <ConfirmDialog
      open={order !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Cancel order"
      message={VALIDATION.cancelOrderConfirm}
      confirmLabel="Cancel Order"
      cancelLabel="Keep Order"
      busy={busy}
      onConfirm={() => order && onConfirm(order)}
    >
      <p>
        <span className="font-medium text-zinc-900">Order #{order?.id}</span>
        {order?.buyerName ? ` for ${order.buyerName}` : ''} will be cancelled and its items returned to stock.
      </p>
    </ConfirmDialog>
  );
}
