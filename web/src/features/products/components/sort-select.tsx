import { SORT_LABELS, SORTS, type Sort } from '@seamline/contract';
import { Select } from '@/components/ui/select';

const options = (searching: boolean) =>
  SORTS.filter((s) => searching || s !== 'popularity').map((s) => ({ value: s, label: SORT_LABELS[s] }));

/**
 * Sort order sent to the API. The first choice leaves the server's own ranking: a search's best
 * match, else popularity, so the list has one 'Popularity' and no 'Featured' giving the same order
 * (decision 117).
 */
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
        value={!searching && value === 'popularity' ? '' : (value ?? '')}
        placeholder={searching ? 'Best match' : SORT_LABELS.popularity}
        options={options(searching)}
        onChange={(e) => onChange((e.target.value || undefined) as Sort | undefined)}
      />
    </div>
  );
}
