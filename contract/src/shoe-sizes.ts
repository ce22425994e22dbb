import type { Category } from './constants.js';

/**
 * Shoe size conversion, keyed by the EU size every shoe variant is stored in (docs/architecture.md#sizes-and-colours). Each fit
 * group is one published brand chart copied as printed, so a row can be checked against its source;
 * an EU size the chart does not print has no equivalent (null) rather than a guess. Sources and
 * reasons: docs/decisions/045-size-systems-and-conversions.md.
 */

/** [EU, UK, US, foot length in cm] */
type ShoeRow = readonly [eu: number, uk: number, us: string, cm: number];

/** A foot length printed in inches and sixteenths, in cm to a millimetre. */
const inches = (whole: number, sixteenths: number) => Math.round((whole + sixteenths / 16) * 25.4) / 10;

/** Nike's kids' chart (babies, younger and older kids): US in C/Y sizes, foot length as printed in inches. */
const KIDS_ROWS: readonly ShoeRow[] = [
  [16, 0.5, '1C', inches(3, 9)],
  [16.5, 1, '1.5C', inches(3, 12)],
  [17, 1.5, '2C', inches(3, 15)],
  [18, 2, '2.5C', inches(4, 1)],
  [18.5, 2.5, '3C', inches(4, 4)],
  [19, 3, '3.5C', inches(4, 7)],
  [19.5, 3.5, '4C', inches(4, 9)],
  [20, 4, '4.5C', inches(4, 12)],
  [21, 4.5, '5C', inches(4, 15)],
  [21.5, 5, '5.5C', inches(5, 1)],
  [22, 5.5, '6C', inches(5, 4)],
  [22.5, 6, '6.5C', inches(5, 7)],
  [23.5, 6.5, '7C', inches(5, 9)],
  [24, 7, '7.5C', inches(5, 12)],
  [25, 7.5, '8C', inches(5, 15)],
  [25.5, 8, '8.5C', inches(6, 1)],
  [26, 8.5, '9C', inches(6, 4)],
  [26.5, 9, '9.5C', inches(6, 7)],
  [27, 9.5, '10C', inches(6, 9)],
  [27.5, 10, '10.5C', inches(6, 12)],
  [28, 10.5, '11C', inches(6, 15)],
  [28.5, 11, '11.5C', inches(7, 1)],
  [29.5, 11.5, '12C', inches(7, 4)],
  [30, 12, '12.5C', inches(7, 7)],
  [31, 12.5, '13C', inches(7, 9)],
  [31.5, 13, '13.5C', inches(7, 12)],
  [32, 13.5, '1Y', inches(7, 15)],
  [33, 1, '1.5Y', inches(8, 1)],
  [33.5, 1.5, '2Y', inches(8, 4)],
  [34, 2, '2.5Y', inches(8, 7)],
  [35, 2.5, '3Y', inches(8, 9)],
  [35.5, 3, '3.5Y', inches(8, 12)],
  [36, 3.5, '4Y', inches(8, 13)],
  [36.5, 4, '4.5Y', inches(8, 15)],
  [37.5, 4.5, '5Y', inches(9, 2)],
  [38, 5, '5.5Y', inches(9, 4)],
  [38.5, 5.5, '6Y', inches(9, 6)],
  [39, 6, '6.5Y', inches(9, 9)],
  [40, 6, '7Y', inches(9, 11)],
];

/** The women's part of a brand's published size guide (US women's sizes). */
const WOMEN_ROWS: readonly ShoeRow[] = [
  [35, 3, '5', 22],
  [35.5, 3.5, '5.5', 22.5],
  [36, 4, '6', 23],
  [37, 4.5, '6.5', 23.5],
  [37.5, 5, '7', 24],
  [38, 5.5, '7.5', 24.5],
  [39, 6, '8', 25],
  [39.5, 6.5, '8.5', 25.5],
  [40, 7, '9', 26],
  [41, 7.5, '9.5', 26.5],
  [41.5, 8, '10', 27],
];

/** The men's part of the same guide (US men's sizes). */
const MEN_ROWS: readonly ShoeRow[] = [
  [37, 4, '5', 23],
  [37.5, 4.5, '5.5', 23.5],
  [38, 5, '6', 24],
  [39, 5.5, '6.5', 24.5],
  [39.5, 6, '7', 25],
  [40, 6.5, '7.5', 25.5],
  [41, 7, '8', 26],
  [41.5, 7.5, '8.5', 26.5],
  [42, 8, '9', 27],
  [42.5, 8.5, '9.5', 27.5],
  [43, 9, '10', 28],
  [44, 9.5, '10.5', 28.5],
  [44.5, 10, '11', 29],
  [45, 10.5, '11.5', 29.5],
  [46, 11, '12', 30],
  [46.5, 11.5, '12.5', 30.5],
  [47, 12, '13', 31],
  [48.5, 13, '14', 31.5],
  [49.5, 14, '15', 32],
];

