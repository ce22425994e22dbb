import { type ProductDetail, type ProductSummary, SHOPPER_TEXTS } from '@seamline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useMediaQuery } from '@/lib/use-media-query';
import { productQueryOptions } from '../api/get-product';
import { sizesOf } from '../lib/variant-choice';
import { QuickSizeOptions } from './quick-size-options';

// The popover's Radix machinery loads when a picker first opens, not with the shop.
const QuickAddPopover = lazy(() => import('./quick-add-popover'));

export interface QuickAddProps {
  /** The product's id and name are all it needs: its sizes are loaded as the picker opens. */
  product: Pick<ProductSummary, 'productId' | 'productName'>;
  /** Puts one in the cart (the chosen size's variant, none for a one-size product); true once added. */
  add: (variantId?: string) => Promise<boolean | 'choose'>;
  busy: boolean;
}

const PHONE = '(max-width: 639px)';

/**
 * A card's Add to Cart. A product sold in one size goes in at once; one sold in
 * sizes opens a size picker on the card — a popover above the button, a bottom sheet on phones —
 * with the sizes in stock and sold-out ones struck through. Escape or a click elsewhere closes it
 * and focus goes back to the button.
 */
export function QuickAdd({ product, add, busy }: QuickAddProps) {
  const queryClient = useQueryClient();
  const phone = useMediaQuery(PHONE);
  const [detail, setDetail] = useState<ProductDetail | null>(null);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);
  const [popoverOpened, setPopoverOpened] = useState(false);
  if (open && !phone && !popoverOpened) setPopoverOpened(true);

  const button = useRef<HTMLButtonElement>(null);
  const detailOptions = productQueryOptions(String(product.productId));

  const start = async () => {
    if (loading) return;
    setLoading(true);
    try {
      const loaded = await queryClient.fetchQuery(detailOptions);
      setDetail(loaded);
      if (loaded.variants.length > 1) setOpen(true);
      else await add();
    } catch {
      // Not loaded (offline, say): the product page is one click away; the cart said nothing was added.
    } finally {
      setLoading(false);
    }
  };
  const choose = async (variantId: string) => {
    if ((await add(variantId)) === true) setOpen(false);
  };

  const title =
    detail && sizesOf(detail.variants).length === 0
      ? SHOPPER_TEXTS.chooseColourFor(product.productName)
      : SHOPPER_TEXTS.chooseSizeFor(product.productName);
  const options = detail && <QuickSizeOptions product={detail} onChoose={choose} busy={busy} />;
  return (
    <div className="relative">
      {/* Not disabled while the sizes load, so focus stays on it and comes back to it when the picker closes. */}
      <Button
        ref={button}
        variant="primary"
        className="w-full"
        loading={busy && !open}
        aria-busy={loading || undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void queryClient.prefetchQuery(detailOptions)}
        onClick={start}
      >
        {!busy && <ShoppingBag className="h-4 w-4" aria-hidden="true" />}
        Add to Cart
      </Button>
      {phone ? (
        <Dialog open={open} onOpenChange={setOpen} title={title}>
          {options}
        </Dialog>
      ) : (
        popoverOpened && (
          <Suspense fallback={null}>
            <QuickAddPopover open={open} onOpenChange={setOpen} title={title} returnFocusTo={button}>
              {options}
            </QuickAddPopover>
          </Suspense>
        )
      )}
    </div>
  );
}
