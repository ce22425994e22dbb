import type { FastifyPluginAsync } from 'fastify';
import { deleteOrphanedImages } from '../images/delete-orphaned-images.js';

export interface OrphanedImagesOptions {
  now: () => number;
  /** How often to look; an hour unless a test says otherwise. */
  everyMs?: number;
}

const HOUR = 3_600_000;

/**
 * Deletes uploads no product uses once they are old enough: when the app is ready, then every
 * hour. Every instance may do so at the same time; the delete is one idempotent statement.
 */
export const orphanedImagesPlugin: FastifyPluginAsync<OrphanedImagesOptions> = async (app, opts) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= deleteOrphanedImages(app.db, opts.now())
      .then(
        (deleted) => {
          if (deleted > 0) app.log.info({ deleted }, 'orphaned uploads deleted');
        },
        (err: unknown) => app.log.error({ err }, 'deleting orphaned uploads failed'),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    await sweep();
    // unref: a pending sweep never keeps the process alive.
    timer = setInterval(sweep, opts.everyMs ?? HOUR).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};
