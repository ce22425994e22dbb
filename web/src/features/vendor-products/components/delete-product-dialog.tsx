import { ERRORS, SUCCESS, VALIDATION, type VendorProduct } from '@seamline/contract';
import { useEffect, useRef } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { endedSession, errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDeleteProduct } from '../api/delete-product';
import { sendMutation } from '@/lib/send-mutation';

export interface DeleteProductDialogProps {
  product: VendorProduct | null;
  onClose: () => void;
}

/** Spec §5: deleting first asks 'Are you sure you want to delete this product?'. */
export function DeleteProductDialog({ product, onClose }: DeleteProductDialogProps) {
  const remove = useDeleteProduct();
  // A double click must delete once: the second click can come before the button shows busy, or
  // while the dialog closes. A failure or the next product asked about frees it again.
  const inFlight = useRef(false);
  useEffect(() => {
    if (product) inFlight.current = false;
  }, [product]);
  const confirm = () => {
    if (!product || inFlight.current) return;
    inFlight.current = true;
    sendMutation(remove, product.productId, {
      onSuccess: () => toast.success(SUCCESS.productDeleted.title, { description: SUCCESS.productDeleted.description }),
      onError: (error) => {
        inFlight.current = false;
        if (!endedSession(error))
          toast.error(ERRORS.productDelete.title, { description: errorMessage(error, ERRORS.productDelete.fallback) });
      },
      onSettled: onClose,
    });
  };
  return (
    <ConfirmDialog
      open={product !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete product"
      message={VALIDATION.deleteConfirm}
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={confirm}
    >
      <p>
        <span className="font-medium text-zinc-900">{product?.productName}</span> will be removed from your store. Past orders keep their
        record of it.
      </p>
    </ConfirmDialog>
  );
}
