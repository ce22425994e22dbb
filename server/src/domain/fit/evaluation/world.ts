import {
  type BodyMeasurements,
  defaultSizeChart,
  GARMENT_GROUPS,
  type GarmentGroup,
  type Measurement,
  type SizeChartRow,
  type Subcategory,
  toHalfCm,
  type UsualSizes,
} from '@seamline/contract';
import type { Random } from '../../../lib/seeded-random.js';
import { stepOf } from '../dimensions.js';

/**
 * The evaluation's world (README.md, 'The evaluation'): shops whose charts differ by whole and half
 * sizes, products that may run small or large whatever their chart says, and buyers whose bodies
 * only the keep-or-return model (fit-model.ts) reads.
 */

export type Adult = 'female' | 'male';

export interface EvalShop {
  id: number;
  name: string;
  /** How many sizes its chart sits from the default: −1, each size measures what the default's next size down does (it runs a size small). */
  offset: number;
  chart: (category: Adult, subcategory: Subcategory) => SizeChartRow[];
}

export interface EvalProduct {
  id: number;
  shop: EvalShop;
  name: string;
  category: Adult;
  subcategory: Subcategory;
  group: GarmentGroup;
  sizes: readonly string[];
  /** Hidden: how many sizes the garment sits from its chart (−0.6: it runs small). */
  deviation: number;
}

export interface EvalBuyer {
  id: number;
  category: Adult;
  /** Hidden: the body, in cm, by chart column. */
  body: Partial<Record<Measurement, number>>;
  /** The label the buyer believes is theirs in each group: the baseline orders it everywhere. */
  usual: Record<GarmentGroup, string>;
  /** What the buyer told the shop (some give measurements, some usual sizes, many nothing). */
  measurements: BodyMeasurements;
  usualSizes: UsualSizes;
}

/** The shops: true to size, a size small, a size large, half a size small and large, and true again. */
export const SHOP_OFFSETS = [0, -1, 1, -0.5, 0.5, 0] as const;

const shifted = (rows: readonly SizeChartRow[], offset: number): SizeChartRow[] =>
  rows.map((row) => ({
    size: row.size,
    measurements: Object.fromEntries(
      Object.entries(row.measurements).map(([m, r]) => {
        const by = offset * stepOf(rows, m as Measurement);
        return [m, { min: toHalfCm(r.min + by), max: toHalfCm(r.max + by) }];
      }),
    ),
  }));

export function makeShops(): EvalShop[] {
  return SHOP_OFFSETS.map((offset, i) => {
    const charts = new Map<string, SizeChartRow[]>();
    return {
      id: i + 1,
      name: `Shop ${String.fromCharCode(65 + i)}`,
      offset,
      chart: (category, subcategory) => {
        const key = `${category}:${subcategory}`;
        if (!charts.has(key)) charts.set(key, shifted(defaultSizeChart(category, subcategory).rows, offset));
        return charts.get(key) as SizeChartRow[];
      },
    };
  });
}

const SIZES: Record<Adult, Record<Subcategory, readonly string[]>> = {
  female: { clothes: ['XS', 'S', 'M', 'L', 'XL'], shoes: ['36', '37', '38', '39', '40', '41', '42'] },
  male: { clothes: ['S', 'M', 'L', 'XL', 'XXL'], shoes: ['40', '41', '42', '43', '44', '45', '46'] },
};
const NAMES: Record<GarmentGroup, string> = {
  tops: 'Crew-Neck Tee',
  bottoms: 'Straight Jeans',
  dresses: 'Linen Dress',
  shoes: 'Canvas Sneakers',
};

export function makeProducts(rand: Random, shops: readonly EvalShop[], perGroup: number): EvalProduct[] {
  const products: EvalProduct[] = [];
  for (const shop of shops) {
    for (const category of ['female', 'male'] as const) {
      for (const group of GARMENT_GROUPS.filter((g) => category === 'female' || g !== 'dresses')) {
        const subcategory = group === 'shoes' ? 'shoes' : 'clothes';
        for (let n = 0; n < perGroup; n++) {
          const r = rand.next();
          const deviation = r < 0.12 ? -0.6 : r < 0.24 ? 0.6 : 0;
          const name = `${NAMES[group]} ${n + 1}`;
          products.push({
            id: products.length + 1,
            shop,
            name,
            category,
            subcategory,
            group,
            sizes: SIZES[category][subcategory],
            deviation,
          });
        }
      }
    }
  }
  return products;
}

/** Bodies as adults' measurements spread (cm); waist and hips follow the chest, loosely. */
function bodyOf(rand: Random, category: Adult): Partial<Record<Measurement, number>> {
  const chest = category === 'female' ? rand.normal(91, 7) : rand.normal(106, 8);
  return {
    chest,
    waist: chest - (category === 'female' ? 18 : 13) + rand.normal(0, 3),
    hip: chest + (category === 'female' ? 6 : 1) + rand.normal(0, 3),
    inseam: category === 'female' ? rand.normal(78, 3) : rand.normal(82, 3),
    footLength: category === 'female' ? rand.normal(24.3, 1) : rand.normal(26.8, 1.1),
  };
}

export function makeBuyers(
  rand: Random,
  count: number,
  usualOf: (buyer: Pick<EvalBuyer, 'category' | 'body'>, group: GarmentGroup) => string,
): EvalBuyer[] {
  return Array.from({ length: count }, (_, i) => {
    const category: Adult = rand.next() < 0.6 ? 'female' : 'male';
    const body = bodyOf(rand, category);
    const usual = Object.fromEntries(GARMENT_GROUPS.map((g) => [g, usualOf({ category, body }, g)])) as Record<GarmentGroup, string>;
    // A third give their measurements (to the half centimetre, the foot to the millimetre, a tape measure's error and all); half their usual sizes.
    const measured = rand.next() < 0.33;
    const tape = (m: Measurement) => toHalfCm((body[m] ?? 0) + rand.normal(0, 1.2));
    const measurements: BodyMeasurements = measured
      ? {
          chest: tape('chest'),
          waist: tape('waist'),
          hips: tape('hip'),
          footLength: Math.round(((body.footLength ?? 0) + rand.normal(0, 0.3)) * 10) / 10,
        }
      : {};
    const usualSizes: UsualSizes = rand.next() < 0.5 ? { ...usual } : {};
    return { id: i + 1, category, body, usual, measurements, usualSizes };
  });
}
