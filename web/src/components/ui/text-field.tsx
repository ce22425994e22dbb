import type { ReactNode } from 'react';
import { Field } from './field';
import { Input, type InputProps } from './input';
import { Select, type SelectProps } from './select';
import { Textarea, type TextareaProps } from './textarea';

interface Labelled {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

/** Label + input + message: the common form row. Spread react-hook-form's register() into it. */
export function TextField({ id, label, error, hint, className, ...input }: Labelled & InputProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <Input {...input} {...control} />}
    </Field>
  );
}

export function TextareaField({ id, label, error, hint, className, ...input }: Labelled & TextareaProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <Textarea {...input} {...control} />}
    </Field>
  );
}

export function SelectField({ id, label, error, hint, className, ...select }: Labelled & SelectProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <Select {...select} {...control} />}
    </Field>
  );
}
