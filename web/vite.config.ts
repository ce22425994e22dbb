/// <reference types="vitest/config" />
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { testFilesCalling } from '../scripts/test-files.mjs';

// The API the dev server proxies to; API_URL=http://localhost:3000 points it at another instance.
const api = process.env.API_URL ?? 'http://localhost:3000';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html)$/;

async function* filesIn(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    // dist/.vite holds build notes (first-pages.json), which are never served.
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* filesIn(file);
    } else if (COMPRESSIBLE.test(entry.name)) {
      yield file;
    }
  }
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) beside every built JS, CSS,
 * SVG and HTML file. The server sends them as they are (@fastify/static `preCompressed`), so a
 * visitor gets the smallest encoding without the server compressing anything per request. A
 * variant that would not be smaller than the file is not written (the file is then sent as is).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'seamline:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const file of filesIn(outDir)) {
        jobs.push(
          (async () => {
            const data = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(data, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_SIZE_HINT]: (await stat(file)).size,
                },
              }),
              gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < data.length) await writeFile(`${file}.br`, br);
            if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}

/**
 * The pages visitors most often arrive on, with the modules their screen needs beyond the entry
 * (app/router.tsx, app/lazy-with-queries.tsx) and the module that starts their first queries
 * (app/first-screen.ts). Paths as in src/config/paths.ts.
 */
const FIRST_PAGES: Record<string, string[]> = {
  '/buyer/dashboard': ['src/app/routes/buyer/dashboard.tsx', 'src/app/query-provider.tsx', 'src/app/first-screen-data.ts'],
  '/buyer/product/:id': ['src/app/routes/buyer/product.tsx', 'src/app/query-provider.tsx', 'src/app/first-screen-data.ts'],
};

/**
 * Writes dist/.vite/first-pages.json: for each of FIRST_PAGES, the JS files its screen needs that
 * index.html does not load already. The server names them in `<link rel="modulepreload">` in the
 * index.html it sends for that path (server/src/plugins/web-app.ts), so the browser downloads the
 * screen's code beside the entry instead of after it.
 */
function firstPagePreloads(): Plugin {
  let root = '';
  return {
    name: 'seamline:first-page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (fileName: string, into: Set<string>): Set<string> => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) withImports(imported, into);
        return into;
      };
      const initial = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) withImports(chunk.fileName, initial);
      const pages = Object.entries(FIRST_PAGES).map(([pagePath, modules]) => {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = chunks.find((c) => c.moduleIds.includes(path.resolve(root, module)));
          if (!chunk) this.error(`first-page-preloads: no chunk for ${module} (${pagePath})`);
          withImports(chunk.fileName, files);
        }
        return { path: pagePath, modulepreload: [...files].filter((file) => !initial.has(file)).map((file) => `/${file}`) };
      });
      this.emitFile({ type: 'asset', fileName: '.vite/first-pages.json', source: `${JSON.stringify({ pages }, null, 2)}\n` });
    },
  };
}

/**
 * Test files that replace a module (`vi.mock`, `vi.doMock`) or reset modules themselves run in a
 * worker of their own; found by what they call, so a new one cannot be left among the others. Every
 * other file shares its worker's window and libraries (`isolate: false`) and imports the app's own
 * modules afresh (src/test/setup.ts), which halves the suite's time (docs/decisions/285).
 */
// Looked for only when Vitest loads this config, not on every build or dev start.
const ownModules = process.env.VITEST ? testFilesCalling(import.meta.dirname, ['src'], ['mock', 'doMock', 'resetModules']) : [];

export default defineConfig({
  plugins: [react(), tailwindcss(), firstPagePreloads(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    // Every browser the app supports preloads modules itself (Chromium 66, Firefox 115, Safari 17).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React in one chunk beside the entry (both start at once, on two connections), and
          // TanStack Query with the app's query client (what every screen that reads data needs,
          // and the app shell and home page do without) in one chunk rather than nine small ones:
          // a first page asks for a few files in one round instead of many queued on the
          // browser's six connections per host. The API client is apart: the home page's featured
          // products fetch through it without the query cache.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, includeDependenciesRecursively: false },
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/]|src[\\/]lib[\\/]query-client\.ts$/,
              includeDependenciesRecursively: false,
            },
            { name: 'api-client', test: /src[\\/]lib[\\/](api-client|api-error)\.ts$/, includeDependenciesRecursively: false },
            // The shop's and product page's requests, paging and 'Load more', which those pages and
            // app/first-screen-data.ts beside them share: one chunk rather than four tiny ones.
            {
              name: 'shop-data',
              test: /src[\\/](features[\\/](products[\\/](api|lib)|reviews[\\/]api)[\\/][\w-]+|lib[\\/]paging|components[\\/]ui[\\/]load-more)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/images': api },
  },
  preview: {
    port: 4173,
    proxy: { '/api': api, '/images': api },
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Both cores: Vitest's default leaves one free, and a file's start-up (the DOM, imports) outweighs its tests.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: ownModules, isolate: false } },
      { extends: true, test: { name: 'own-modules', include: ownModules, isolate: true } },
    ],
  },
});
