import { API_MESSAGES } from '@seamline/contract';
import type { FastifyPluginAsync } from 'fastify';
import { loadImage } from '../images/uploads.js';
import { isColour, isGarmentKind, isGarmentView, PLACEHOLDER_SVG, renderGarmentSvg } from '../images/garment-art.js';

const YEAR = 'public, max-age=31536000, immutable';
const DAY = 'public, max-age=86400';

/** /images/…: the generated catalogue art, the placeholder and vendors' uploads. */
export const imageRoutes: FastifyPluginAsync = async (app) => {
  const svgCache = new Map<string, string>();

  app.get<{ Params: { kind: string; file: string } }>('/catalog/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params;
    // `navy.svg` is the whole garment, `navy-detail.svg` a closer look.
    const [, colour = '', view = 'front'] = /^([a-z]+)(?:-([a-z]+))?\.svg$/.exec(file) ?? [];
    if (!isGarmentKind(kind) || !isColour(colour) || !isGarmentView(view) || file.endsWith('-front.svg')) {
      return reply.code(404).send({ message: API_MESSAGES.imageNotFound });
    }
    const key = `${kind}/${colour}/${view}`;
    const svg = svgCache.get(key) ?? renderGarmentSvg(kind, colour, view);
    svgCache.set(key, svg);
    return reply.type('image/svg+xml').header('cache-control', DAY).send(svg);
  });

  app.get('/placeholder.svg', async (_request, reply) => reply.type('image/svg+xml').header('cache-control', DAY).send(PLACEHOLDER_SVG));

  app.get<{ Params: { id: string } }>('/uploads/:id', async (request, reply) => {
    const image = await loadImage(app.db, request.params.id);
    if (!image) return reply.code(404).send({ message: API_MESSAGES.imageNotFound });
    return reply
      .type(image.contentType)
      .header('cache-control', YEAR)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(Buffer.from(image.data));
  });
};
