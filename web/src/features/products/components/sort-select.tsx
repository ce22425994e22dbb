import { SORT_LABELS, SORTS, type Sort } from '@seamline/contract';
import { Select } from '@/components/ui/select';

const options = SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }));

/** Sort order sent to the API; "Featured"/"Best match" leaves the server's own ranking. */
export function SortSelect({
  value,
  onChange,
  searching,
}: {
  value: Sort | undefined;
  onChange: (s: Sort | undefined) => void;
  searching: boolean;
}) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="sort" className="shrink-0 text-sm font-medium text-zinc-700">
        Sort by
      </label>
      <Select
        id="sort"
        className="w-48"
        value={value ?? ''}
        placeholder={searching ? 'Best match' : 'Featured'}
        options={options}
        onChange={(e) => onChange((e.target.value || undefined) as Sort | undefined)}
      />
    </div>
  );
}
