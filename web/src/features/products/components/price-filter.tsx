import { type CatalogueFilters, type Facets, FILTER_TEXTS, fromCents, priceRangeInOrder, readPrice } from '@seamline/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type PriceRange = Pick<CatalogueFilters, 'minPriceCents' | 'maxPriceCents'>;

const asText = (cents: number | undefined) => (cents === undefined ? '' : String(fromCents(cents)));

export interface PriceFilterProps {
  value: PriceRange;
  /** The prices the other filters leave, shown as hints. */
  span: Facets['price'] | undefined;
  onChange: (range: PriceRange) => void;
}

/**
 * Min and max in dollars, applied by the button or Enter. The server's own rules judge them: an
 * amount it would refuse shows its message here and nothing is sent.
 */
export function PriceFilter({ value, span, onChange }: PriceFilterProps) {
  const [min, setMin] = useState(asText(value.minPriceCents));
  const [max, setMax] = useState(asText(value.maxPriceCents));
  const [error, setError] = useState<{ field: 'minPrice' | 'maxPrice'; message: string } | null>(null);
  const id = useId();
  useEffect(() => {
    setMin(asText(value.minPriceCents));
    setMax(asText(value.maxPriceCents));
    setError(null);
  }, [value.minPriceCents, value.maxPriceCents]);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const bounds: { minPrice?: number; maxPrice?: number } = {};
    for (const [field, text] of [
      ['minPrice', min],
      ['maxPrice', max],
    ] as const) {
      if (text.trim() === '') continue;
      const read = readPrice(field, text);
      if (!read.ok) {
        setError({ field, message: read.message });
        return;
      }
      bounds[field] = read.value;
    }
    if (!priceRangeInOrder(bounds)) {
      setError({ field: 'minPrice', message: FILTER_TEXTS.priceRangeReversed });
      return;
    }
    setError(null);
    onChange({ minPriceCents: bounds.minPrice, maxPriceCents: bounds.maxPrice });
  };

  const field = (
    name: 'minPrice' | 'maxPrice',
    label: string,
    text: string,
    setText: (s: string) => void,
    hint: number | null | undefined,
  ) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={`${id}-${name}`} className="text-xs text-zinc-700">
        {label}
      </label>
      <div className="relative mt-1">
        <span aria-hidden="true" className="pointer-events-none absolute left-2.5 top-1/2 -translate-y-1/2 text-sm text-zinc-500">
          $
        </span>
        <input
          id={`${id}-${name}`}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={hint === null || hint === undefined ? '' : String(hint)}
          aria-invalid={error?.field === name || undefined}
          aria-describedby={error?.field === name ? `${id}-error` : undefined}
          className={cn(
            'h-9 w-full rounded-md border bg-white pl-6 pr-2 text-sm text-zinc-900 shadow-sm placeholder:text-zinc-500',
            error?.field === name ? 'border-red-500' : 'border-zinc-300 hover:border-zinc-400',
          )}
        />
      </div>
    </div>
  );

  return (
    <fieldset>
      <legend className="text-sm font-semibold text-zinc-900">{FILTER_TEXTS.price}</legend>
      <form onSubmit={apply} noValidate className="mt-2">
        <div className="flex items-end gap-2">
          {field('minPrice', FILTER_TEXTS.minPrice, min, setMin, span?.min)}
          {field('maxPrice', FILTER_TEXTS.maxPrice, max, setMax, span?.max)}
          <Button type="submit" variant="secondary" size="sm" className="h-9">
            {FILTER_TEXTS.applyPrice}
          </Button>
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
            {error.message}
          </p>
        )}
      </form>
    </fieldset>
  );
}
