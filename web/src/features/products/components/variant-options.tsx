import { ONLY_LEFT_BELOW, type ProductDetail, VARIANT_TEXTS } from '@seamline/contract';
import type { VariantChoiceState } from '../hooks/use-variant-choice';
import { coloursOf, sizesOf, stockOfSize } from '../lib/variant-choice';
import { ColourSwatches } from './colour-swatches';
import { SizePicker } from './size-picker';

/** Colour swatches, size buttons and 'Only n left' for a product sold in sizes or colours; nothing for one variant. */
export function VariantOptions({
  product,
  state,
  soldOutSelectable,
}: {
  product: ProductDetail;
  state: VariantChoiceState;
  soldOutSelectable?: boolean;
}) {
  const variants = product.variants ?? [];
  const colours = coloursOf(variants);
  const sizes = sizesOf(variants);
  const { choice, variant, error } = state;
  const name = String(product.productId);
  const left = variant?.stockQuantity ?? 0;
  if (colours.length === 0 && sizes.length === 0) return null;
  return (
    <div className="mt-5 space-y-4">
      {colours.length > 0 && (
        <ColourSwatches
          colours={colours}
          value={choice.colour}
          onChange={state.chooseColour}
          name={name}
          error={error === VARIANT_TEXTS.selectColour ? error : null}
          groupRef={state.colourRef}
        />
      )}
      {sizes.length > 0 && (
        <SizePicker
          options={sizes.map((size) => ({ size, stock: stockOfSize(variants, choice.colour, size) }))}
          value={choice.size}
          onChange={state.chooseSize}
          shoesOf={product.subCategoryName === 'shoes' ? product.categoryName : undefined}
          error={error === VARIANT_TEXTS.selectSize ? error : null}
          name={name}
          firstRef={state.sizeRef}
          soldOutSelectable={soldOutSelectable}
        />
      )}
      {variant && left > 0 && left < ONLY_LEFT_BELOW && (
        <p className="text-sm font-semibold text-amber-800">{VARIANT_TEXTS.onlyLeft(left)}</p>
      )}
    </div>
  );
}
