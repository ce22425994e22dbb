import { type Return, RETURN_SLIP_TEXTS } from '@seamline/contract';
import { Printer } from 'lucide-react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ReturnSlip } from './return-slip';
import './return-slip-print.css';

/** The return slip in a dialog, and a print-only copy that is all the printer sees. */
export function ReturnSlipDialog({ ret, open, onClose }: { ret: Return; open: boolean; onClose: () => void }) {
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => !next && onClose()}
        title={RETURN_SLIP_TEXTS.slipTitle(ret.returnId)}
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
        <ReturnSlip ret={ret} />
      </Dialog>
      {open &&
        createPortal(
          <div className="return-slip-print-copy" aria-hidden="true">
            <ReturnSlip ret={ret} />
          </div>,
          document.body,
        )}
    </>
  );
}
