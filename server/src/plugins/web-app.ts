import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_MESSAGES } from '@seamline/contract';

/**
 * Serves the built React app: hashed assets cached for a year, index.html never cached, and
 * every other browser path falls back to index.html (client-side routes).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const index = path.join(webDist, 'index.html');
  const built = existsSync(index);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Looked up per request, so a rebuilt app is served without a restart.
      wildcard: true,
      // web/dist/.vite (the build manifest) is not for browsers.
      dotfiles: 'ignore',
      index: ['index.html'],
      setHeaders(reply, filePath) {
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
