import { SIZE_PASSPORT_TEXTS } from '@seamline/contract';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { TOAST_IDS } from '@/lib/toast/toast-ids';
import { otherSizesOf } from '../lib/bracket';
import type { ClientCartItem } from '../lib/to-client-item';
import { useCart } from './use-cart';

/**
 * 'Keep L only' on a bracketed line: removes the product's lines in the colour's other
 * sizes, one by one, and says so once; a failed remove has already said why (use-buyer-cart.ts).
 */
export function useKeepOneSize() {
  const { items, removeFromCart } = useCart();
  const [keeping, setKeeping] = useState(false);
  const keep = async (item: ClientCartItem, size: string) => {
    setKeeping(true);
    let removedAll = true;
    try {
      for (const other of otherSizesOf(items, item, size)) {
        removedAll = (await removeFromCart({ productId: other.productId, variantId: other.variantId || undefined })) && removedAll;
      }
    } finally {
      setKeeping(false);
    }
    if (removedAll) toast.success(SIZE_PASSPORT_TEXTS.kept(size), { group: TOAST_IDS.cart, description: SIZE_PASSPORT_TEXTS.keptDetail });
  };
  return { keep, keeping };
}
