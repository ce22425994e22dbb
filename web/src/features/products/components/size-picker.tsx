import { type Category, shoeSizeIn, VARIANT_TEXTS } from '@seamline/contract';
import type { Ref } from 'react';
import { GroupError } from '@/components/ui/group-error';
import { cn } from '@/lib/cn';
import { useShoeSizeSystem } from '../hooks/use-shoe-size-system';

export interface SizeOption {
  size: string;
  /** Units left in the chosen colour; 0 is sold out (struck through, not selectable unless `soldOutSelectable`). */
  stock: number;
}

export interface SizePickerProps {
  options: readonly SizeOption[];
  value: string | null;
  onChange: (size: string) => void;
  /** For shoes: sizes also shown in the buyer's remembered system (EU is what is stored). */
  shoesOf?: Category;
  /** 'Please select a size', shown at the group when Add to Cart was pressed too soon. */
  error?: string | null;
  name: string;
  /** The first size that can be chosen, where focus goes with the error. */
  firstRef?: Ref<HTMLInputElement>;
  /** A buyer may choose a sold-out size, to ask 'Tell me when it's back' (docs/architecture.md#everyday-shop). */
  soldOutSelectable?: boolean;
}

/** The product page's sizes in size order: a radio group named 'Size 42' / 'Size 42, sold out' (docs/architecture.md#sizes-and-colours). */
export function SizePicker({ options, value, onChange, shoesOf, error, name, firstRef, soldOutSelectable = false }: SizePickerProps) {
  const [system] = useShoeSizeSystem();
  const errorId = `size-error-${name}`;
  const firstOpen = options.find((o) => o.stock > 0)?.size;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-zinc-800">Size</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map(({ size, stock }) => {
          const soldOut = stock <= 0;
          const other = shoesOf && system !== 'eu' ? shoeSizeIn(system, Number(size), shoesOf) : null;
          const checked = value === size;
          return (
            <label
              key={size}
              className={cn(
                'flex min-h-10 min-w-12 flex-col items-center justify-center rounded-lg border px-3 py-1 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                soldOut && checked
                  ? 'cursor-pointer border-brand-600 bg-brand-50 font-semibold text-brand-800 line-through'
                  : soldOut
                    ? cn(
                        'border-zinc-200 bg-zinc-50 text-zinc-500 line-through',
                        soldOutSelectable ? 'cursor-pointer hover:border-zinc-400' : 'cursor-not-allowed',
                      )
                    : checked
                      ? 'cursor-pointer border-brand-600 bg-brand-600 font-semibold text-white'
                      : 'cursor-pointer border-zinc-300 bg-white text-zinc-900 hover:border-zinc-500',
                error && !soldOut && !checked && 'border-red-400',
              )}
            >
              <input
                ref={size === firstOpen ? firstRef : undefined}
                type="radio"
                name={`size-${name}`}
                value={size}
                checked={checked}
                disabled={soldOut && !soldOutSelectable}
                onChange={() => onChange(size)}
                aria-label={soldOut ? VARIANT_TEXTS.sizeSoldOut(size) : VARIANT_TEXTS.sizeLabel(size)}
                className="sr-only"
              />
              <span aria-hidden="true">{size}</span>
              {other && (
                <span aria-hidden="true" className={cn('text-xs', checked ? 'text-brand-50' : 'text-zinc-600')}>
                  {other}
                </span>
              )}
            </label>
          );
        })}
      </div>
      <GroupError id={errorId} message={error} />
    </fieldset>
  );
}
