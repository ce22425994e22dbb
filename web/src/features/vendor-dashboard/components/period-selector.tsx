import { PERIODS, type PeriodDays } from '@seamline/contract';
import { SegmentedChoice } from '@/components/ui/segmented-choice';

export interface PeriodSelectorProps {
  value: PeriodDays;
  onChange: (days: PeriodDays) => void;
}

const options = PERIODS.map((period) => ({ value: period.days, label: period.label }));

/** '7 Days' · '30 Days' · '90 Days' as toggle buttons (spec §2). */
export function PeriodSelector({ value, onChange }: PeriodSelectorProps) {
  return <SegmentedChoice legend="Period" options={options} value={value} onChange={onChange} />;
}
