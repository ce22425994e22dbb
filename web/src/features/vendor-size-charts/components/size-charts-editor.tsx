import { CATEGORY_LABELS, ERRORS, SUBCATEGORY_LABELS, type VendorSizeChart } from '@seamline/contract';
import { useState } from 'react';
import { ErrorBox } from '@/components/ui/error-box';
import { Spinner } from '@/components/ui/spinner';
import { SelectField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-error';
import { useSizeCharts } from '../api/get-size-charts';
import { ChartForm } from './chart-form';

const pairKey = (c: Pick<VendorSizeChart, 'categoryName' | 'subCategoryName'>) => `${c.categoryName}/${c.subCategoryName}`;
const pairLabel = (c: VendorSizeChart) => `${CATEGORY_LABELS[c.categoryName]} ${SUBCATEGORY_LABELS[c.subCategoryName].toLowerCase()}`;

/** 'Size charts': the vendor's body measurements per size for each category × subcategory, each a range in cm (docs/decisions/259). */
export function SizeChartsEditor() {
  const query = useSizeCharts();
  const [pair, setPair] = useState<string | null>(null);
  if (query.isPending) return <Spinner label="Loading size charts" />;
  if (query.isError) return <ErrorBox message={errorMessage(query.error, ERRORS.profileLoad.error)} onRetry={() => query.refetch()} />;
  const charts = query.data;
  const chart = charts.find((c) => pairKey(c) === pair) ?? charts[0];
  if (!chart) return null;
  return (
    <div className="space-y-4">
      <SelectField
        id="size-chart-pair"
        label="Chart"
        value={pairKey(chart)}
        onChange={(e) => setPair(e.target.value)}
        options={charts.map((c) => ({ value: pairKey(c), label: `${pairLabel(c)}${c.custom ? ' (yours)' : ' (default)'}` }))}
      />
      <ChartForm key={`${pairKey(chart)}-${query.dataUpdatedAt}`} chart={chart} label={pairLabel(chart)} />
    </div>
  );
}
