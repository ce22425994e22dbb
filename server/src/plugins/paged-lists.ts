import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Paged } from '../domain/paging.js';

declare module 'fastify' {
  interface FastifyReply {
    /** Sends a page's items as the body and the whole list's length as X-Total-Count. */
    sendPage<T>(page: Paged<T>): FastifyReply;
  }
}

export const pagedListsPlugin = fp(async (app: FastifyInstance) => {
  app.decorateReply('sendPage', function <T>(this: FastifyReply, page: Paged<T>) {
    return this.header('x-total-count', page.total).send(page.items);
  });
});
