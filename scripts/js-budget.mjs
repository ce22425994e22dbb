// The JS budget of the first visit (issue: `/` ≤ 100 KB gzip, buyer dashboard ≤ 150 KB).
// Reads web/dist (run `npm run build` first): index.html names the entry and its preloads; the
// Vite manifest maps each route module to its lazy chunk and that chunk's static imports.
// Sums gzip -9 sizes of every distinct JS file a first visit to the route needs; exit 1 over budget.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

const dist = path.join(root, 'web/dist');
const KB = 1024;
// Screens that read data load the query cache alongside (web/src/app/lazy-with-queries.tsx).
const withQueries = (module) => [module, 'src/app/query-provider.tsx'];
const routes = [
  { path: '/', modules: ['src/app/routes/home.tsx'], budget: 100 * KB }, // in the entry, counted there
  { path: '/buyer/dashboard', modules: withQueries('src/app/routes/buyer/dashboard.tsx'), budget: 150 * KB },
  { path: '/buyer/product/:id', modules: withQueries('src/app/routes/buyer/product.tsx') },
  { path: '/vendor/dashboard', modules: withQueries('src/app/routes/vendor/dashboard.tsx') },
];

const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`js-budget: ${path.relative(root, manifestFile)} is missing; run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');

/** JS files index.html loads up front: the entry script and its modulepreloads. */
const htmlScripts = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map((m) => m[1]);

/**
 * A manifest chunk's file plus everything it imports statically, recursively. A route module with
 * no chunk of its own is imported statically, so its code is already in the entry's files.
 */
function withStaticImports(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) {
    if (existsSync(path.join(root, 'web', key))) return files;
    throw new Error(`js-budget: ${key} is neither in the Vite manifest nor in web/`);
  }
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, files);
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initial = withStaticImports(entryKey, new Set(htmlScripts));

const sizeCache = new Map();
const gzipSize = (file) => {
  if (!sizeCache.has(file)) sizeCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return sizeCache.get(file);
};
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

let failed = false;
console.log(`JS a first visit needs (gzip -9; entry ${kb([...initial].reduce((s, f) => s + gzipSize(f), 0))} of it)\n`);
console.log('| Route | JS (gzip) | Files | Budget |');
console.log('|---|---:|---:|---|');
for (const route of routes) {
  const files = new Set(initial);
  for (const module of route.modules) withStaticImports(module, files);
  const total = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
  const over = route.budget !== undefined && total > route.budget;
  failed ||= over;
  const verdict = route.budget === undefined ? '(information)' : `${over ? 'OVER' : 'ok'} (≤ ${kb(route.budget)})`;
  console.log(`| ${route.path} | ${kb(total)} | ${files.size} | ${verdict} |`);
}
if (failed) {
  console.error('\njs-budget: over budget.');
  process.exit(1);
}
