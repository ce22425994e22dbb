import type { ColourSwatch } from '@seamline/contract';

const SHOWN = 5;

/** '3 colours: Navy, Black, Red' */
export const coloursText = (colours: readonly ColourSwatch[]) =>
  `${colours.length} ${colours.length === 1 ? 'colour' : 'colours'}: ${colours.map((c) => c.name).join(', ')}`;

/** A card's small colour swatches (docs/architecture.md#sizes-and-colours), read out as one sentence. */
export function ColourDots({ colours }: { colours: readonly ColourSwatch[] }) {
  if (colours.length === 0) return null;
  const more = colours.length - SHOWN;
  return (
    <p className="mt-2 flex items-center gap-1.5">
      <span className="sr-only">{coloursText(colours)}</span>
      {colours.slice(0, SHOWN).map((c) => (
        <span
          key={c.name}
          title={c.name}
          aria-hidden="true"
          className="h-3.5 w-3.5 rounded-full border border-zinc-300"
          style={{ backgroundColor: c.hex ?? '#e4e4e7' }}
        />
      ))}
      {more > 0 && (
        <span aria-hidden="true" className="text-xs text-zinc-600">
          +{more}
        </span>
      )}
    </p>
  );
}
