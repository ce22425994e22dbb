import { ChevronDown } from 'lucide-react';
import type { SelectHTMLAttributes } from 'react';
import { controlClasses } from './control-classes';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options: readonly SelectOption[];
  /** A first, empty choice such as "Select…". */
  placeholder?: string;
  invalid?: boolean;
}

/** A native select (keyboard and screen-reader friendly) with the app's look. */
export function Select({ options, placeholder, invalid, className, ...props }: SelectProps) {
  return (
    <div className={`relative ${className ?? ''}`}>
      <select aria-invalid={invalid || undefined} className={controlClasses(invalid, 'h-10 appearance-none pr-9')} {...props}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 text-zinc-500" aria-hidden="true" />
    </div>
  );
}
