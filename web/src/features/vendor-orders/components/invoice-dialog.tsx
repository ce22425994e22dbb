import { Printer } from 'lucide-react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { Order } from '../lib/normalize-order';
import { Invoice } from './invoice';
import './invoice-print.css';

export interface InvoiceDialogProps {
  order: Order | null;
  /** Used when the order does not name its store. */
  storeName: string;
  onClose: () => void;
}

/** Print Invoice: a preview in a dialog, and a print-only copy that is all the printer sees. */
export function InvoiceDialog({ order, storeName, onClose }: InvoiceDialogProps) {
  const name = order?.vendorName || storeName || 'Seamline';
  return (
    <>
      <Dialog
        open={order !== null}
        onOpenChange={(open) => !open && onClose()}
        title={order ? `Invoice for Order #${order.id}` : 'Invoice'}
        className="sm:max-w-2xl"
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => window.print()}>
              <Printer className="h-4 w-4" aria-hidden="true" />
              Print
            </Button>
          </>
        }
      >
        {order && <Invoice order={order} storeName={name} />}
      </Dialog>
      {order &&
        createPortal(
          <div className="invoice-print-copy" aria-hidden="true">
            <Invoice order={order} storeName={name} />
          </div>,
          document.body,
        )}
    </>
  );
}
