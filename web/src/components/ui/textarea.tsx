import type { TextareaHTMLAttributes } from 'react';
import { controlClasses } from './control-classes';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
}

export function Textarea({ invalid, className, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea rows={rows} aria-invalid={invalid || undefined} className={controlClasses(invalid, `py-2 ${className ?? ''}`)} {...props} />
  );
}
