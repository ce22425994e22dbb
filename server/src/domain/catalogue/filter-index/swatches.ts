import type { IndexState } from './state.js';
import { useHex } from './vocabulary.js';

/** One more (or one fewer) live variant gives the colour the hex. */
export function tallyHex(ix: IndexState, colour: number, hex: number, by: number): void {
  const tally = ix.hexTally.get(colour) ?? new Map<number, number>();
  ix.hexTally.set(colour, tally);
  const n = (tally.get(hex) ?? 0) + by;
  if (n > 0) tally.set(hex, n);
  else tally.delete(hex);
  useHex(ix, hex, by);
}

/** A colour's swatch: the hex most live variants of the colour give (ties: the smaller), or null. */
export function hexOf(ix: IndexState, colour: string): string | null {
  const code = ix.colourCodes.find(colour);
  const tally = code === undefined ? undefined : ix.hexTally.get(code);
  let best: string | null = null;
  let most = 0;
  for (const [hex, n] of tally ?? []) {
    const value = ix.hexCodes.value(hex);
    if (n > most || (n === most && best !== null && value < best)) {
      best = value;
      most = n;
    }
  }
  return best;
}
