import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The TypeScript files under `dir`, without the tests unless asked. */
export function sourceFiles(dir: string, { tests = false } = {}): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, { tests });
    return entry.name.endsWith('.ts') && (tests || !entry.name.endsWith('.test.ts')) ? [full] : [];
  });
}

/** Every module a file imports or re-exports, static or dynamic, type-only or not. */
export const importsOf = (text: string) =>
  [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
