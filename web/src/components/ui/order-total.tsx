import { formatPrice } from '@seamline/contract';

export interface OrderTotalProps {
  amount: number;
  /** Small lines under the figure saying what it is, e.g. 'Your sales, before tax'. */
  notes?: readonly string[];
  /** Words in place of the figure, e.g. 'No charge' for an exchange. */
  figure?: string;
}

/** An order's total at the top right of its card. */
export function OrderTotal({ amount, notes = [], figure }: OrderTotalProps) {
  return (
    <div className="shrink-0 text-right">
      <p className="text-xs uppercase tracking-wide text-zinc-500">Total</p>
      <p className="text-lg font-bold tabular-nums text-zinc-900">{figure ?? formatPrice(amount)}</p>
      {notes.map((note) => (
        <p key={note} className="max-w-[10rem] text-xs text-zinc-600">
          {note}
        </p>
      ))}
    </div>
  );
}
