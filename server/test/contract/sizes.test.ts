import {
  CATEGORIES,
  CLOTHING_SIZES,
  type Category,
  compareSizes,
  defaultSizeChart,
  euSizeFrom,
  FIT_LABELS,
  FITS,
  isValidSize,
  KIDS_CLOTHING_SIZES,
  MEASUREMENT_BOUNDS_CM,
  measurementsOf,
  SHOE_CONVERSIONS,
  SIZE_MESSAGES,
  SUBCATEGORIES,
  shoeSizeIn,
  shoeSizeValue,
  sizeChartInput,
  sizeField,
  sizeSystemOf,
  validSizes,
} from '@seamline/contract';
import { describe, expect, it } from 'vitest';

/*
 * Rows copied from the published charts the tables are built on (docs/decisions/045):
 * - Nike, "Kids' shoes" size chart, https://nike.com/au/size-fit/kids-footwear
 *   (US kids, UK, EU, foot length in inches).
 * - "23 0113 RC ShoeSizeChart" (men's and women's size guide),
 *   https://cdn.shopify.com/s/files/1/0261/6517/files/23-0113-RC-ShoeSizeChart.pdf (US, EU, UK, CM).
 */
const NIKE_KIDS: [us: string, uk: number, eu: number, inches: string][] = [
  ['1C', 0.5, 16, '3 9/16'],
  ['4C', 3.5, 19.5, '4 9/16'],
  ['7C', 6.5, 23.5, '5 9/16'],
  ['10C', 9.5, 27, '6 9/16'],
  ['12C', 11.5, 29.5, '7 4/16'],
  ['13.5C', 13, 31.5, '7 12/16'],
  ['1Y', 13.5, 32, '7 15/16'],
  ['1.5Y', 1, 33, '8 1/16'],
  ['3Y', 2.5, 35, '8 9/16'],
  ['5Y', 4.5, 37.5, '9 2/16'],
  ['7Y', 6, 40, '9 11/16'],
];
const RC_MEN: [us: number, eu: number, uk: number, cm: number][] = [
  [5, 37, 4, 23],
  [8, 41, 7, 26],
  [9.5, 42.5, 8.5, 27.5],
  [10.5, 44, 9.5, 28.5],
  [14, 48.5, 13, 31.5],
  [15, 49.5, 14, 32],
];
const RC_WOMEN: [us: number, eu: number, uk: number, cm: number][] = [
  [5, 35, 3, 22],
  [7.5, 38, 5.5, 24.5],
  [8.5, 39.5, 6.5, 25.5],
  [10, 41.5, 8, 27],
];

const inchesToCm = (printed: string) => {
  const [whole, fraction] = printed.split(' ');
  const [n = 0, d = 1] = (fraction ?? '0/1').split('/').map(Number);
  return Math.round((Number(whole) + n / d) * 25.4) / 10;
};

