import {
  type Category,
  namedColourHex,
  SALE_TEXTS,
  SHOPPER_TEXTS,
  type Subcategory,
  SUBCATEGORY_LABELS,
  VARIANT_TEXTS,
  variantLabel,
} from '@seamline/contract';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { TableHead } from '@/components/ui/table-head';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import {
  addColour,
  type CellErrors,
  cellKey,
  cellOf,
  type GridCell,
  gridPairs,
  gridStock,
  hasHalfSizes,
  isOneSize,
  removeColour,
  sameSwatches,
  setCell,
  recolour,
  sizePresets,
  toggleSize,
  type VariantGrid,
} from '../lib/variant-grid';

export interface VariantsEditorProps {
  grid: VariantGrid;
  onChange: (grid: VariantGrid) => void;
  category: Category | undefined;
  subcategory: Subcategory | undefined;
  /** A server message about the sizes and colours (e.g. a repeated SKU). */
  error?: string;
  /** Messages under cells' compare-at prices, by cellKey. */
  cellErrors?: CellErrors;
}

const NO_CELL_ERRORS: CellErrors = {};

/** A name the colour table does not know starts mid-grey, not a colour it could be mistaken for. */
const NO_NAME_HEX = '#9ca3af';

const chip = (on: boolean) =>
  cn(
    'min-w-11 rounded-lg border px-2.5 py-1.5 text-sm font-medium',
    on ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700' : 'border-zinc-300 bg-white text-zinc-800 hover:border-zinc-500',
  );

