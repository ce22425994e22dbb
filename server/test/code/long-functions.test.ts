import { describe, expect, it } from 'vitest';
import { areaOf, type LongNode, longFunctions, longNodes, sourceFiles } from '../../../scripts/long-functions.mjs';

/**
 * A ratchet on long code (`npm run long-functions` lists it): the count of functions over 80 lines
 * and of classes over 100 in server/src, web/src, contract/src, bench, e2e and scripts may fall,
 * never rise. When you shorten one, lower the figure here to the new count, so that it stays down.
 */
const FUNCTIONS_CEILING = 55;
const CLASSES_CEILING = 6;

const describeAll = (found: readonly LongNode[]) => found.map((f) => `${f.file}:${f.line} ${f.name} (${f.lines} lines)`).join('\n');

describe('long functions and classes', () => {
  const found = longFunctions();
  const functions = found.filter((f) => f.kind === 'function');
  const classes = found.filter((f) => f.kind === 'class');

  it(`leaves at most ${FUNCTIONS_CEILING} functions over 80 lines: split a new one by what it does`, () => {
    expect(functions.length, describeAll(functions)).toBeLessThanOrEqual(FUNCTIONS_CEILING);
  });

  it(`leaves at most ${CLASSES_CEILING} classes over 100 lines`, () => {
    expect(classes.length, describeAll(classes)).toBeLessThanOrEqual(CLASSES_CEILING);
  });

  it('measures every area it names', () => {
    expect(new Set(found.map((f) => areaOf(f.file))).size).toBeGreaterThan(1);
  });
});

describe('what counts as long', () => {
  const fn = (name: string, bodyLines: number) =>
    [`function ${name}() {`, ...Array.from({ length: bodyLines }, (_, i) => `  const v${i} = ${i};`), '}'].join('\n');

  it('counts a function from its first line to its last: 81 lines is long, 80 is not', () => {
    const text = `${fn('long', 79)}\n${fn('short', 78)}\n`;
    expect(longNodes('a.ts', text)).toEqual([{ file: 'a.ts', line: 1, name: 'long', kind: 'function', lines: 81 }]);
  });

  it('names arrows and methods by what they are bound to, and counts a long one inside a long one once', () => {
    const body = Array.from({ length: 85 }, (_, i) => `    x${i}();`).join('\n');
    const text = [
      'export const outer = () => {',
      '  run(async () => {',
      body,
      '  });',
      '};',
      'class Shop {',
      '  open() {',
      body,
      '  }',
      '}',
    ].join('\n');
    expect(longNodes('b.tsx', text).map((f) => `${f.kind} ${f.name} ${f.lines}`)).toEqual(['function outer 89', 'function open 87']);
  });

  it('counts a class over 100 lines, and not a signature without a body', () => {
    const members = Array.from({ length: 100 }, (_, i) => `  m${i}(): void;`).join('\n');
    const text = `declare class Big {\n${members}\n}\ninterface Port {\n${members}\n}\n`;
    expect(longNodes('c.ts', text).map((f) => `${f.kind} ${f.name} ${f.lines}`)).toEqual(['class Big 102']);
  });

  it('measures source files and leaves tests and declarations out', () => {
    const files = ['a.ts', 'b.tsx', 'c.mjs', 'a.test.ts', 'b.spec.ts', 'types.d.ts', 'x.d.mts', 'README.md', 'data.json'];
    expect(sourceFiles(files)).toEqual(['a.ts', 'b.tsx', 'c.mjs']);
  });
});
