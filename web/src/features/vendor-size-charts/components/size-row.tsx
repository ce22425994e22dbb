import { MEASUREMENT_LABELS, type Measurement, SHOPPER_TEXTS } from '@seamline/contract';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { EditorRow } from '../lib/chart-rows';
import { RangeCell } from './range-cell';

export interface SizeRowProps {
  row: EditorRow;
  columns: readonly Measurement[];
  /** Prefix of the cells' ids, unique per chart. */
  idPrefix: string;
  /** Each cell's message, if any. */
  errorOf: (m: Measurement) => string | undefined;
  canRemove: boolean;
  onRemove: () => void;
  onEdit: (m: Measurement, value: string) => void;
}

/** One size of the chart: its name, a button to remove it, and a range per measurement. */
export function SizeRow({ row, columns, idPrefix, errorOf, canRemove, onRemove, onEdit }: SizeRowProps) {
  return (
    <tr>
      <th scope="row" className="py-1.5 pr-1 pl-3 text-left align-top font-medium text-zinc-900">
        <span className="flex h-9 items-center gap-1">
          {row.size}
          <Button
            variant="danger-ghost"
            size="sm"
            className="px-1.5"
            aria-label={SHOPPER_TEXTS.removeSizeRow(row.size)}
            disabled={!canRemove}
            onClick={onRemove}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </Button>
        </span>
      </th>
      {columns.map((m) => (
        <RangeCell
          key={m}
          id={`${idPrefix}-${row.size}-${m}`}
          label={`${MEASUREMENT_LABELS[m]} (cm), size ${row.size}`}
          value={row.values[m] ?? ''}
          error={errorOf(m)}
          onChange={(value) => onEdit(m, value)}
        />
      ))}
    </tr>
  );
}
