import {
  formatPrice,
  RETURN_OUTCOMES,
  RETURN_REASONS,
  RETURN_TEXTS,
  type ReturnOutcome,
  type ReturnReason,
  variantLabel,
} from '@seamline/contract';
import { SelectField } from '@/components/ui/text-field';
import type { LineChoice, ReturnableItem } from '../lib/return-choices';
import { ExchangeChoice } from './exchange-choice';

export interface ReturnLineFieldsProps {
  item: ReturnableItem;
  choice: LineChoice;
  onChange: (change: Partial<LineChoice>) => void;
}

/** One order line in the return dialog: ticked to send it back, then how many, why, and a refund or another size. */
export function ReturnLineFields({ item, choice, onChange }: ReturnLineFieldsProps) {
  const variant = variantLabel(item.size, item.colour);
  return (
    <fieldset className="space-y-3 rounded-xl border border-zinc-200 p-3">
      <legend className="sr-only">{item.productName}</legend>
      <label className="flex items-start gap-2 text-sm font-medium text-zinc-900">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 accent-brand-600"
          checked={choice.selected}
          onChange={(e) => onChange({ selected: e.target.checked })}
        />
        <span>
          {item.productName}
          {variant ? ` (${variant})` : ''} · {formatPrice(item.unitPrice)}
        </span>
      </label>
      {choice.selected && (
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField
            id={`qty-${item.orderItemId}`}
            label="Quantity"
            options={Array.from({ length: item.returnableQuantity }, (_, n) => ({ value: String(n + 1), label: String(n + 1) }))}
            value={String(choice.quantity)}
            onChange={(e) => onChange({ quantity: Number(e.target.value) })}
          />
          <SelectField
            id={`reason-${item.orderItemId}`}
            label="Reason"
            placeholder="Choose a reason"
            options={RETURN_REASONS.map((r) => ({ value: r, label: RETURN_TEXTS.reasons[r] }))}
            value={choice.reason}
            onChange={(e) => onChange({ reason: e.target.value as ReturnReason })}
          />
          <SelectField
            id={`outcome-${item.orderItemId}`}
            label="I would like"
            options={RETURN_OUTCOMES.map((o) => ({ value: o, label: o === 'refund' ? 'A refund' : 'Another size' }))}
            value={choice.outcome}
            onChange={(e) => onChange({ outcome: e.target.value as ReturnOutcome, exchangeVariantId: null })}
          />
          {choice.outcome === 'exchange' && (
            <ExchangeChoice item={item} choice={choice} onChange={(id) => onChange({ exchangeVariantId: id })} />
          )}
        </div>
      )}
    </fieldset>
  );
}
