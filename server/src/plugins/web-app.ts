import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_MESSAGES } from '@seamline/contract';

/** web/dist/.vite/first-pages.json, written by the web build (web/vite.config.ts). */
interface FirstPages {
  pages: { path: string; modulepreload: string[] }[];
}

/** `/buyer/product/:id` matches `/buyer/product/7`: one segment per `:name`, a trailing slash allowed. */
function matches(pattern: string, url: string): boolean {
  const want = pattern.split('/');
  const got = (url.length > 1 ? url.replace(/\/$/, '') : url).split('/');
  return want.length === got.length && want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]));
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * index.html as sent for a client route: for the pages the build lists in first-pages.json, with
 * `<link rel="modulepreload">` for their screen's code, so the browser fetches it beside the entry
 * instead of after it. Read again whenever the build changes.
 */
function firstPageHtml(webDist: string) {
  const index = path.join(webDist, 'index.html');
  const list = path.join(webDist, '.vite', 'first-pages.json');
  let cached: { stamp: string; html: string; pages: FirstPages['pages']; rendered: Map<string, string> } | undefined;
  const stampOf = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return (url: string): string | undefined => {
    const stamp = `${stampOf(index)}/${stampOf(list)}`;
    if (cached?.stamp !== stamp) {
      try {
        const pages = existsSync(list) ? ((JSON.parse(readFileSync(list, 'utf8')) as FirstPages).pages ?? []) : [];
        cached = { stamp, html: readFileSync(index, 'utf8'), pages, rendered: new Map() };
      } catch {
        // Caught mid-rebuild: the plain index.html, sent as a file. (No list at all, from an older
        // build, just means no page gets preloads.)
        cached = undefined;
        return undefined;
      }
    }
    const page = cached.pages.find((p) => matches(p.path, url));
    if (!page || page.modulepreload.length === 0) return undefined;
    let html = cached.rendered.get(page.path);
    if (html === undefined) {
      const links = page.modulepreload.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`).join('');
      html = cached.html.replace('</head>', `${links}</head>`);
      cached.rendered.set(page.path, html);
    }
    return html;
  };
}

/**
 * Serves the built React app: hashed assets cached for a year, index.html never cached, and
 * every other browser path falls back to index.html (client-side routes). The web build writes a
 * brotli (quality 11) and a gzip (-9) copy beside each text file (web/vite.config.ts); those are
 * sent as they are to browsers that accept them (@fastify/compress leaves an answer that already
 * has a content-encoding alone), so the app's files are not compressed per request.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const index = path.join(webDist, 'index.html');
  const built = existsSync(index);
  const htmlFor = built ? firstPageHtml(webDist) : () => undefined;
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Looked up per request, so a rebuilt app is served without a restart.
      wildcard: true,
      // web/dist/.vite (the build manifest) is not for browsers.
      dotfiles: 'ignore',
      index: ['index.html'],
      // file.br / file.gz when the browser accepts them (also for sendFile, the SPA fallback).
      preCompressed: true,
      setHeaders(reply, filePath) {
        // filePath is the file sent, so `assets/app-abc123.js.br` for a brotli answer.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // A missing API path, image or build asset is a 404, never the app's HTML.
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/images/') || url.startsWith('/assets/');
    if (!isApi && built && (request.method === 'GET' || request.method === 'HEAD')) {
      const html = htmlFor(url);
      // A page with screen code to announce is sent from memory (compressed by @fastify/compress).
      if (html !== undefined) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    }
    if (!isApi && !built && request.method === 'GET') {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    return reply.code(404).send({ message: `${API_MESSAGES.notFound}: ${request.method} ${url}` });
  });
}