describe('size systems', () => {
  it('gives each category × subcategory its canonical system', () => {
    expect(sizeSystemOf('female', 'clothes')).toBe('letter');
    expect(sizeSystemOf('male', 'clothes')).toBe('letter');
    expect(sizeSystemOf('children', 'clothes')).toBe('age');
    for (const c of CATEGORIES) expect(sizeSystemOf(c, 'shoes')).toBe('eu');
    expect(validSizes('male', 'clothes')).toEqual(CLOTHING_SIZES);
    expect(validSizes('children', 'clothes')).toEqual(KIDS_CLOTHING_SIZES);
  });

  it('lists shoe sizes in whole and half EU sizes, adults 35–50 and children 16–40', () => {
    const adult = validSizes('female', 'shoes');
    expect(adult).toHaveLength(31);
    expect(adult.slice(0, 3)).toEqual(['35', '35.5', '36']);
    expect(adult.at(-1)).toBe('50');
    const kids = validSizes('children', 'shoes');
    expect([kids[0], kids.at(-1), kids.length]).toEqual(['16', '40', 49]);
    expect(isValidSize('male', 'shoes', '42.5')).toBe(true);
    for (const bad of ['42.0', '42.25', '34.5', '50.5', ' 42', 'M', '']) expect(isValidSize('male', 'shoes', bad)).toBe(false);
    expect(isValidSize('children', 'shoes', '16')).toBe(true);
    expect(isValidSize('children', 'shoes', '41')).toBe(false);
    expect(isValidSize('female', 'clothes', '10Y')).toBe(false);
    expect(isValidSize('children', 'clothes', '10Y')).toBe(true);
  });

  it('sorts sizes in their natural order, unknown sizes last', () => {
    expect(['L', '3XL', 'S', 'XXS', 'M'].sort(compareSizes('female', 'clothes'))).toEqual(['XXS', 'S', 'M', 'L', '3XL']);
    expect(['10Y', '2Y', '14Y', '8Y'].sort(compareSizes('children', 'clothes'))).toEqual(['2Y', '8Y', '10Y', '14Y']);
    expect(['39', '38.5', '44', '38'].sort(compareSizes('male', 'shoes'))).toEqual(['38', '38.5', '39', '44']);
    expect(['M', 'huge', 'S'].sort(compareSizes('male', 'clothes'))).toEqual(['S', 'M', 'huge']);
  });

  it('names the valid sizes when one is refused', () => {
    const refusal = (c: Category, s: 'clothes' | 'shoes', size: unknown) => sizeField(c, s).safeParse(size).error?.issues[0]?.message;
    expect(refusal('female', 'clothes', 'XXXL')).toBe('Size must be one of XXS, XS, S, M, L, XL, XXL, 3XL');
    expect(refusal('children', 'clothes', 'M')).toBe('Size must be one of 2Y, 3Y, 4Y, 5Y, 6Y, 8Y, 10Y, 12Y, 14Y');
    expect(refusal('male', 'shoes', '51')).toBe('Size must be EU 35–50, in whole or half sizes');
    expect(refusal('children', 'shoes', 42)).toBe('Size must be EU 16–40, in whole or half sizes');
    expect(sizeField('male', 'shoes').parse(' 42.5 ')).toBe('42.5');
  });

  it('labels the three fits of a review', () => {
    expect(FITS.map((f) => FIT_LABELS[f])).toEqual(['Runs small', 'True to size', 'Runs large']);
  });
});

describe('shoe conversion against the published charts', () => {
  it.each(NIKE_KIDS)("kids' US %s = UK %s = EU %s, foot %s in", (us, uk, eu, inches) => {
    expect(shoeSizeIn('us', eu, 'children')).toBe(`US ${us}`);
    expect(shoeSizeIn('uk', eu, 'children')).toBe(`UK ${uk}`);
    expect(shoeSizeValue('cm', eu, 'children')).toBe(inchesToCm(inches));
  });

  it.each(RC_MEN)("men's US %s = EU %s = UK %s = %s cm", (us, eu, uk, cm) => {
    expect([shoeSizeIn('us', eu, 'male'), shoeSizeIn('uk', eu, 'male'), shoeSizeIn('cm', eu, 'male')]).toEqual([
      `US M ${us}`,
      `UK ${uk}`,
      `${cm} cm`,
    ]);
  });

  it.each(RC_WOMEN)("women's US %s = EU %s = UK %s = %s cm", (us, eu, uk, cm) => {
    expect([shoeSizeIn('us', eu, 'female'), shoeSizeIn('uk', eu, 'female'), shoeSizeValue('cm', eu, 'female')]).toEqual([
      `US W ${us}`,
      `UK ${uk}`,
      cm,
    ]);
  });

  it('answers null only where a chart prints no equivalent: the kids chart skips EU sizes', () => {
    expect(shoeSizeIn('cm', 17.5, 'children')).toBeNull();
    expect(shoeSizeIn('eu', 38.5, 'female')).toBe('EU 38.5');
  });
});

/**
 * Women's and men's shoes have a row for every EU half size from 35 to 50. The brand
 * guide's printed rows stay as printed (above); an EU size it skips takes the foot length between
 * its neighbours, and one past its ends steps by the Paris point (one EU size = 2/3 cm of last,
 * ISO/TS 19407 and Wikipedia 'Shoe size', https://en.wikipedia.org/wiki/Shoe_size), with UK and US
 * moving by the barleycorns (1/3 inch) that length makes, to the nearest half size.
 */
