import {
  type Category,
  compareSizes,
  type ProductInput,
  type ProductVariant,
  SHOE_SIZE_RANGES,
  type Subcategory,
  sizeSystemOf,
  validSizes,
} from '@seamline/contract';

export interface GridColour {
  name: string;
  hex: string;
}

/** One size × colour as the vendor edits it; text fields as typed (blank SKU, price or compare-at price: none). */
export interface GridCell {
  variantId?: number;
  /** Its own picture (e.g. one per colour), kept as it is on an edit. */
  imageUrl?: string | null;
  stock: string;
  sku: string;
  price: string;
  /** The 'was' beside a price of its own: this size × colour on sale on its own. */
  compareAtPrice: string;
}

/** The sizes and colours a product is sold in, and the stock (and optional SKU and price) of each pair. */
export interface VariantGrid {
  sizes: string[];
  colours: GridColour[];
  cells: Record<string, GridCell>;
}

export const EMPTY_GRID: VariantGrid = { sizes: [], colours: [], cells: {} };

export const cellKey = (size: string | null, colour: string | null) => `${size ?? ''}|${(colour ?? '').toLowerCase()}`;

const blankCell = (): GridCell => ({ stock: '0', sku: '', price: '', compareAtPrice: '' });

/**
 * The sizes offered as chips for a category × subcategory (docs/architecture.md#sizes-and-colours): adults' letter sizes,
 * children's age sizes, shoes in whole EU sizes of the category's range, or with `halves` every
 * half size too.
 */
export function sizePresets(category: Category, subcategory: Subcategory, halves = false): readonly string[] {
  if (sizeSystemOf(category, subcategory) !== 'eu') return validSizes(category, subcategory);
  if (halves) return validSizes(category, subcategory);
  const { min, max } = SHOE_SIZE_RANGES[category];
  return Array.from({ length: max - min + 1 }, (_, i) => String(min + i));
}

export const hasHalfSizes = (grid: VariantGrid) => grid.sizes.some((s) => s.endsWith('.5'));

/** The rows × columns of the grid: 'One size' / 'One colour' stand for an empty list. */
export function gridPairs(grid: VariantGrid): { size: string | null; colour: GridColour | null }[] {
  const sizes = grid.sizes.length > 0 ? grid.sizes : [null];
  const colours = grid.colours.length > 0 ? grid.colours : [null];
  return sizes.flatMap((size) => colours.map((colour) => ({ size, colour })));
}

export const isOneSize = (grid: VariantGrid) => grid.sizes.length === 0 && grid.colours.length === 0;

export const cellOf = (grid: VariantGrid, size: string | null, colour: string | null): GridCell =>
  grid.cells[cellKey(size, colour)] ?? blankCell();

export function toggleSize(grid: VariantGrid, size: string, category: Category, subcategory: Subcategory): VariantGrid {
  const sizes = grid.sizes.includes(size)
    ? grid.sizes.filter((s) => s !== size)
    : [...grid.sizes, size].sort(compareSizes(category, subcategory));
  return { ...grid, sizes };
}

/** A colour named twice (in any case) is not added again. */
export function addColour(grid: VariantGrid, colour: GridColour): VariantGrid {
  const name = colour.name.trim();
  if (!name || grid.colours.some((c) => c.name.toLowerCase() === name.toLowerCase())) return grid;
  return { ...grid, colours: [...grid.colours, { name, hex: colour.hex }] };
}

/** A colour's swatch changed (the vendor picked another hex). */
export const recolour = (grid: VariantGrid, name: string, hex: string): VariantGrid => ({
  ...grid,
  colours: grid.colours.map((c) => (c.name === name ? { ...c, hex } : c)),
});

/** Pairs of colours that would show buyers the same swatch: two dots alike, two names. */
export function sameSwatches(colours: readonly GridColour[]): [string, string][] {
  const pairs: [string, string][] = [];
  colours.forEach((a, i) => {
    for (const b of colours.slice(i + 1)) if (a.hex.toLowerCase() === b.hex.toLowerCase()) pairs.push([a.name, b.name]);
  });
  return pairs;
}

export const removeColour = (grid: VariantGrid, name: string): VariantGrid => ({
  ...grid,
  colours: grid.colours.filter((c) => c.name !== name),
});

export function setCell(grid: VariantGrid, size: string | null, colour: string | null, change: Partial<GridCell>): VariantGrid {
  const key = cellKey(size, colour);
  return { ...grid, cells: { ...grid.cells, [key]: { ...cellOf(grid, size, colour), ...change } } };
}

