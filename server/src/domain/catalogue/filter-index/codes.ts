/**
 * Small numbers for the values of one kind (sizes, colours, hexes, shops, search terms), so the
 * index compares numbers. Code 0 means none. A value no live product holds any more is let go
 * (`release`) and its code handed to the next new value, so the codes, and everything kept per
 * code, stay as many as the values live products hold now (docs/decisions/091).
 */
export class Codes {
  private readonly codes = new Map<string, number>();
  private readonly values: string[] = [''];
  /** Codes let go, to be handed out again. */
  private readonly free: number[] = [];

  /** The highest code of the values it was made with. */
  private readonly known: number;

  constructor(known: readonly string[] = []) {
    for (const v of known) this.code(v);
    this.known = known.length;
  }

  /** The value's code, given one if it is new. */
  code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.free.pop() ?? this.values.length;
      this.values[code] = value;
      this.codes.set(value, code);
    }
    return code;
  }

  /** The value's code if it has one. */
  find(value: string): number | undefined {
    return this.codes.get(value);
  }

  value(code: number): string {
    return this.values[code] ?? '';
  }

  /** Lets the code's value go: the value is unknown from now on, and the code is the next new value's. */
  release(code: number): void {
    const value = this.values[code];
    if (code === 0 || value === undefined || this.codes.get(value) !== code) return;
    this.codes.delete(value);
    this.values[code] = '';
    this.free.push(code);
  }

  /** Forgets every value but those it was made with. */
  clear(): void {
    for (const code of [...this.codes.values()]) if (code > this.known) this.release(code);
    this.free.sort((a, b) => b - a);
  }

  /** One more than the highest code. */
  get count(): number {
    return this.values.length;
  }
}
