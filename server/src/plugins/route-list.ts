import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves, as `METHOD /path`, for the authorization matrix test. */
    routeList: string[];
  }
}

export const routeListPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('routeList', [] as string[]);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const m of methods) if (m !== 'HEAD') app.routeList.push(`${m} ${route.url}`);
  });
});
