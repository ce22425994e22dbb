/**
 * The work a question does, counted as it goes: 32-bit words the kernels read (each operand's words
 * over the blocks of its scope) and product rows read one by one in JavaScript (a product's values
 * or variants, a slot of a list looked up, a slot of a kept order passed or placed). Tests hold
 * ceilings on it (work-budget.test.ts), so a change that makes a question read more fails there.
 */
export class Work {
  words = 0;
  rows = 0;

  reset(): void {
    this.words = 0;
    this.rows = 0;
  }
}
