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
  ['http'], // how a refusal becomes an HTTP answer: the one error handler the shop and the sandbox register
  ['sandbox'], // the fake payment provider: its API, tables (schema psp), webhooks, test clock, app and process; entered only by sandbox/index.ts
  ['mail', 'events', 'images', 'payments'], // what the domain's changes send out: mails, live events; images; the payment provider and the money it moves
  ['seed', 'plugins'], // the demo shop; the app's parts (hooks, decorations, workers)
  ['routes'], // the HTTP API
  ['shared-state.ts', 'app.ts', 'main.ts', 'cli'], // composition: what instances share, the app, the process, the command-line tools
];

/** Folders entered from outside only by one file, their door: whatever else they hold is their own. */
const DOORS: Readonly<Record<string, string>> = { sandbox: 'sandbox/index.ts' };

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

/** Each import of `file` (relative to server/src, or `../test/…` for the tests) that enters a folder of DOORS by another file. */
function doorsPassedBy(file: string, text: string): string[] {
  return importsOf(text).flatMap((spec) => {
    if (!spec.startsWith('.')) return [];
    // A test's import of ../../src/x lands on ../src/x: x, relative to server/src.
    const target = path.posix
      .normalize(path.posix.join(path.posix.dirname(file), spec))
      .replace(/\.js$/, '.ts')
      .replace(/^\.\.\/src\//, '');
    const folder = target.split('/')[0] ?? '';
    const door = DOORS[folder];
    if (door === undefined || file.startsWith(`${folder}/`) || target === door) return [];
    return [`${file} imports ${target}: ${folder}/ is entered by ${door}`];
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

  it('enter a folder with a door only by its door, from server/src and from the tests', () => {
    const testDir = path.resolve(srcDir, '../test');
    const tests = sourceFiles(testDir, { tests: true }).map((full) => `../test/${path.relative(testDir, full).split(path.sep).join('/')}`);
    const offences = [...files, ...tests].flatMap((file) => doorsPassedBy(file, readFileSync(path.join(srcDir, file), 'utf8')));
    expect(offences).toEqual([]);
  });

  it('catch a door passed by, from the shop and from a test, and let the folder reach itself', () => {
    const text = "import { sandboxStore } from '../sandbox/store.js';\nimport { sandboxPlugin } from '../sandbox/index.js';";
    expect(doorsPassedBy('payments/plugin.ts', text)).toEqual([
      'payments/plugin.ts imports sandbox/store.ts: sandbox/ is entered by sandbox/index.ts',
    ]);
    expect(doorsPassedBy('../test/payments/pay.ts', "import type { WebhookMode } from '../../src/sandbox/webhooks.js';")).toEqual([
      '../test/payments/pay.ts imports sandbox/webhooks.ts: sandbox/ is entered by sandbox/index.ts',
    ]);
    expect(doorsPassedBy('sandbox/plugin.ts', "import { sandboxStore } from './store.js';")).toEqual([]);
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