describe('adult shoe sizes from EU 35 to 50', () => {
  const halves = Array.from({ length: 31 }, (_, i) => 35 + i / 2);

  it.each(['female', 'male'] as const)('%s: every EU half size has a UK size, a US size and a foot length', (category) => {
    expect(SHOE_CONVERSIONS[category].map(([eu]) => eu)).toEqual(halves);
    for (const eu of halves) {
      for (const system of ['uk', 'us', 'cm'] as const) expect(shoeSizeIn(system, eu, category)).not.toBeNull();
    }
  });

  it('gives the sizes the review found missing: women’s EU 42 and 36.5, men’s EU 50 and 35', () => {
    // Past the women's printed 41.5 (UK 8, US 10, 27 cm): one EU size on is 2/3 cm and ~0.79 UK size.
    expect([shoeSizeIn('uk', 42, 'female'), shoeSizeIn('us', 42, 'female'), shoeSizeIn('cm', 42, 'female')]).toEqual([
      'UK 8.5',
      'US W 10.5',
      '27.3 cm',
    ]);
    expect([shoeSizeIn('uk', 50, 'female'), shoeSizeIn('cm', 50, 'female')]).toEqual(['UK 14.5', '32.7 cm']);
    // Between the printed 36 (23 cm) and 37 (23.5 cm).
    expect(shoeSizeIn('cm', 36.5, 'female')).toBe('23.3 cm');
    expect([shoeSizeIn('uk', 50, 'male'), shoeSizeIn('us', 50, 'male'), shoeSizeIn('cm', 50, 'male')]).toEqual([
      'UK 14.5',
      'US M 15.5',
      '32.3 cm',
    ]);
    expect([shoeSizeIn('uk', 35, 'male'), shoeSizeIn('cm', 35, 'male')]).toEqual(['UK 2.5', '21.7 cm']);
  });
});

describe('shoe conversion properties', () => {
  const usRank = (category: Category, us: string) =>
    category === 'children' ? (us.endsWith('Y') ? 100 : 0) + Number.parseFloat(us) : Number(us);

  it.each(CATEGORIES)('%s: every system rises with the EU size (UK and US may repeat where EU is finer)', (category) => {
    const rows = SHOE_CONVERSIONS[category];
    rows.slice(1).forEach(([eu, uk, us, cm], i) => {
      const [prevEu, prevUk, prevUs, prevCm] = rows[i] ?? rows[0] ?? [0, 0, '', 0];
      expect(eu).toBeGreaterThan(prevEu);
      expect(cm).toBeGreaterThan(prevCm);
      // One EU size is 2/3 cm, one UK or US size 0.85 cm: with every EU half size listed, neighbours may share one.
      if (category === 'children') expect(usRank(category, us)).toBeGreaterThan(usRank(category, prevUs));
      else expect(usRank(category, us)).toBeGreaterThanOrEqual(usRank(category, prevUs));
      // UK children's sizes end at 13.5 and the adult scale starts again at 1 (the kids' chart prints 6 twice).
      if (!(prevUk === 13.5 && uk === 1)) expect(uk).toBeGreaterThanOrEqual(prevUk);
      expect(Number.isInteger(eu * 2)).toBe(true);
    });
  });

  it.each(['female', 'male'] as const)('%s: EU → cm → EU comes back; UK and US come back where one EU size has them alone', (category) => {
    const rows = SHOE_CONVERSIONS[category];
    for (const [eu] of rows) {
      expect(euSizeFrom('cm', shoeSizeValue('cm', eu, category) as number, category)).toBe(eu);
      for (const system of ['uk', 'us'] as const) {
        const value = shoeSizeValue(system, eu, category);
        const shared = rows.filter((r) => String(r[system === 'uk' ? 1 : 2]) === String(value)).length > 1;
        expect(euSizeFrom(system, value as number, category)).toBe(shared ? null : eu);
      }
    }
  });

  it('handles half sizes and refuses what the kids chart prints twice', () => {
    expect(euSizeFrom('us', '6Y', 'children')).toBe(38.5);
    expect(euSizeFrom('uk', 8.5, 'male')).toBe(42.5);
    expect(euSizeFrom('us', 10, 'female')).toBe(41.5);
    expect(euSizeFrom('uk', 1, 'children')).toBeNull();
    expect(euSizeFrom('uk', 42, 'male')).toBeNull();
  });

  it('keeps every table inside its pair’s valid sizes', () => {
    for (const c of CATEGORIES) {
      for (const [eu] of SHOE_CONVERSIONS[c]) expect(isValidSize(c, 'shoes', String(eu))).toBe(true);
    }
  });
});

