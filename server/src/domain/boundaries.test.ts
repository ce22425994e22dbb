import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles } from '../../test/source-imports.js';

const domainDir = import.meta.dirname;

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
