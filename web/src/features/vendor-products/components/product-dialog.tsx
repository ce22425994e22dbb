import { ERRORS, type ProductInput, SUCCESS, type VendorProduct } from '@seamline/contract';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { ErrorBox } from '@/components/ui/error-box';
import { Spinner } from '@/components/ui/spinner';
import { endedSession, errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useAddProduct } from '../api/add-product';
import { useProductVariants } from '../api/get-product-variants';
import { useUpdateProduct } from '../api/update-product';
import { newIdempotencyKey } from '../lib/idempotency-key';
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
  // An edit opens with the product's sizes × colours, their ids kept (docs/architecture.md#sizes-and-colours).
  const variants = useProductVariants(product?.productId, open && product !== null);
  // One key per opening: a retried or repeated Add Product makes one product (decision 043).
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setIdempotencyKey(newIdempotencyKey());
  }
  // A second click can land before `saving` re-renders the button disabled, or while the dialog
  // closes after saving; this stops it at once. Only a failure (or a new opening) frees it again.
  const inFlight = useRef(false);
  useEffect(() => {
    if (open) inFlight.current = false;
  }, [open]);

  const save = async (input: ProductInput) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      if (product) {
        await update.mutateAsync({ ...input, productId: product.productId });
        toast.success(SUCCESS.productUpdated.title, { description: SUCCESS.productUpdated.description });
      } else {
        await add.mutateAsync({ input, idempotencyKey });
        toast.success(SUCCESS.productAdded.title, { description: SUCCESS.productAdded.description });
      }
      onOpenChange(false);
    } catch (error) {
      inFlight.current = false;
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
      {product && variants.isPending ? (
        <Spinner label="Loading sizes and colours" />
      ) : product && variants.isError ? (
        <ErrorBox message={errorMessage(variants.error, ERRORS.productDetail.error)} onRetry={() => variants.refetch()} />
      ) : (
        <ProductForm
          key={product ? product.productId : 'new'}
          product={product && variants.data ? { ...product, basePrice: variants.data.basePrice ?? product.basePrice } : product}
          variants={variants.data?.variants}
          images={variants.data?.product.images}
          saving={saving}
          onSubmit={save}
          onCancel={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}
