import { EXCHANGE_TEXTS, FIT_LABELS, FITS, type ProductDetail, variantLabel } from '@seamline/contract';
import { useState } from 'react';
import { Select } from '@/components/ui/select';
import { useProductForExchange } from '../api/returns';
import type { LineChoice, ReturnableItem } from '../lib/return-choices';

/** 'Runs small — 62% of 40 buyers': the product's fit votes (reviews and returns for size), once 3 said. */
function fitHint(product: ProductDetail | undefined): string | null {
  if (!product) return null;
  const total = FITS.reduce((n, f) => n + product.fit[f], 0);
  if (total < 3) return null;
  const top = [...FITS].sort((a, b) => product.fit[b] - product.fit[a])[0] ?? 'true';
  return `${FIT_LABELS[top]} — ${Math.round((product.fit[top] / total) * 100)}% of ${total} buyers`;
}

/** 'Another size': the sizes in stock at the price paid, in the colour bought unless the buyer picks another. */
export function ExchangeChoice({
  item,
  choice,
  onChange,
}: {
  item: ReturnableItem;
  choice: LineChoice;
  onChange: (id: number | null) => void;
}) {
  const product = useProductForExchange(item.productId, true);
  const inStock = (product.data?.variants ?? []).filter(
    (v) => v.stockQuantity >= choice.quantity && v.price === item.unitPrice && !(v.size === item.size && v.colour === item.colour),
  );
  // The colour bought until the buyer picks another: 'another size' keeps the colour.
  const [colour, setColour] = useState(item.colour);
  const otherColours = [...new Set(inStock.map((v) => v.colour).filter((c): c is string => c !== null && c !== item.colour))];
  const options = item.colour === null ? inStock : inStock.filter((v) => v.colour === colour);
  const hint = fitHint(product.data);
  const id = `exchange-${item.orderItemId}`;
  const empty = colour && item.colour === colour ? EXCHANGE_TEXTS.noSizeInColour(colour) : EXCHANGE_TEXTS.noOtherSize;
  const choosesColour = item.colour !== null && otherColours.length > 0;
  return (
    <div className="grid gap-3 sm:col-span-3 sm:grid-cols-2">
      {choosesColour && item.colour && (
        <div>
          <label htmlFor={`${id}-colour`} className="text-sm font-medium text-zinc-900">
            {EXCHANGE_TEXTS.colour}
          </label>
          <Select
            id={`${id}-colour`}
            className="mt-1.5"
            options={[
              { value: item.colour, label: EXCHANGE_TEXTS.sameColour(item.colour) },
              ...otherColours.map((c) => ({ value: c, label: c })),
            ]}
            value={colour ?? ''}
            onChange={(e) => {
              setColour(e.target.value);
              onChange(null);
            }}
          />
        </div>
      )}
      <div className={choosesColour ? undefined : 'sm:col-span-2'}>
        <label htmlFor={id} className="text-sm font-medium text-zinc-900">
          {EXCHANGE_TEXTS.sizeLabel}
        </label>
        <Select
          id={id}
          className="mt-1.5"
          placeholder={product.isPending ? EXCHANGE_TEXTS.loadingSizes : options.length ? EXCHANGE_TEXTS.chooseSize : empty}
          options={options.map((v) => ({
            value: String(v.variantId),
            label: (item.colour === null ? variantLabel(v.size, v.colour) : v.size) || variantLabel(v.size, v.colour) || 'One size',
          }))}
          value={choice.exchangeVariantId ? String(choice.exchangeVariantId) : ''}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        />
        {options.length === 0 && !product.isPending && otherColours.length > 0 && item.colour === colour && (
          <p className="mt-1 text-xs text-zinc-600">{EXCHANGE_TEXTS.otherColoursHint}</p>
        )}
        {hint && <p className="mt-1 text-xs text-zinc-600">Fit: {hint}</p>}
      </div>
    </div>
  );
}