/** Sizes the subcategory does not sell (after a change of category) leave the grid. */
export const keepValidSizes = (grid: VariantGrid, category: Category, subcategory: Subcategory): VariantGrid => ({
  ...grid,
  sizes: grid.sizes.filter((s) => validSizes(category, subcategory).includes(s)),
});

/**
 * The grid an edit opens with: the product's variants (a one-size, one-colour product opens as one
 * size). A variant showing the product's own picture has none of its own.
 */
export function gridFromVariants(variants: readonly ProductVariant[], productImageUrl = ''): VariantGrid {
  const grid: VariantGrid = { sizes: [], colours: [], cells: {} };
  for (const v of variants) {
    if (v.size && !grid.sizes.includes(v.size)) grid.sizes.push(v.size);
    if (v.colour && !grid.colours.some((c) => c.name.toLowerCase() === v.colour?.toLowerCase())) {
      grid.colours.push({ name: v.colour, hex: v.colourHex ?? '#000000' });
    }
    grid.cells[cellKey(v.size, v.colour)] = {
      variantId: v.variantId,
      imageUrl: v.imageUrl && v.imageUrl !== productImageUrl ? v.imageUrl : null,
      stock: String(v.stockQuantity),
      sku: v.sku ?? '',
      price: v.ownPrice === null ? '' : String(v.ownPrice),
      compareAtPrice: v.ownCompareAtPrice === null ? '' : String(v.ownCompareAtPrice),
    };
  }
  return grid;
}

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const orNull = (text: string) => (text.trim() === '' ? null : number(text));

/**
 * `variants` for addProduct / updateProduct: one per pair, in gridPairs' order, ids kept so carts
 * and order history keep pointing at them. A one-size, one-colour product keeps its single
 * variant's id too. A compare-at price goes as typed, even without a price beside it, for the
 * contract to refuse.
 */
export function toVariantsInput(grid: VariantGrid, oneSizeStock: number): NonNullable<ProductInput['variants']> {
  return gridPairs(grid).map(({ size, colour }) => {
    const cell = cellOf(grid, size, colour?.name ?? null);
    return {
      ...(cell.variantId !== undefined && { variantId: cell.variantId }),
      size,
      colour: colour?.name ?? null,
      colourHex: colour?.hex ?? null,
      sku: cell.sku.trim() || null,
      price: orNull(cell.price),
      compareAtPrice: orNull(cell.compareAtPrice),
      stockQuantity: isOneSize(grid) ? oneSizeStock : number(cell.stock),
      imageUrl: cell.imageUrl ?? null,
    };
  });
}

/** The sum the product's stock becomes. */
export const gridStock = (grid: VariantGrid): number =>
  gridPairs(grid).reduce((sum, { size, colour }) => sum + (Number(cellOf(grid, size, colour?.name ?? null).stock) || 0), 0);

/**
 * The compare-at problems of `variants` (as toVariantsInput sent them) placed on their cells: the
 * contract's issues before sending, or the server's field errors ('variants.3.compareAtPrice').
 */
export function compareAtErrors(grid: VariantGrid, problems: readonly { path: readonly PropertyKey[]; message: string }[]): CellErrors {
  const pairs = gridPairs(grid);
  const errors: CellErrors = {};
  for (const { path, message } of problems) {
    const pair = path[0] === 'variants' && path[2] === 'compareAtPrice' ? pairs[Number(path[1])] : undefined;
    if (pair) errors[cellKey(pair.size, pair.colour?.name ?? null)] ??= message;
  }
  return errors;
}

/** A server's field errors as compareAtErrors reads them. */
export const fieldProblems = (fieldErrors: Record<string, string> | undefined) =>
  Object.entries(fieldErrors ?? {}).map(([key, message]) => ({ path: key.split('.'), message }));

/** A cell's message, by cellKey. */
export type CellErrors = Record<string, string>;

/** The messages of cells whose price and compare-at price are as they were; an edited cell is judged again on submit. */
export function errorsStillStanding(errors: CellErrors, before: VariantGrid, after: VariantGrid): CellErrors {
  const same = (key: string) =>
    before.cells[key]?.price === after.cells[key]?.price && before.cells[key]?.compareAtPrice === after.cells[key]?.compareAtPrice;
  const kept = Object.entries(errors).filter(([key]) => same(key));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}
