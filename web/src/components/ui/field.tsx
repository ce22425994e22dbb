import type { ReactNode } from 'react';
import { Label } from './label';

export interface ControlProps {
  id: string;
  invalid: boolean;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** Receives the id and aria wiring for the control it renders. */
  children: (control: ControlProps) => ReactNode;
}

/** A label, one control, and its hint or error message, wired for screen readers. */
export function Field({ id, label, error, hint, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <div className="mt-1.5">{children({ id, invalid: Boolean(error), 'aria-describedby': describedBy })}</div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-zinc-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
