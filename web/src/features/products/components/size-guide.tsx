import {
  type Category,
  type CmRange,
  chartCovering,
  formatRange,
  MEASUREMENT_LABELS,
  type Measurement,
  measurementsOf,
  type ProductDetail,
  SHOE_SIZE_SYSTEM_LABELS,
  SHOE_SIZE_SYSTEMS,
  type ShoeSizeSystem,
  SIZE_GUIDE_TEXTS,
  SIZE_PASSPORT_TEXTS,
  shoeSizeIn,
  US_SHOE_SCALE_LABELS,
} from '@seamline/contract';
import { Ruler } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TableHead } from '@/components/ui/table-head';
import { cn } from '@/lib/cn';
import { useShoeSizeSystem } from '../hooks/use-shoe-size-system';
import { sizesOf } from '../lib/variant-choice';

const cell = 'px-3 py-2 text-left';
const scroller = 'overflow-x-auto rounded-lg border border-zinc-200';

/** A chart's range as printed ('96–100'), or a dash where the chart gives none. */
const measured = (range: CmRange | undefined) => (range ? formatRange(range) : SIZE_GUIDE_TEXTS.noEquivalent);

/**
 * 'Size guide': the product's size chart, and for shoes the conversion between systems (docs/architecture.md#sizes-and-colours).
 * Every size the product sells has a row: one its chart lacks comes from the default.
 * The buyer's advised size has its row marked 'Your size'.
 */
export function SizeGuide({
  product: sold,
  advisedSize = null,
}: {
  product: Pick<ProductDetail, 'categoryName' | 'subCategoryName' | 'sizeChart' | 'variants'>;
  advisedSize?: string | null;
}) {
  const [open, setOpen] = useState(false);
  const shoes = sold.subCategoryName === 'shoes';
  const product = {
    ...sold,
    sizeChart: chartCovering(sold.sizeChart, sizesOf(sold.variants ?? []), sold.categoryName, sold.subCategoryName),
  };
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Ruler className="h-4 w-4" aria-hidden="true" />
        {SIZE_GUIDE_TEXTS.open}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={SIZE_GUIDE_TEXTS.title}
        description={SIZE_GUIDE_TEXTS.description('cm')}
        className="sm:max-w-2xl"
      >
        {shoes ? (
          <ShoeGuide product={product} advisedSize={advisedSize} />
        ) : (
          <SizeChartTable product={product} sizeOf={(s) => s} advisedSize={advisedSize} />
        )}
      </Dialog>
    </>
  );
}

type GuideProps = { product: Pick<ProductDetail, 'categoryName' | 'subCategoryName' | 'sizeChart'>; advisedSize: string | null };

const yourRow = 'bg-brand-50';

/** 'Your size' in the advised row's first cell: read out with the row, not only a colour. */
function YourSizeMark() {
  return (
    <span className="ml-2 inline-flex rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
      {SIZE_PASSPORT_TEXTS.yourSizeMark}
    </span>
  );
}

function SizeChartTable({
  product,
  advisedSize,
  sizeOf,
  sizeHeading = SIZE_GUIDE_TEXTS.sizeColumn,
}: GuideProps & { sizeOf: (size: string) => string; sizeHeading?: string }) {
  const columns: readonly Measurement[] = measurementsOf(product.categoryName, product.subCategoryName);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that may scroll sideways must be reachable by keyboard (axe scrollable-region-focusable).
    <section aria-label={SIZE_GUIDE_TEXTS.chartRegion} tabIndex={0} className={scroller}>
      <table className="w-full text-sm">
        <caption className="sr-only">{SIZE_GUIDE_TEXTS.title}</caption>
        <TableHead
          cells={[{ key: 'size', label: sizeHeading }, ...columns.map((m) => ({ key: m, label: `${MEASUREMENT_LABELS[m]} (cm)` }))]}
        />
        <tbody className="divide-y divide-zinc-200">
          {product.sizeChart.rows.map((row) => (
            <tr key={row.size} className={cn(row.size === advisedSize && yourRow)}>
              <th scope="row" className={cn(cell, 'whitespace-nowrap font-medium text-zinc-900')}>
                {sizeOf(row.size)}
                {row.size === advisedSize && <YourSizeMark />}
              </th>
              {columns.map((m) => (
                <td key={m} className={cn(cell, 'whitespace-nowrap tabular-nums text-zinc-700')}>
                  {measured(row.measurements[m])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

const systemHeading = (system: ShoeSizeSystem, category: Category) =>
  system === 'us' ? US_SHOE_SCALE_LABELS[category] : system === 'cm' ? 'cm' : SHOE_SIZE_SYSTEM_LABELS[system];

function ShoeGuide({ product, advisedSize }: GuideProps) {
  const [system, setSystem] = useShoeSizeSystem();
  const category = product.categoryName;
  const inSystem = (s: ShoeSizeSystem) => (size: string) => shoeSizeIn(s, Number(size), category) ?? SIZE_GUIDE_TEXTS.noEquivalent;
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="text-sm font-medium text-zinc-800">{SIZE_GUIDE_TEXTS.showSizesIn}</legend>
        <div className="mt-1.5 inline-flex rounded-lg border border-zinc-300 p-0.5">
          {SHOE_SIZE_SYSTEMS.map((s) => (
            <label
              key={s}
              className={cn(
                'cursor-pointer rounded-md px-3 py-1 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                system === s ? 'bg-brand-600 font-medium text-white' : 'text-zinc-700 hover:bg-zinc-100',
              )}
            >
              <input
                type="radio"
                name="shoe-size-system"
                value={s}
                checked={system === s}
                onChange={() => setSystem(s)}
                className="sr-only"
              />
              {SHOE_SIZE_SYSTEM_LABELS[s]}
            </label>
          ))}
        </div>
      </fieldset>
      <SizeChartTable
        product={product}
        advisedSize={advisedSize}
        sizeOf={inSystem(system)}
        sizeHeading={`${SIZE_GUIDE_TEXTS.sizeColumn} (${systemHeading(system, category)})`}
      />
      <section aria-labelledby="size-conversion-heading">
        <h3 id="size-conversion-heading" className="text-sm font-semibold text-zinc-900">
          {SIZE_GUIDE_TEXTS.conversionTitle}
        </h3>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table that may scroll sideways must be reachable by keyboard (axe scrollable-region-focusable). */}
        <section aria-label={SIZE_GUIDE_TEXTS.conversionRegion} tabIndex={0} className={cn(scroller, 'mt-2')}>
          <table className="w-full text-sm">
            <TableHead
              cells={SHOE_SIZE_SYSTEMS.map((s) => ({
                key: s,
                label: systemHeading(s, category),
                className: cn(s === system && 'bg-brand-50 text-brand-800'),
              }))}
            />
            <tbody className="divide-y divide-zinc-200">
              {product.sizeChart.rows.map((row) => (
                <tr key={row.size} className={cn(row.size === advisedSize && yourRow)}>
                  {SHOE_SIZE_SYSTEMS.map((s) => (
                    <td
                      key={s}
                      className={cn(cell, 'tabular-nums text-zinc-700', s === system && 'bg-brand-50/60 font-medium text-zinc-900')}
                    >
                      {inSystem(s)(row.size)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </section>
    </div>
  );
}
