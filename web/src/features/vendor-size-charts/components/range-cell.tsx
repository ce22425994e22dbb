import { Input } from '@/components/ui/input';

export interface RangeCellProps {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** One measurement of one size: '96–100' or '98', with its message under it. */
export function RangeCell({ id, label, value, error, onChange }: RangeCellProps) {
  const errorId = `${id}-error`;
  return (
    <td className="px-2 py-1.5 align-top">
      <Input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-label={label}
        invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-9 w-24 tabular-nums"
      />
      {error && (
        <p id={errorId} className="mt-1 max-w-40 text-xs text-red-700">
          {error}
        </p>
      )}
    </td>
  );
}
