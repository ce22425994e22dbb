import { zodResolver } from '@hookform/resolvers/zod';
import { CARRIERS, ORDER_TOOLS_TEXTS, type TrackingInput, trackingInput } from '@seamline/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';

export interface ShipDialogProps {
  /** The order being shipped; null closes the dialog. */
  orderId: number | null;
  busy: boolean;
  onClose: () => void;
  onShip: (tracking: { carrier: string | null; trackingNumber: string | null }) => void;
}

const EMPTY: TrackingInput = { carrier: '', trackingNumber: '' };

/** Mark as Shipped asks for the carrier and tracking number, both optional. */
export function ShipDialog({ orderId, busy, onClose, onShip }: ShipDialogProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TrackingInput, unknown, { carrier: string | null; trackingNumber: string | null }>({
    resolver: zodResolver(trackingInput),
    defaultValues: EMPTY,
  });
  useEffect(() => {
    if (orderId !== null) reset(EMPTY);
  }, [orderId, reset]);

  return (
    <Dialog
      open={orderId !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      title={orderId === null ? '' : ORDER_TOOLS_TEXTS.shipTitle(orderId)}
      description={ORDER_TOOLS_TEXTS.shipDescription}
      closeOnOutsideClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {ORDER_TOOLS_TEXTS.keep}
          </Button>
          {/* A double click's second click would send the change again: only the first submits. */}
          <Button type="submit" form="ship-order-form" loading={busy} onClick={(event) => event.detail > 1 && event.preventDefault()}>
            {ORDER_TOOLS_TEXTS.ship}
          </Button>
        </>
      }
    >
      <form id="ship-order-form" noValidate className="space-y-4" onSubmit={handleSubmit(onShip)}>
        <TextField
          id="ship-carrier"
          label={ORDER_TOOLS_TEXTS.carrier}
          list="ship-carriers"
          autoComplete="off"
          hint={ORDER_TOOLS_TEXTS.carrierHint}
          error={errors.carrier?.message}
          {...register('carrier')}
        />
        <datalist id="ship-carriers">
          {CARRIERS.map((c) => (
            <option key={c.name} value={c.name} />
          ))}
        </datalist>
        <TextField
          id="ship-tracking-number"
          label={ORDER_TOOLS_TEXTS.trackingNumber}
          autoComplete="off"
          spellCheck={false}
          error={errors.trackingNumber?.message}
          {...register('trackingNumber')}
        />
      </form>
    </Dialog>
  );
}
