import { ERRORS, SUCCESS, VALIDATION, type VendorProduct } from '@seamline/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { endedSession, errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDeleteProduct } from '../api/delete-product';

export interface DeleteProductDialogProps {
  product: VendorProduct | null;
  onClose: () => void;
}

/** Spec §5: deleting first asks 'Are you sure you want to delete this product?'. */
export function DeleteProductDialog({ product, onClose }: DeleteProductDialogProps) {
  const remove = useDeleteProduct();
  const confirm = () => {
    if (!product) return;
    remove.mutate(product.productId, {
      onSuccess: () => toast.success(SUCCESS.productDeleted.title, { description: SUCCESS.productDeleted.description }),
      onError: (error) => {
        if (!endedSession(error)) toast.error(ERRORS.productDelete.title, { description: errorMessage(error, ERRORS.productDelete.fallback) });
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
        <span className="font-medium text-zinc-900">{product?.productName}</span> will be removed from your store. Past orders keep
        their record of it.
      </p>
    </ConfirmDialog>
  );
}
