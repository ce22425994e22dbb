import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/decisions/README.md lists every decision record once, in the form
 * `- [NNN](NNN-title.md) — one line`; a record missing from it is a record nobody finds.
 */
const decisionsDir = path.resolve(import.meta.dirname, '../../../docs/decisions');

/** Each index line's number and the file it links to. */
const indexEntries = (readme: string) =>
  [...readme.matchAll(/^- \[([^\]]*)\]\(([^)\s]*)\)/gm)].map((m) => ({ number: m[1] ?? '', file: m[2] ?? '' }));

/** What is wrong between the records in the folder (`files`, README.md left out) and the index. */
function indexProblems(files: readonly string[], readme: string): string[] {
  const problems: string[] = [];
  const records = files.filter((file) => file !== 'README.md');
  const byNumber = new Map<string, string[]>();
  for (const file of records) {
    const number = /^(\d{3})-[a-z0-9-]+\.md$/.exec(file)?.[1];
    if (number === undefined) {
      problems.push(`${file} is not named NNN-title.md`);
      continue;
    }
    byNumber.set(number, [...(byNumber.get(number) ?? []), file]);
  }
  for (const [number, shared] of byNumber) if (shared.length > 1) problems.push(`${number} is the number of ${shared.join(' and ')}`);

  const entries = indexEntries(readme);
  const listed = new Map<string, number>();
  for (const { number, file } of entries) {
    listed.set(file, (listed.get(file) ?? 0) + 1);
    if (!records.includes(file)) problems.push(`the index names ${file}, which is not in docs/decisions`);
    else if (!file.startsWith(`${number}-`)) problems.push(`the index lists ${file} as ${number}`);
  }
  for (const [file, times] of listed) if (times > 1) problems.push(`the index lists ${file} ${times} times`);
  for (const file of records) if (/^\d{3}-/.test(file) && !listed.has(file)) problems.push(`${file} is missing from the index`);
  return problems;
}

describe('the index of decision records', () => {
  it('lists every record in docs/decisions once, by its number, and nothing else', () => {
    const files = readdirSync(decisionsDir).filter((file) => file.endsWith('.md'));
    const readme = readFileSync(path.join(decisionsDir, 'README.md'), 'utf8');
    expect(files.length).toBeGreaterThan(100);
    expect(indexProblems(files, readme)).toEqual([]);
  });

  it('names a record left out, a link to no file, a number used twice, a wrong number and a line twice', () => {
    const files = ['README.md', '001-stack.md', '002-search.md', '002-cache.md', '003-tax.md', '004-notes.md', 'notes.md'];
    const readme = [
      '# Decisions',
      '',
      '- [001](001-stack.md) — The stack.',
      '- [002](002-search.md) — Search.',
      '- [003](004-notes.md) — Notes.',
      '- [005](005-gone.md) — A record since removed.',
      '- [001](001-stack.md) — The stack again.',
      'Prose that mentions [002](002-cache.md) is no index line.',
    ].join('\n');
    expect(indexProblems(files, readme)).toEqual([
      'notes.md is not named NNN-title.md',
      '002 is the number of 002-search.md and 002-cache.md',
      'the index lists 004-notes.md as 003',
      'the index names 005-gone.md, which is not in docs/decisions',
      'the index lists 001-stack.md 2 times',
      '002-cache.md is missing from the index',
      '003-tax.md is missing from the index',
    ]);
  });
});
