import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max: number;
  id?: string;
  label?: string;
  disabled?: boolean;
  /** Said beside the field when more than `max` was typed ('Only 8 left'), instead of a silent change. */
  limitNote?: string;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** − [n] + within min..max; typing is clamped too, and a typed number above max is explained by `limitNote`. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  id = 'quantity',
  label = 'Quantity',
  disabled,
  limitNote,
}: QuantityStepperProps) {
  const [over, setOver] = useState(false);
  const noteId = useId();
  const set = (n: number) => {
    setOver(Number.isFinite(n) && n > max);
    onChange(clamp(Number.isFinite(n) ? Math.trunc(n) : min, min, max));
  };
  const note = over && limitNote;
  const button =
    'flex h-10 w-10 items-center justify-center text-zinc-700 hover:bg-zinc-100 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div className="inline-flex flex-col gap-1">
      <div className="inline-flex items-center overflow-hidden rounded-lg border border-zinc-300 bg-white shadow-sm">
        <button
          type="button"
          className={button}
          onClick={() => set(value - 1)}
          disabled={disabled || value <= min}
          aria-label="Decrease quantity"
        >
          <Minus className="h-4 w-4" aria-hidden="true" />
        </button>
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          disabled={disabled}
          aria-describedby={note ? noteId : undefined}
          onChange={(e) => set(e.target.valueAsNumber)}
          className="h-10 w-14 border-x border-zinc-300 text-center text-sm font-medium [appearance:textfield] focus-visible:outline-offset-[-2px] [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={button}
          onClick={() => set(value + 1)}
          disabled={disabled || value >= max}
          aria-label="Increase quantity"
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      <p id={noteId} role="status" className="min-h-0 text-sm font-medium text-amber-800">
        {note || null}
      </p>
    </div>
  );
}
