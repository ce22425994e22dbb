import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { AppError } from '../domain/errors.js';
import { type ReadReplica, ReadRouter } from '../db/read-replica.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs a catalogue read on the read replica when there is one and it has replayed every write
     * this instance was told of; on the primary otherwise, or when the replica fails to answer.
     */
    catalogueRead<T>(work: (db: Db) => Promise<T>): Promise<T>;
  }
}

/**
 * DATABASE_READ_URL (db/read-replica.ts). Registered before the kept answers, so a write fences
 * reads at its WAL position before any instance forgets what it kept.
 */
export const readReplicaPlugin = fp(async (app: FastifyInstance, opts: { replica?: ReadReplica }) => {
  const { replica } = opts;
  if (!replica) {
    app.decorate('catalogueRead', <T>(work: (db: Db) => Promise<T>) => work(app.db));
    return;
  }
  const router = new ReadRouter(app.db, replica, app.bus, { warn: (m) => app.log.warn(m), info: (m) => app.log.info(m) });
  app.decorate('catalogueRead', async <T>(work: (db: Db) => Promise<T>) => {
    const db = router.db;
    if (db === app.db) return work(db);
    try {
      return await work(db);
    } catch (err) {
      // An answer of the domain (not found, bad input) stands; a replica that fails is left for the primary.
      if (err instanceof AppError) throw err;
      router.failed(err);
      return work(app.db);
    }
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    // A write that changes nothing kept (a cart line, a login) changes nothing the catalogue reads.
    if (request.routeOptions.config?.changes?.length === 0) return;
    await router.wrote().catch((err: unknown) => request.log.error({ err }, 'could not read the WAL position after a write'));
  });
  app.addHook('onClose', async () => router.close());
});
