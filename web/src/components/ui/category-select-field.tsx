import { CATEGORIES, CATEGORY_LABELS, LABELS } from '@seamline/contract';
import type { ComponentProps } from 'react';
import { SelectField } from './text-field';

const options = CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }));

/** A select of the three categories (Women's, Men's, Kids'), none chosen at first. */
export function CategorySelectField(props: Omit<ComponentProps<typeof SelectField>, 'options' | 'placeholder'>) {
  return <SelectField placeholder={LABELS.selectCategory} options={options} {...props} />;
}
