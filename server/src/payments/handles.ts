import type { Topic } from '../cache/kinds.js';
import type { Db } from '../db/client.js';
import type { Statements } from '../db/statements.js';
import type { PaymentProvider } from './provider.js';

/** Where the money steps write what went wrong: a pino logger is one. */
export interface MoneyLog {
  error(fields: object, msg: string): void;
  warn(fields: object, msg: string): void;
}

/** Whom the money steps tell of what they changed outside a request. */
export interface MoneyNotify {
  /** Forgets the kept answers that read `topics`, on every instance (decision 159). */
  forget(topics: readonly Topic[]): Promise<void>;
  /** Tells the buyer's and the vendor's screens that an order's status moved. */
  orderMoved(orderId: number): Promise<void>;
}

/**
 * The plain handles every step of an order's money takes (capture, void, refund, expiry, payouts):
 * the database, the provider, the money clock and whom to tell. The payments plugin builds them
 * once (`app.money`); a test swaps any of them.
 */
export interface MoneyHandles {
  db: Db;
  statements: Statements;
  provider: PaymentProvider;
  /** The money clock (`app.dueTimers.now()`): captures, refunds and their postings are stamped with it. */
  clock: () => Date;
  notify: MoneyNotify;
  log: MoneyLog;
}
