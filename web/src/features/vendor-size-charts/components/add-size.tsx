import { SHOPPER_TEXTS } from '@seamline/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/text-field';

/** 'Size to add' and 'Add size': a size the pair is sold in that the chart has no row for yet (XXL, 3XL, EU 42.5…). */
export function AddSize({ id, addable, onAdd }: { id: string; addable: readonly string[]; onAdd: (size: string) => void }) {
  const [toAdd, setToAdd] = useState('');
  if (addable.length === 0) return null;
  const chosen = addable.includes(toAdd) ? toAdd : (addable[0] ?? '');
  return (
    <div className="flex flex-wrap items-end gap-2">
      <SelectField
        id={id}
        label={SHOPPER_TEXTS.sizeToAdd}
        value={chosen}
        onChange={(e) => setToAdd(e.target.value)}
        options={addable.map((size) => ({ value: size, label: size }))}
      />
      <Button
        variant="secondary"
        onClick={() => {
          onAdd(chosen);
          setToAdd('');
        }}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        {SHOPPER_TEXTS.addSizeRow}
      </Button>
    </div>
  );
}
