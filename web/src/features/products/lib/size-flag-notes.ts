import { SIZE_FLAG_TEXTS, type ShopperSizeFlag } from '@seamline/contract';

/**
 * What the page says of sizes that come back too small or too large: the chosen size's
 * own flag once a size is chosen (another size's flag does not speak of it), every flag's words
 * (once each) until then.
 */
export function sizeFlagNotes(flags: readonly ShopperSizeFlag[], chosenSize: string | null): string[] {
  const speaking = chosenSize === null ? flags : flags.filter((f) => f.size === chosenSize);
  return [...new Set(speaking.map((f) => SIZE_FLAG_TEXTS.shopper[f.fit]))];
}
