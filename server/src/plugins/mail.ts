import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailWorker, type MailWorker } from '../mail/worker.js';
import { logTransport, smtpTransport } from '../mail/transport.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender (mail/worker.ts); tests drive it with `runOnce`. */
    mail: MailWorker;
  }
}

export interface MailOptions {
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  /** Whether this instance polls the outbox (every instance may: each mail goes once). */
  run: boolean;
  now: () => number;
}

const POLL_MS = 1000;

/** Sends queued mail through SMTP_URL, or writes it to the log without one (docs/architecture.md#accounts-mail-live). */
export const mailPlugin = fp(async (app: FastifyInstance, opts: MailOptions) => {
  const transport = opts.smtpUrl ? smtpTransport(opts.smtpUrl) : logTransport((fields, message) => app.log.info(fields, message));
  const worker = createMailWorker({
    ctx: { db: app.db, statements: app.statements, publicUrl: opts.publicUrl },
    transport,
    from: opts.mailFrom,
    now: opts.now,
    log: app.log,
  });
  app.decorate('mail', worker);
  if (opts.run) app.addHook('onReady', async () => worker.start(POLL_MS));
  app.addHook('onClose', async () => {
    await worker.stop();
    transport.close();
  });
});
