import { readFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * Code and docs point only at what a reader can open from the repository: docs/architecture.md's
 * anchors and the decision records. A section of a document kept elsewhere, or a tracker's issue or
 * review number, is a dead end for whoever reads the code next. (The product spec's screens are cited
 * as "spec §n"; decision records and applied migrations keep their history as written.)
 */
const root = path.resolve(import.meta.dirname, '../../..');
const OUTSIDE = [/DESIGN(?:\.md)? ?§ ?\d+/, /\bissue #?\d+\b/i, /\bsecurity review \d+\b/i];

/** Each line of `text` that cites something outside the repository, as `file:line: text`. */
function outsideReferences(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => (OUTSIDE.some((re) => re.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

/** The anchors docs/architecture.md declares (`<a id="…"></a>`). */
const anchors = (text: string) => new Set([...text.matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((m) => m[1]));

const tracked = () =>
  execFileSync('git', ['ls-files', 'server', 'web', 'contract', 'bench', 'e2e', 'scripts', 'docs', 'README.md'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(
      (file) =>
        /\.(ts|tsx|mjs|md|sql|sh|css)$/.test(file) &&
        !file.startsWith('docs/decisions/') &&
        !file.startsWith('server/drizzle/') &&
        !file.endsWith('outside-references.test.ts'),
    );

describe('references in code and docs', () => {
  it('point inside the repository, never at an outside section, issue or review', () => {
    const files = tracked();
    expect(files.length).toBeGreaterThan(500);
    const found = files.flatMap((file) => outsideReferences(file, readFileSync(path.join(root, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('name only anchors docs/architecture.md has', () => {
    const declared = anchors(readFileSync(path.join(root, 'docs/architecture.md'), 'utf8'));
    const used = new Set(
      tracked().flatMap((file) =>
        [...readFileSync(path.join(root, file), 'utf8').matchAll(/architecture\.md#([a-z0-9-]+)/g)].map((m) => m[1]),
      ),
    );
    expect([...used].filter((anchor) => !declared.has(anchor))).toEqual([]);
  });

  it('catch a design section, an issue and a review number', () => {
    const sample = [
      '// the cart (DESIGN §9)',
      '/** as issue 28 asked */',
      '// security review 2, F3',
      '// docs/architecture.md#payments',
    ].join('\n');
    expect(outsideReferences('x.ts', sample)).toEqual([
      'x.ts:1: // the cart (DESIGN §9)',
      'x.ts:2: /** as issue 28 asked */',
      'x.ts:3: // security review 2, F3',
    ]);
  });
});
