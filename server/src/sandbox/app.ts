import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.js';
import { registerErrorHandler } from '../http/error-handler.js';
import { createTestClock } from './clock.js';
import { sandboxPlugin } from './plugin.js';
import { webhookSender } from './webhooks.js';

export interface SandboxServerOptions {
  /** The API key the shop sends and the webhooks' signing secret (the shop's PAYMENTS_WEBHOOK_SECRET). */
  secret: string;
  /** The shop's address: webhooks go to `<shopUrl>/api/payments/webhooks/sandbox`. */
  shopUrl: string;
  logLevel?: string;
  /** How often the sandbox expires what is due and sends what is left undelivered (30 s unless set; 0: never). */
  sweepSeconds?: number;
  /**
   * The least time between two webhook delivery rounds (100 ms unless set): as a provider's
   * delivery workers take what its queue holds, each delivery carries what came in meanwhile.
   */
  webhookSpacingMs?: number;
}

/**
 * The sandbox provider alone, as a process of its own (`node server/dist/sandbox.js`), the way a
 * real provider runs apart from the shop: its routes under /psp, its tables in the `psp` schema of
 * the database it is given, its webhooks sent to the shop over HTTP. The shop reaches it at PAYMENTS_SANDBOX_URL.
 * The shop's own timers still read the test clock from the shared table; moving the clock here
 * does not run the shop's timers (they run on the shop's own interval).
 */
export async function buildSandboxServer(database: Database, opts: SandboxServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: opts.logLevel === 'silent' ? false : { level: opts.logLevel ?? 'warn' } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('statements', database.statements);
  registerErrorHandler(app);
  const log = (msg: string, err?: unknown) => app.log.error({ err }, msg);
  const clock = await createTestClock(database.statements);
  const webhooks = webhookSender({
    statements: database.statements,
    secret: opts.secret,
    url: () => `${opts.shopUrl}/api/payments/webhooks/sandbox`,
    log,
    spacingMs: opts.webhookSpacingMs ?? 100,
  });
  await app.register(sandboxPlugin, { secret: opts.secret, clock, webhooks });
  app.get('/psp/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  // What is due expires on the sandbox's clock, and what a failed delivery left is sent again.
  const every = (opts.sweepSeconds ?? 30) * 1000;
  let sweep: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  if (every > 0) {
    app.addHook('onReady', async () => {
      sweep = setInterval(() => {
        const psp = app.psp;
        round = (async () => {
          await clock.refresh();
          await psp?.store.expireDue();
          await webhooks.deliver();
        })().catch((err) => log('sandbox sweep failed', err));
      }, every);
      sweep.unref();
    });
  }
  app.addHook('onClose', async () => {
    if (sweep) clearInterval(sweep);
    webhooks.mode = 'lost';
    await round;
  });
  return app;
}
