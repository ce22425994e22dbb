import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const domainDir = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every module a file imports, static or dynamic. */
const importsOf = (text: string) => [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');

describe('domain code', () => {
  const files = sourceFiles(domainDir);

  it('is found', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('knows nothing of HTTP: no file imports fastify, plugins, routes or an http folder', () => {
    const offences = files.flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .filter((spec) => /^(@?fastify)(\/|-|$)/.test(spec) || /(^|\/)(http|plugins|routes)\//.test(spec))
        .map((spec) => `${path.relative(domainDir, file)} imports ${spec}`),
    );
    expect(offences).toEqual([]);
  });

  it('the check itself catches an import of fastify or of the edge', () => {
    const sample = "import type { FastifyReply } from 'fastify';\nimport { x } from '../../plugins/auth.js';";
    expect(importsOf(sample)).toEqual(['fastify', '../../plugins/auth.js']);
  });
});
