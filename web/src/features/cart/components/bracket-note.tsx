import { BRACKET_TEXTS, type CartBracket, SIZE_PASSPORT_TEXTS } from '@seamline/contract';
import { Ruler } from 'lucide-react';
import { Button } from '@/components/ui/button';

export interface BracketNoteProps {
  bracket: CartBracket;
  /** The product's name, for the buttons' accessible names. */
  name: string;
  busy: boolean;
  onKeep: (size: string) => void;
}

/**
 * 'You have M and L of this shirt: your size here is likely L', with 'Keep L only';
 * without a likely size, a button for each size.
 */
export function BracketNote({ bracket, name, busy, onKeep }: BracketNoteProps) {
  const offers = bracket.advisedSize ? [bracket.advisedSize] : bracket.sizes;
  return (
    <div className="mt-2 rounded-lg bg-brand-50 px-3 py-2.5 text-sm ring-1 ring-inset ring-brand-600/20" data-testid="bracket-note">
      <p className="flex items-start gap-2 text-zinc-900">
        <Ruler className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
        {bracket.message}
      </p>
      <div className="mt-2 flex flex-wrap gap-2 pl-6">
        {offers.map((size) => (
          <Button
            key={size}
            size="sm"
            variant={size === bracket.advisedSize ? 'primary' : 'secondary'}
            disabled={busy}
            aria-label={SIZE_PASSPORT_TEXTS.keepOnlyOf(size, name)}
            onClick={() => onKeep(size)}
          >
            {BRACKET_TEXTS.keepOnly(size)}
          </Button>
        ))}
      </div>
    </div>
  );
}
