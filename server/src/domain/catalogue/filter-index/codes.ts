/**
 * Small numbers for the values of one kind (sizes, colours, shops), so the index compares numbers.
 * Code 0 means none; codes are never reused while the process lives.
 */
export class Codes {
  private readonly codes = new Map<string, number>();
  private readonly values: string[] = [''];

  constructor(known: readonly string[] = []) {
    for (const v of known) this.code(v);
  }

  /** The value's code, given one if it is new. */
  code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
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

  /** One more than the highest code. */
  get count(): number {
    return this.values.length;
  }
}
