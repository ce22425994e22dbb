import { type Category, type ProductDetail, SHOPPER_TEXTS, shoeSizeIn, VARIANT_TEXTS } from '@seamline/contract';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { useShoeSizeSystem } from '../hooks/use-shoe-size-system';
import { chosenVariant, coloursOf, sizesOf, stockOfSize } from '../lib/variant-choice';
import { ColourSwatches } from './colour-swatches';

export interface QuickSizeOptionsProps {
  product: ProductDetail;
  /** Adds the chosen size (and colour) at once; the picker closes when it went in. */
  onChoose: (variantId: string) => void;
  busy: boolean;
}

/**
 * The card's quick add: the colours, and a button per size — pressing one adds it.
 * Sold-out sizes are struck through and cannot be pressed. Buttons, not radios, so moving along
 * them with the keyboard never adds anything.
 */
export function QuickSizeOptions({ product, onChoose, busy }: QuickSizeOptionsProps) {
  const variants = product.variants;
  const colours = coloursOf(variants);
  const [system] = useShoeSizeSystem();
  const shoesOf: Category | undefined = product.subCategoryName === 'shoes' ? product.categoryName : undefined;
  // The first colour with stock is chosen to start with; the buyer may pick another.
  const [colour, setColour] = useState<string | null>(
    () => colours.find((c) => variants.some((v) => v.colour === c.name && v.stockQuantity > 0))?.name ?? colours[0]?.name ?? null,
  );
  if (sizesOf(variants).length === 0) {
    return (
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{SHOPPER_TEXTS.chooseColourFor(product.productName)}</legend>
        {variants.map((v) => (
          <button
            key={v.variantId}
            type="button"
            data-size={v.colour}
            disabled={v.stockQuantity <= 0 || busy}
            onClick={() => onChoose(String(v.variantId))}
            className={cn(optionClasses(v.stockQuantity <= 0), 'flex-row gap-2')}
          >
            <span
              className="h-4 w-4 rounded-full border border-zinc-300"
              style={{ backgroundColor: v.colourHex ?? '#e4e4e7' }}
              aria-hidden="true"
            />
            {v.colour}
          </button>
        ))}
      </fieldset>
    );
  }
  return (
    <div className="space-y-3">
      {colours.length > 1 && <ColourSwatches colours={colours} value={colour} onChange={setColour} name={`quick-${product.productId}`} />}
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{SHOPPER_TEXTS.chooseSize}</legend>
        {sizesOf(variants).map((size) => {
          const soldOut = stockOfSize(variants, colour, size) <= 0;
          const variant = chosenVariant(variants, { colour, size });
          const other = shoesOf && system !== 'eu' ? shoeSizeIn(system, Number(size), shoesOf) : null;
          return (
            <button
              key={size}
              type="button"
              data-size={size}
              disabled={soldOut || busy || !variant}
              aria-label={soldOut ? VARIANT_TEXTS.sizeSoldOut(size) : VARIANT_TEXTS.sizeLabel(size)}
              onClick={() => variant && onChoose(String(variant.variantId))}
              className={optionClasses(soldOut)}
            >
              <span aria-hidden="true">{size}</span>
              {other && (
                <span aria-hidden="true" className="text-xs text-zinc-600">
                  {other}
                </span>
              )}
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}

const optionClasses = (soldOut: boolean) =>
  cn(
    'flex min-h-10 min-w-12 flex-col items-center justify-center rounded-lg border px-3 py-1 text-sm',
    soldOut
      ? 'cursor-not-allowed border-zinc-200 bg-zinc-50 text-zinc-500 line-through'
      : 'border-zinc-300 bg-white font-medium text-zinc-900 hover:border-brand-600 hover:bg-brand-50 disabled:opacity-60',
  );
