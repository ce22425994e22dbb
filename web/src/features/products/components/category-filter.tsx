import { CATEGORIES, CATEGORY_LABELS, type Category } from '@seamline/contract';
import { ToggleGroup } from '@/components/ui/toggle-group';

const options: { value: Category | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  ...CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] })),
];

/** Filter buttons All / Women's / Men's / Kids' (spec §2). */
export function CategoryFilter({ value, onChange }: { value: Category | undefined; onChange: (c: Category | undefined) => void }) {
  return <ToggleGroup legend="Filter by category" options={options} value={value} onChange={onChange} />;
}