describe('default size charts', () => {
  it('gives every pair a chart of valid sizes in size order with measurements in bounds', () => {
    for (const c of CATEGORIES) {
      for (const s of SUBCATEGORIES) {
        const { rows } = defaultSizeChart(c, s);
        expect(rows.length).toBeGreaterThan(0);
        const sizes = rows.map((r) => r.size);
        expect(sizes).toEqual([...sizes].sort(compareSizes(c, s)));
        for (const row of rows) {
          expect(isValidSize(c, s, row.size)).toBe(true);
          expect(Object.keys(row.measurements).sort()).toEqual([...measurementsOf(c, s)].sort());
          for (const [m, v] of Object.entries(row.measurements)) {
            const { min, max } = MEASUREMENT_BOUNDS_CM[m as keyof typeof MEASUREMENT_BOUNDS_CM];
            expect(v.min).toBeGreaterThanOrEqual(min);
            expect(v.max).toBeLessThanOrEqual(max);
            expect(v.min).toBeLessThanOrEqual(v.max);
          }
        }
        // A vendor may send the default chart back unchanged.
        expect(sizeChartInput.safeParse({ categoryName: c, subCategoryName: s, rows }).success).toBe(true);
      }
    }
  });

  it('has a row for every size a pair may be sold in, XXL and 3XL included', () => {
    for (const c of CATEGORIES) {
      for (const s of SUBCATEGORIES)
        expect(defaultSizeChart(c, s).rows.map((r) => r.size)).toEqual(
          validSizes(c, s).filter((size) =>
            c === 'children' && s === 'shoes' ? SHOE_CONVERSIONS.children.some(([eu]) => String(eu) === size) : true,
          ),
        );
    }
    // Past the printed XL, by the guide's average step between sizes.
    // Its range keeps the width of the nearest printed size's (its middle as the middle was before ranges: 110).
    expect(defaultSizeChart('female', 'clothes').rows.find((r) => r.size === '3XL')?.measurements).toEqual({
      chest: { min: 107.5, max: 112.5 },
      waist: { min: 90.5, max: 95.5 },
      hip: { min: 111.5, max: 117.5 },
      inseam: { min: 82, max: 82 },
    });
  });

  it('keeps each printed range as printed, and a single printed number as a range of it alone (decision 251)', () => {
    expect(defaultSizeChart('female', 'clothes').rows.find((r) => r.size === 'M')?.measurements).toEqual({
      chest: { min: 86, max: 91 },
      waist: { min: 69, max: 74 },
      hip: { min: 91, max: 97 },
      inseam: { min: 78, max: 78 },
    });
    expect(defaultSizeChart('male', 'clothes').rows.find((r) => r.size === 'L')?.measurements).toEqual({
      chest: { min: 106, max: 112 },
      waist: { min: 91, max: 97 },
      hip: { min: 109, max: 114 },
      inseam: { min: 82, max: 82 },
    });
    expect(defaultSizeChart('children', 'clothes').rows[0]).toEqual({
      size: '2Y',
      measurements: { height: { min: 86, max: 92 }, chest: { min: 52, max: 52 } },
    });
    expect(defaultSizeChart('male', 'shoes').rows.find((r) => r.size === '44')?.measurements).toEqual({
      footLength: { min: 28.5, max: 28.5 },
    });
  });
});

