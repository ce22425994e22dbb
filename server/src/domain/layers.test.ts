import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles } from '../../test/source-imports.js';

/**
 * The layers of server/src, lowest first: the folders (and root files) on one row may import each
 * other and any row above, never a row below. A new folder gets a row before it gets code.
 */
const LAYERS: readonly (readonly string[])[] = [
  ['lib', 'config.ts'], // helpers that know nothing of the shop, and the configuration
  ['bus'], // how instances tell each other what happened
  ['db', 'cache'], // the schema and its clients; kept answers, forgotten over the bus
  ['auth'], // passwords and tokens
  ['domain'], // the shop's rules as plain functions over a db handle
  ['mail', 'events', 'images', 'payments'], // what the domain's changes send out: mails, live events; images; the payment provider and the money it moves
  ['seed', 'plugins'], // the demo shop; the app's parts (hooks, decorations, workers)
  ['routes'], // the HTTP API
  ['shared-state.ts', 'app.ts', 'main.ts', 'sandbox-app.ts', 'sandbox-main.ts', 'cli'], // composition: what instances share, the app, the process, the sandbox provider's own app and process, the command-line tools
];

const srcDir = path.resolve(import.meta.dirname, '..');
const rankOf = new Map(LAYERS.flatMap((row, rank) => row.map((name) => [name, rank] as const)));

/** The top folder (or root file, a root test counting as the file it tests) of a path relative to server/src. */
const layerOf = (relative: string) => (relative.split('/')[0] ?? relative).replace(/\.test\.ts$/, '.ts');

/**
 * Each import of `file` (relative to server/src) that lands in a higher layer than the file's own,
 * or in a folder the table does not rank. Packages and files outside server/src are not looked at.
 */
function upwardImports(file: string, text: string): string[] {
  const from = layerOf(file);
  return importsOf(text).flatMap((spec) => {
    if (!spec.startsWith('.')) return [];
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)).replace(/\.js$/, '.ts');
    if (target.startsWith('..')) return [];
    const to = layerOf(target);
    const [fromRank, toRank] = [rankOf.get(from), rankOf.get(to)];
    if (fromRank === undefined || toRank === undefined)
      return [`${file} imports ${target}: ${fromRank === undefined ? from : to} has no layer`];
    return toRank > fromRank ? [`${file} imports ${target}: ${from} sits below ${to}`] : [];
  });
}

describe('the layers of server/src', () => {
  const self = path
    .relative(srcDir, import.meta.filename)
    .split(path.sep)
    .join('/');
  // Tests are held too; this file's own samples import upwards on purpose.
  const files = sourceFiles(srcDir, { tests: true })
    .map((full) => path.relative(srcDir, full).split(path.sep).join('/'))
    .filter((file) => file !== self);

  it('rank every folder and root file', () => {
    const unranked = [...new Set(files.map(layerOf))].filter((layer) => !rankOf.has(layer));
    expect(unranked).toEqual([]);
  });

  it('hold: no import runs from a lower layer to a higher one', () => {
    expect(files.length).toBeGreaterThan(100);
    const offences = files.flatMap((file) => upwardImports(file, readFileSync(path.join(srcDir, file), 'utf8')));
    expect(offences).toEqual([]);
  });

  it('catch an upward import, type-only or dynamic, and an unranked folder', () => {
    const text = [
      "import { queueMails } from '../domain/queue-mails.js';",
      "import type { AppConfig } from '../app.js';",
      "const seed = await import('../seed/seed.js');",
      "import { schema } from './schema.js';",
      "import { Outage } from '../lib/outage.js';",
      "import { x } from '../reports/x.js';",
      "import { z } from 'zod';",
    ].join('\n');
    expect(upwardImports('db/client.ts', text)).toEqual([
      'db/client.ts imports domain/queue-mails.ts: db sits below domain',
      'db/client.ts imports app.ts: db sits below app.ts',
      'db/client.ts imports seed/seed.ts: db sits below seed',
      'db/client.ts imports reports/x.ts: reports has no layer',
    ]);
  });
});