/** Sizes (presets of the subcategory) × colours, and the stock of each pair (docs/architecture.md#sizes-and-colours); empty is one size. */
export function VariantsEditor({ grid, onChange, category, subcategory, error, cellErrors = NO_CELL_ERRORS }: VariantsEditorProps) {
  const id = useId();
  const [colourName, setColourName] = useState('');
  const [colourHex, setColourHex] = useState(NO_NAME_HEX);
  // The swatch follows the typed name ('Black' is black, 'Tan' is tan) until the vendor picks one.
  const [hexPicked, setHexPicked] = useState(false);
  const [details, setDetails] = useState(() =>
    Object.values(grid.cells).some((c) => c.sku !== '' || c.price !== '' || c.compareAtPrice !== ''),
  );
  // A message under a cell's compare-at price opens the SKU and price inputs, so it can be seen.
  const [shownErrors, setShownErrors] = useState(cellErrors);
  if (cellErrors !== shownErrors) {
    setShownErrors(cellErrors);
    if (Object.keys(cellErrors).length > 0) setDetails(true);
  }
  const shoes = subcategory === 'shoes';
  const [halves, setHalves] = useState(() => hasHalfSizes(grid));
  const presets = category && subcategory ? sizePresets(category, subcategory, halves) : [];
  const clashes = sameSwatches(grid.colours);
  const nameColour = (name: string) => {
    setColourName(name);
    if (!hexPicked) setColourHex(namedColourHex(name) ?? NO_NAME_HEX);
  };
  const add = () => {
    onChange(addColour(grid, { name: colourName, hex: colourHex }));
    setColourName('');
    setColourHex(NO_NAME_HEX);
    setHexPicked(false);
  };
  return (
    <fieldset className="space-y-4 rounded-xl border border-zinc-200 p-4">
      <legend className="px-1 text-sm font-semibold text-zinc-900">Sizes and colours</legend>
      <fieldset>
        <legend className="text-sm font-medium text-zinc-800">
          Sizes{subcategory && <span className="font-normal text-zinc-600"> ({SUBCATEGORY_LABELS[subcategory]})</span>}
        </legend>
        {shoes && presets.length > 0 && (
          <label className="mt-1 flex items-center gap-2 text-sm text-zinc-800">
            <input type="checkbox" checked={halves} onChange={(e) => setHalves(e.target.checked)} className="h-4 w-4 accent-brand-600" />
            {SHOPPER_TEXTS.halfSizes}
          </label>
        )}
        {presets.length === 0 ? (
          <p className="mt-1 text-sm text-zinc-600">Choose a category and subcategory to pick sizes.</p>
        ) : (
          <div className="mt-2 flex flex-wrap gap-1.5">
            {presets.map((size) => {
              const on = grid.sizes.includes(size);
              return (
                <button
                  key={size}
                  type="button"
                  aria-pressed={on}
                  className={chip(on)}
                  onClick={() => category && subcategory && onChange(toggleSize(grid, size, category, subcategory))}
                >
                  {size}
                </button>
              );
            })}
          </div>
        )}
      </fieldset>

      <div>
        <p className="text-sm font-medium text-zinc-800">Colours</p>
        {grid.colours.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {grid.colours.map((c) => (
              <li
                key={c.name}
                className="inline-flex items-center gap-1.5 rounded-full border border-zinc-300 py-1 pr-1 pl-2 text-sm text-zinc-800"
              >
                <input
                  type="color"
                  value={c.hex}
                  aria-label={SHOPPER_TEXTS.swatchFromName(c.name)}
                  onChange={(e) => onChange(recolour(grid, c.name, e.target.value))}
                  className="h-5 w-5 cursor-pointer rounded-full border border-zinc-300 bg-white p-0 [&::-webkit-color-swatch-wrapper]:p-0 [&::-webkit-color-swatch]:rounded-full [&::-webkit-color-swatch]:border-0"
                />
                {c.name}
                <button
                  type="button"
                  className="rounded-full p-0.5 text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900"
                  aria-label={`Remove colour ${c.name}`}
                  onClick={() => onChange(removeColour(grid, c.name))}
                >
                  <X className="h-3.5 w-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <div className="min-w-36 flex-1">
            <label htmlFor={`${id}-colour`} className="sr-only">
              Colour name
            </label>
            <Input
              id={`${id}-colour`}
              placeholder="Colour name, e.g. Navy"
              value={colourName}
              maxLength={40}
              onChange={(e) => nameColour(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
            />
          </div>
          <label className="flex h-10 items-center gap-2 text-sm text-zinc-700">
            <span className="sr-only">Colour swatch</span>
            <input
              type="color"
              value={colourHex}
              onChange={(e) => {
                setColourHex(e.target.value);
                setHexPicked(true);
              }}
              className="h-10 w-12 cursor-pointer rounded-lg border border-zinc-300 bg-white p-1"
            />
          </label>
          <Button variant="secondary" onClick={add} disabled={colourName.trim() === ''}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add colour
          </Button>
        </div>
        {clashes.length > 0 && (
          <div role="alert" className="mt-2 space-y-1 text-sm text-amber-900">
            {clashes.map(([a, b]) => (
              <p key={`${a}|${b}`}>{SHOPPER_TEXTS.sameSwatch(a, b)}</p>
            ))}
          </div>
        )}
      </div>

      {!isOneSize(grid) && (
        <>
          <label className="flex items-center gap-2 text-sm text-zinc-800">
            <input type="checkbox" checked={details} onChange={(e) => setDetails(e.target.checked)} className="h-4 w-4 accent-brand-600" />
            {SALE_TEXTS.variantDetails}
          </label>
          <StockGrid grid={grid} onChange={onChange} details={details} errors={cellErrors} />
          <p className="text-sm text-zinc-700">Total stock: {gridStock(grid)}</p>
        </>
      )}
      {error && <p className="text-sm text-red-700">{error}</p>}
      <p className="text-xs text-zinc-600">
        Leave sizes and colours empty for a one-size product. Measurements for each size: {/* A new tab, so what is typed here stays. */}
        <Link
          to={`${paths.vendor.profile}#size-charts`}
          target="_blank"
          rel="noopener"
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          edit your size charts<span className="sr-only"> (opens in a new tab)</span>
        </Link>
        .
      </p>
    </fieldset>
  );
}

/** One row per size, one column per colour: each cell's stock (and SKU, price and compare-at price when asked). */
function StockGrid({
  grid,
  onChange,
  details,
  errors,
}: {
  grid: VariantGrid;
  onChange: (grid: VariantGrid) => void;
  details: boolean;
  errors: CellErrors;
}) {
  const sizes = grid.sizes.length > 0 ? grid.sizes : [null];
  const colours = grid.colours.length > 0 ? grid.colours : [null];
  return (
    <div className="overflow-x-auto rounded-lg border border-zinc-200">
      <table className="w-full text-sm">
        <caption className="sr-only">Stock per size and colour ({gridPairs(grid).length})</caption>
        <TableHead cells={[{ label: 'Size' }, ...colours.map((c) => ({ key: c?.name ?? 'one', label: c?.name ?? 'Stock' }))]} />
        <tbody className="divide-y divide-zinc-200">
          {sizes.map((size) => (
            <tr key={size ?? 'one'}>
              <th scope="row" className="px-3 py-2 text-left font-medium text-zinc-900">
                {size ?? VARIANT_TEXTS.oneSize}
              </th>
              {colours.map((c) => {
                const colour = c?.name ?? null;
                return (
                  <td key={colour ?? 'one'} className="px-2 py-1.5 align-top">
                    <CellInputs
                      cell={cellOf(grid, size, colour)}
                      name={variantLabel(size, colour)}
                      details={details}
                      error={errors[cellKey(size, colour)]}
                      onChange={(change) => onChange(setCell(grid, size, colour, change))}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One cell's inputs: its stock, and with details its SKU, its price and its compare-at price (with its message under it). */
function CellInputs({
  cell,
  name,
  details,
  error,
  onChange,
}: {
  cell: GridCell;
  name: string;
  details: boolean;
  error: string | undefined;
  onChange: (change: Partial<GridCell>) => void;
}) {
  const errorId = useId();
  const money = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0.01', className: 'h-9 w-28' } as const;
  return (
    <div className="flex min-w-20 flex-col gap-1">
      <Input
        type="number"
        inputMode="numeric"
        min="0"
        step="1"
        aria-label={`Stock, ${name}`}
        value={cell.stock}
        onChange={(e) => onChange({ stock: e.target.value })}
        className="h-9 w-20"
      />
      {details && (
        <>
          <Input
            aria-label={`SKU, ${name}`}
            placeholder="SKU"
            value={cell.sku}
            maxLength={64}
            onChange={(e) => onChange({ sku: e.target.value })}
            className="h-9 w-28"
          />
          <Input
            {...money}
            aria-label={`Price ($), ${name}`}
            placeholder="Price"
            value={cell.price}
            onChange={(e) => onChange({ price: e.target.value })}
          />
          <Input
            {...money}
            aria-label={SALE_TEXTS.variantCompareAtLabel(name)}
            placeholder={SALE_TEXTS.variantCompareAtPlaceholder}
            value={cell.compareAtPrice}
            invalid={error !== undefined}
            aria-describedby={error === undefined ? undefined : errorId}
            onChange={(e) => onChange({ compareAtPrice: e.target.value })}
          />
          {error !== undefined && (
            <p id={errorId} className="w-0 min-w-full text-xs text-red-700">
              {error}
            </p>
          )}
        </>
      )}
    </div>
  );
}