describe('a vendor’s size chart', () => {
  const chart = (rows: unknown, categoryName = 'female', subCategoryName = 'clothes') =>
    sizeChartInput.safeParse({ categoryName, subCategoryName, rows });
  const messages = (result: ReturnType<typeof chart>) => result.error?.issues.map((i) => i.message) ?? [];
  const m = (chest: unknown, waist: unknown = 70, hip: unknown = 95) => ({ chest, waist, hip });

  it('is answered in size order', () => {
    const result = chart([
      { size: 'L', measurements: m(96) },
      { size: ' S ', measurements: m(84) },
    ]);
    expect(result.data?.rows.map((r) => r.size)).toEqual(['S', 'L']);
  });

  it('refuses sizes outside the system, repeated sizes and an empty chart', () => {
    expect(messages(chart([{ size: '42', measurements: m(90) }]))).toEqual(['Size must be one of XXS, XS, S, M, L, XL, XXL, 3XL']);
    expect(messages(chart([{ size: '4Y', measurements: { footLength: 20 } }], 'children', 'shoes'))).toEqual([
      'Size must be EU 16–40, in whole or half sizes',
    ]);
    expect(
      messages(
        chart([
          { size: 'M', measurements: m(88) },
          { size: 'M', measurements: m(89) },
        ]),
      ),
    ).toEqual([SIZE_MESSAGES.chartSizeRepeated('M')]);
    expect(messages(chart([]))).toEqual(['A size chart needs at least one size']);
    expect(messages(chart([{ measurements: m(88) }]))).toEqual(['Size is required']);
    expect(messages(chart([{ size: 'M', measurements: 88 }]))).toEqual(['Each size needs its measurements in cm']);
  });

  it('refuses more rows than the system has sizes', () => {
    const rows = [...KIDS_CLOTHING_SIZES, '14Y'].map((size) => ({ size, measurements: { height: 120, chest: 60 } }));
    expect(messages(chart(rows, 'children', 'clothes'))).toContain('A size chart has at most 9 sizes');
  });

  it('asks for each measurement of the pair as a number of cm within bounds', () => {
    expect(messages(chart([{ size: 'M', measurements: { chest: 88, waist: 70 } }]))).toEqual(['Hip is required for size M']);
    expect(messages(chart([{ size: 'M', measurements: m(880) }]))).toEqual(['Chest must be a number of cm from 30 to 200']);
    expect(messages(chart([{ size: 'M', measurements: m('88') }]))).toEqual([
      'Chest for size M must be a number of cm or a range such as 96–100',
    ]);
    expect(messages(chart([{ size: 'M', measurements: m(-1) }]))).toEqual(['Chest must be a number of cm from 30 to 200']);
    expect(messages(chart([{ size: '42', measurements: { footLength: 4.2 } }], 'male', 'shoes'))).toEqual([
      'Foot length must be a number of cm from 8 to 40',
    ]);
    expect(messages(chart([{ size: 'M', measurements: { ...m(88), height: 170 } }]))).toEqual([
      'height is not measured here; use Chest, Waist, Hip, Inseam',
    ]);
  });

  it('takes a range { min, max } or a number, which reads as both ends; inseam may be left out (decision 251)', () => {
    const result = chart([
      { size: 'M', measurements: { chest: { min: 86, max: 91 }, waist: 70, hip: { min: 91, max: 97 }, inseam: 78 } },
      { size: 'L', measurements: m(94) },
    ]);
    expect(result.data?.rows).toEqual([
      {
        size: 'M',
        measurements: { chest: { min: 86, max: 91 }, waist: { min: 70, max: 70 }, hip: { min: 91, max: 97 }, inseam: { min: 78, max: 78 } },
      },
      { size: 'L', measurements: { chest: { min: 94, max: 94 }, waist: { min: 70, max: 70 }, hip: { min: 95, max: 95 } } },
    ]);
  });

  it('refuses a range upside down, one wider than a size spans, and a size measuring less than a smaller one', () => {
    expect(messages(chart([{ size: 'M', measurements: m({ min: 91, max: 86 }) }]))).toEqual([
      'Chest for size M: the range must go from the smaller number to the larger',
    ]);
    expect(messages(chart([{ size: 'M', measurements: m({ min: 70, max: 110 }) }]))).toEqual([
      "Chest for size M spans more than 20 cm; one size's range is narrower",
    ]);
    expect(messages(chart([{ size: 'M', measurements: m({ min: 86, max: 'x' }) }]))).toEqual([
      'Chest for size M must be a number of cm or a range such as 96–100',
    ]);
    expect(messages(chart([{ size: 'M', measurements: m({ min: 20, max: 30 }) }]))).toEqual([
      'Chest must be a number of cm from 30 to 200',
    ]);
    expect(
      messages(
        chart([
          { size: 'M', measurements: m(90) },
          { size: 'L', measurements: m(86) },
        ]),
      ),
    ).toEqual(["Chest of size L is smaller than size M's; measurements grow with the size"]);
  });
});
