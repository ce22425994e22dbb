import { ALL, categoryOfGroup, GROUPS } from './model.js';

/** Counts of live products by value (a code), per group: the facets of a question that filters nothing else, and where each value is found. */
export class Tallies {
  readonly byGroup = Array.from({ length: GROUPS }, () => [] as number[]);
  /** Per code, over every group. */
  private readonly totals: number[] = [];

  change(group: number, code: number, by: number): void {
    const counts = this.byGroup[group] as number[];
    counts[code] = (counts[code] ?? 0) + by;
    this.totals[code] = (this.totals[code] ?? 0) + by;
  }

  /** Whether a live product of any group has the value. */
  held(code: number): boolean {
    return (this.totals[code] ?? 0) > 0;
  }

  /** Whether a live product of the group has the value. */
  has(group: number, code: number): boolean {
    return ((this.byGroup[group] as number[])[code] ?? 0) > 0;
  }

  /** Per code, over one category or all of them (ALL). */
  counts(category: number): number[] {
    const out: number[] = [];
    this.byGroup.forEach((counts, group) => {
      if (category !== ALL && categoryOfGroup(group) !== category) return;
      counts.forEach((n, code) => {
        out[code] = (out[code] ?? 0) + n;
      });
    });
    return out;
  }

  clear(): void {
    for (const counts of this.byGroup) counts.length = 0;
    this.totals.length = 0;
  }
}
