import { ERRORS, type ProductInput, SUCCESS, type VendorProduct } from '@seamline/contract';
import { Dialog } from '@/components/ui/dialog';
import { endedSession, errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useAddProduct } from '../api/add-product';
import { useUpdateProduct } from '../api/update-product';
import { ProductForm } from './product-form';

export interface ProductDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product to edit; none to add a new one. */
  product: VendorProduct | null;
}

/** 'Add New Product' / 'Edit Product' (spec §2): closes after a successful save. */
export function ProductDialog({ open, onOpenChange, product }: ProductDialogProps) {
  const add = useAddProduct();
  const update = useUpdateProduct();
  const saving = add.isPending || update.isPending;

  const save = async (input: ProductInput) => {
    try {
      if (product) {
        await update.mutateAsync({ ...input, productId: product.productId });
        toast.success(SUCCESS.productUpdated.title, { description: SUCCESS.productUpdated.description });
      } else {
        await add.mutateAsync(input);
        toast.success(SUCCESS.productAdded.title, { description: SUCCESS.productAdded.description });
      }
      onOpenChange(false);
    } catch (error) {
      if (!endedSession(error)) {
        const title = product ? ERRORS.productSave.updateTitle : ERRORS.productSave.addTitle;
        toast.error(title, { description: errorMessage(error, ERRORS.productSave.fallback) });
      }
      throw error;
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !saving && onOpenChange(next)}
      title={product ? 'Edit Product' : 'Add New Product'}
      className="sm:max-w-xl"
    >
      <ProductForm product={product} saving={saving} onSubmit={save} onCancel={() => onOpenChange(false)} />
    </Dialog>
  );
}
