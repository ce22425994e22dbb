import type { InputHTMLAttributes } from 'react';
import { controlClasses } from './control-classes';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
}

export function Input({ invalid, className, ...props }: InputProps) {
  return <input aria-invalid={invalid || undefined} className={controlClasses(invalid, `h-10 ${className ?? ''}`)} {...props} />;
}
