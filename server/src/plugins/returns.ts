import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createReturnMoney, RETURN_CHANGES, type ReturnMoney } from '../payments/return-money.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Returns' refunds and timers (DESIGN §14): payments/return-money.ts. */
    returnMoney: ReturnMoney;
  }
}

/** Returns and exchanges: the refunds they send, and their timers on every instance (registered after payments). */
export const returnsPlugin = fp(async (app: FastifyInstance) => {
  const money = createReturnMoney({
    db: app.db,
    statements: app.statements,
    provider: app.payments.provider,
    announce: (returnId) => app.announce({ returnOf: returnId }),
    // What the returns routes declare they change (routes/returns): a timer's moves forget the same.
    changed: () => app.kept.forget(RETURN_CHANGES),
    log: (msg, err) => app.log.error({ err }, msg),
  });
  app.decorate('returnMoney', money);
  for (const timer of money.timers) app.dueTimers.add(timer);
});
