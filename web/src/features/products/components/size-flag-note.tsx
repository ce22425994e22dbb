import type { ShopperSizeFlag } from '@seamline/contract';
import { Ruler } from 'lucide-react';
import { sizeFlagNotes } from '../lib/size-flag-notes';

/** 'Runs small — most buyers take one size up', from returns, for the size chosen (or any, before one is). */
export function SizeFlagNote({ flags, chosenSize }: { flags: readonly ShopperSizeFlag[]; chosenSize: string | null }) {
  const notes = sizeFlagNotes(flags, chosenSize);
  if (notes.length === 0) return null;
  return (
    <div className="mt-3 space-y-1" data-testid="size-flag">
      {notes.map((note) => (
        <p key={note} className="flex items-start gap-2 text-sm font-medium text-amber-900">
          <Ruler className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden="true" />
          {note}
        </p>
      ))}
    </div>
  );
}