/** One EU size is a Paris point, 2/3 cm of last; one UK or US size a barleycorn, 1/3 inch (ISO/TS 19407). */
const CM_PER_EU_SIZE = 2 / 3;
const UK_SIZES_PER_EU_SIZE = CM_PER_EU_SIZE / (2.54 / 3);

const toHalf = (n: number) => Math.round(n * 2) / 2;
const toMm = (n: number) => Math.round(n * 10) / 10;

/**
 * Every EU half size from `min` to `max`: a printed row as printed; a size the
 * brand skips between two printed rows takes the length between them, and a size past the printed
 * ends steps from the nearest printed row by the Paris point (UK and US move by the barleycorns
 * that length makes, to the nearest half size). So a buyer at either end of the range gets a
 * conversion, and the printed rows are unchanged.
 */
function everyHalfSize(printed: readonly ShoeRow[], min: number, max: number): ShoeRow[] {
  const rows: ShoeRow[] = [];
  for (let eu = min; eu <= max; eu += 0.5) {
    const exact = printed.find((r) => r[0] === eu);
    if (exact) {
      rows.push(exact);
      continue;
    }
    const below = printed.filter((r) => r[0] < eu).at(-1);
    const above = printed.find((r) => r[0] > eu);
    if (below && above) {
      const t = (eu - below[0]) / (above[0] - below[0]);
      const between = (a: number, b: number) => a + (b - a) * t;
      rows.push([
        eu,
        toHalf(between(below[1], above[1])),
        String(toHalf(between(Number(below[2]), Number(above[2])))),
        toMm(between(below[3], above[3])),
      ]);
    } else {
      const from = (below ?? above) as ShoeRow;
      const steps = eu - from[0];
      const uk = toHalf(from[1] + steps * UK_SIZES_PER_EU_SIZE);
      rows.push([eu, uk, String(toHalf(Number(from[2]) + steps * UK_SIZES_PER_EU_SIZE)), toMm(from[3] + steps * CM_PER_EU_SIZE)]);
    }
  }
  return rows;
}

/** One table per fit group; a category's US system is the one its chart prints. */
export const SHOE_CONVERSIONS: Record<Category, readonly ShoeRow[]> = {
  female: everyHalfSize(WOMEN_ROWS, 35, 50),
  male: everyHalfSize(MEN_ROWS, 35, 50),
  children: KIDS_ROWS,
};

export const SHOE_SIZE_SYSTEMS = ['eu', 'uk', 'us', 'cm'] as const;
export type ShoeSizeSystem = (typeof SHOE_SIZE_SYSTEMS)[number];

/** How a buyer picks a system in the size guide; the US label names the scale the category uses. */
export const SHOE_SIZE_SYSTEM_LABELS: Record<ShoeSizeSystem, string> = { eu: 'EU', uk: 'UK', us: 'US', cm: 'cm' };
export const US_SHOE_SCALE_LABELS: Record<Category, string> = {
  female: "US women's",
  male: "US men's",
  children: 'US kids',
};
const US_PREFIX: Record<Category, string> = { female: 'US W ', male: 'US M ', children: 'US ' };

const rowOf = (category: Category, euSize: number) => SHOE_CONVERSIONS[category].find((r) => r[0] === euSize);

/** The value a stored EU size has in a system, as a number (US kids' sizes keep their C/Y), or null. */
export function shoeSizeValue(system: ShoeSizeSystem, euSize: number, category: Category): number | string | null {
  if (system === 'eu') return euSize;
  const row = rowOf(category, euSize);
  if (!row) return null;
  return system === 'uk' ? row[1] : system === 'cm' ? row[3] : category === 'children' ? row[2] : Number(row[2]);
}

/** What a buyer reads: 'EU 42', 'UK 8', 'US M 9', 'US 10C', '26.5 cm'; null where the chart has no equivalent. */
export function shoeSizeIn(system: ShoeSizeSystem, euSize: number, category: Category): string | null {
  const value = shoeSizeValue(system, euSize, category);
  if (value === null) return null;
  if (system === 'cm') return `${value} cm`;
  if (system === 'us') return `${US_PREFIX[category]}${value}`;
  return `${SHOE_SIZE_SYSTEM_LABELS[system]} ${value}`;
}

/**
 * The stored EU size a size in another system stands for, or null when the chart has none or has
 * it twice (UK 1 is both an infant's and an older child's size on the kids' chart).
 */
export function euSizeFrom(system: ShoeSizeSystem, value: number | string, category: Category): number | null {
  if (system === 'eu') return typeof value === 'number' ? value : Number(value);
  const column = system === 'uk' ? 1 : system === 'us' ? 2 : 3;
  const wanted = String(value);
  const matches = SHOE_CONVERSIONS[category].filter((r) => String(r[column]) === wanted);
  const [only, ...more] = matches;
  return only && more.length === 0 ? only[0] : null;
}
