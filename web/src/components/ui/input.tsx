import type { InputHTMLAttributes, Ref } from 'react';
import { controlClasses } from './control-classes';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  /** The form library's handle on the input (focus on an error). */
  ref?: Ref<HTMLInputElement>;
}

export function Input({ invalid, className, ...props }: InputProps) {
  return <input aria-invalid={invalid || undefined} className={controlClasses(invalid, `h-10 ${className ?? ''}`)} {...props} />;
}
