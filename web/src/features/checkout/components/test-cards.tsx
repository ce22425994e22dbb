import { formatCardNumber, type PaymentsConfig } from '@seamline/contract';
import { FlaskConical } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The sandbox's test cards beside the form (docs/architecture.md#payments): what each does, and a button that fills it in. */
export function TestCards({
  cards,
  onUse,
  disabled,
}: {
  cards: PaymentsConfig['testCards'];
  onUse: (number: string) => void;
  disabled: boolean;
}) {
  return (
    <aside aria-labelledby="test-cards-heading" className="rounded-xl border border-dashed border-amber-400 bg-amber-50/60 p-4 text-sm">
      <h3 id="test-cards-heading" className="flex items-center gap-2 font-semibold text-amber-950">
        <FlaskConical className="h-4 w-4 shrink-0" aria-hidden="true" />
        Sandbox test cards
      </h3>
      <p className="mt-1 text-xs text-amber-950">No real money moves. Use any future expiry date and any 3-digit CVC.</p>
      <ul className="mt-3 divide-y divide-amber-200">
        {cards.map((card) => {
          const number = formatCardNumber(card.number);
          return (
            <li key={card.number} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="font-mono text-xs text-zinc-900 tabular-nums">{number}</p>
                <p className="text-xs text-zinc-700">{card.description}</p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                disabled={disabled}
                onClick={() => onUse(card.number)}
                aria-label={`Use test card ${number}: ${card.description}`}
              >
                Use
              </Button>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
